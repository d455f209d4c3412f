import { USER_SEARCH_DEFAULT_TACTICS, type UserMatch, userSearchResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { teamKeys } from './keys';

/** The picker asks only from the shortest keyword the search answers (tactics [4,20]). */
export const USER_SEARCH_MIN_LENGTH = USER_SEARCH_DEFAULT_TACTICS[0];

/** PUT /api/user/search {keyword, tactics}: accounts by name, or by their exact email. */
export async function searchUsers(keyword: string, signal?: AbortSignal): Promise<UserMatch[]> {
  return userSearchResultSchema.parse(
    await api.put(
      apiPaths.user.search(),
      { keyword, tactics: [...USER_SEARCH_DEFAULT_TACTICS] },
      { errorDisplay: 'inline', signal },
    ),
  );
}

export const userSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: teamKeys.userSearch(keyword),
    queryFn: ({ signal }) => searchUsers(keyword, signal),
    enabled: keyword.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

export function useUserSearch(keyword: string) {
  return useQuery(userSearchQueryOptions(keyword));
}
