import { okSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/user/forgot-password (spec 1 §7): the same answer whether or not the account exists. */
export async function forgotPassword(email: string): Promise<void> {
  okSchema.parse(
    await api.post(apiPaths.user.forgotPassword(), { email }, { errorDisplay: 'inline', token: null }),
  );
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
