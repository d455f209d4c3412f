import type { UserCount } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { publicKeys } from './keys';

/**
 * userCountSchema's rule in plain code: the count is on the first screen of every prerendered page,
 * whose islands load no schema library (docs/decisions/014).
 */
export function readUserCount(body: unknown): number {
  const count = typeof body === 'object' && body !== null ? (body as Partial<UserCount>).count : undefined;
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    throw new Error('GET /api/user/count did not answer a count');
  }
  return count;
}

/** GET /api/user/count: how many members Canvas has (shown on marketing pages). */
export async function getUserCount(): Promise<number> {
  return readUserCount(await api.get(apiPaths.user.count()));
}

export const userCountQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.userCount(),
    queryFn: getUserCount,
    staleTime: 10 * 60_000,
  });

export function useUserCount() {
  return useQuery(userCountQueryOptions());
}
