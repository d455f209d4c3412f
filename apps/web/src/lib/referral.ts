import { TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { readStorage, writeStorage } from './storage';

/** The referral/track id (spec 1 §3), sent by the API client as the `referralId` header. */
export function getTrackId(): string | null {
  return readStorage(TRACK_ID_STORAGE_KEY);
}

export function setTrackId(id: string): void {
  writeStorage(TRACK_ID_STORAGE_KEY, id);
}
