import { CHAT_MEMBER_SEARCH_RESULTS, type UserMatch, userSearchResultSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** Spec 3 §9: the member search asks from 3 characters for 10 people (tactics [3, 10]). */
export const MEMBER_SEARCH_MIN_LENGTH = 3;
const MEMBER_SEARCH_TACTICS = [MEMBER_SEARCH_MIN_LENGTH, CHAT_MEMBER_SEARCH_RESULTS];

/** PUT /api/user/search {keyword, tactics: [3, 10]}. */
export async function searchMembers(keyword: string, signal?: AbortSignal): Promise<UserMatch[]> {
  const matches = userSearchResultSchema.parse(
    await api.put(
      apiPaths.user.search(),
      { keyword, tactics: MEMBER_SEARCH_TACTICS },
      { errorDisplay: 'inline', signal },
    ),
  );
  return matches.slice(0, CHAT_MEMBER_SEARCH_RESULTS);
}

/** Pass the debounced keyword: the picker waits CHAT_MEMBER_SEARCH_DEBOUNCE_MS after typing. */
export function useMemberSearch(keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.memberSearch(keyword),
      queryFn: ({ signal }) => searchMembers(keyword, signal),
      enabled: keyword.length >= MEMBER_SEARCH_MIN_LENGTH,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
