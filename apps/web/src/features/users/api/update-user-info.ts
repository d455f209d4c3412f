import { type UpdateUserInfoInput, type User, userSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';

/** PUT /api/user/info: only the fields sent change. Refusals are shown by the form (inline). */
export async function updateUserInfo(input: UpdateUserInfoInput): Promise<User> {
  const user = userSchema.parse(await api.put(apiPaths.user.info(), input, { errorDisplay: 'inline' }));
  updateSessionUser(user);
  return user;
}

export function useUpdateUserInfo() {
  return useMutation({ mutationFn: updateUserInfo });
}
