import { type Session, type SocialLoginInput, sessionSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/auth/login with platformType google/facebook and the one-time ticket of the round trip. */
export async function socialLogin(input: SocialLoginInput): Promise<Session> {
  const data = await api.post(apiPaths.auth.login(), input, { errorDisplay: 'inline', token: null });
  return sessionSchema.parse(data);
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
