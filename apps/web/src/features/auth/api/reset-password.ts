import { type ResetPasswordInput, type Session, sessionSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** PUT /api/user/reset-password (spec 1 §7): the link's token and the new password; answers a session. */
export async function resetPassword(input: ResetPasswordInput): Promise<Session> {
  const data = await api.put(apiPaths.user.resetPassword(), input, { errorDisplay: 'inline', token: null });
  return sessionSchema.parse(data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
