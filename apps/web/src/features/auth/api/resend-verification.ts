import { okSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/auth/resend-verification: the same answer for any address. */
export async function resendVerification(email: string): Promise<void> {
  okSchema.parse(
    await api.post(apiPaths.auth.resendVerification(), { email }, { errorDisplay: 'inline', token: null }),
  );
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
