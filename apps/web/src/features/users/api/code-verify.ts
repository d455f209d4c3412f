import { type CodeVerifyInput, type User, userResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';

/** POST /api/user/code-verify (spec 2 §7): the number becomes the account's verified phone. */
export async function codeVerify(input: CodeVerifyInput): Promise<User> {
  const { user } = userResultSchema.parse(
    await api.post(apiPaths.user.codeVerify(), input, { errorDisplay: 'inline' }),
  );
  updateSessionUser(user);
  return user;
}

export function useCodeVerify() {
  return useMutation({ mutationFn: codeVerify });
}
