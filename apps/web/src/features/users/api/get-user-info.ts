import { type User, userSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser, useSession } from '@/lib/session';
import { userKeys } from './keys';

/** GET /api/user/info: the signed-in user, stored as the session's user. */
export async function getUserInfo(): Promise<User> {
  const user = userSchema.parse(await api.get(apiPaths.user.info()));
  updateSessionUser(user);
  return user;
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: getUserInfo,
  });

/**
 * Refreshes the session's user from GET /api/user/info. The session (`useSession().user`) is the one
 * owner of the signed-in user, which every write updates; `data` here is that user once this refresh
 * has answered, so an account screen can wait for a fresh copy (its skeleton, its load error) and
 * still show every later change.
 */
export function useUserInfo(options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userInfoQueryOptions(), enabled: options.enabled ?? true });
  const { user } = useSession();
  return {
    data: query.data === undefined ? undefined : (user ?? undefined),
    error: query.error,
    isError: query.isError,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isRefetching: query.isRefetching,
    refetch: query.refetch,
  };
}
