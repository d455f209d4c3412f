import { type RegisterInput, registerResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { rememberPendingEmail } from '../pending-verification';

/** POST /api/auth/register: creates the account (unverified) and emails the verification link. */
export async function register(input: RegisterInput): Promise<{ email: string }> {
  const data = await api.post(apiPaths.auth.register(), input, { errorDisplay: 'inline', token: null });
  const result = registerResultSchema.parse(data);
  rememberPendingEmail(result.email);
  return result;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
