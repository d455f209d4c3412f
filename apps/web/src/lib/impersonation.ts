import { ADMIN_TOKEN_STORAGE_KEY } from '@canvas/shared';
import { readStorage, removeStorage } from './storage';

/**
 * While an admin acts as another user, the admin's own token waits under this key; 'Back to admin'
 * puts it back (spec 1 §2.2, §6).
 */
export function getAdminToken(): string | null {
  return readStorage(ADMIN_TOKEN_STORAGE_KEY);
}

export function clearAdminToken(): void {
  removeStorage(ADMIN_TOKEN_STORAGE_KEY);
}
