import { type Session, sessionSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/auth/verify-email: the token from the emailed link; answers a session. */
export async function verifyEmail(token: string): Promise<Session> {
  const data = await api.post(
    apiPaths.auth.verifyEmail(),
    { token },
    { errorDisplay: 'inline', token: null },
  );
  return sessionSchema.parse(data);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
