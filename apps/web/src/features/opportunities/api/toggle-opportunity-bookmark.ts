import { opportunityBookmarkResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkKeys } from '@/api/bookmarks/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

export interface ToggleOpportunityBookmarkInput {
  id: number;
  action: 'add' | 'remove';
}

/** PUT /api/bookmark/opportunity/{id}/{add|remove}: answers whether it is now bookmarked. */
export async function toggleOpportunityBookmark({ id, action }: ToggleOpportunityBookmarkInput) {
  return opportunityBookmarkResultSchema.parse(await api.put(apiPaths.bookmark.opportunity(id, action), {}))
    .bookmarked;
}

export function useToggleOpportunityBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleOpportunityBookmark,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opportunityKeys.details() }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
      ]),
  });
}
