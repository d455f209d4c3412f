import {
  type ChangePasswordInput,
  type ChangePasswordResult,
  changePasswordResultSchema,
} from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * PUT /api/user/change-password (spec 2 §7): the new password and the current one; answers a new
 * access_token (every other session is signed out). Refusals are shown by the form (inline); a 401
 * still opens the re-login modal.
 */
export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const data = await api.put(apiPaths.user.changePassword(), input, { errorDisplay: 'inline' });
  return changePasswordResultSchema.parse(data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
