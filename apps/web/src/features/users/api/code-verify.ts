import { type CodeVerifyInput, type User, userResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';
import { userInfoQueryOptions } from './get-user-info';

/** POST /api/user/code-verify (spec 2 §7): the number becomes the account's verified phone. */
export async function codeVerify(input: CodeVerifyInput): Promise<User> {
  const { user } = userResultSchema.parse(
    await api.post(apiPaths.user.codeVerify, input, { errorDisplay: 'inline' }),
  );
  updateSessionUser(user);
  return user;
}

export function useCodeVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: codeVerify,
    onSuccess: (user) => queryClient.setQueryData(userInfoQueryOptions().queryKey, user),
  });
}
