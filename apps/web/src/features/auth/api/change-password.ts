import { type ChangePasswordResult, changePasswordResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * PUT /api/user/change-password (spec 2 §7): answers a new access_token (every other session is
 * signed out). Failures take the app-wide path: a 401 opens the re-login modal.
 */
export async function changePassword(password: string): Promise<ChangePasswordResult> {
  const data = await api.put(apiPaths.user.changePassword(), { password });
  return changePasswordResultSchema.parse(data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
