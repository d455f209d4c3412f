import { userCountSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/app/paths';
import { api } from '@/lib/api-client';

/** GET /api/user/count: how many members Canvas has (shown on marketing pages). */
export async function getUserCount(): Promise<number> {
  return userCountSchema.parse(await api.get(apiPaths.user.count)).count;
}

export const userCountQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'count'],
    queryFn: getUserCount,
    staleTime: 10 * 60_000,
  });

export function useUserCount() {
  return useQuery(userCountQueryOptions());
}
