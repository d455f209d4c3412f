import { type User, userSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';

/** GET /api/user/info: the signed-in user. Also refreshes the copy kept with the session. */
export async function getUserInfo(): Promise<User> {
  const user = userSchema.parse(await api.get(apiPaths.user.info));
  updateSessionUser(user);
  return user;
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: getUserInfo,
  });

export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userInfoQueryOptions(), enabled: options.enabled ?? true });
}
