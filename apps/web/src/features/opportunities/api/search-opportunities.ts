import {
  type OpportunityBrowseResult,
  type OpportunityBrowseSearchInput,
  opportunityBrowseResultSchema,
} from '@canvas/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextSearchPage, SEARCH_STALE_TIME_MS } from '@/lib/paged-search';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/** POST /api/opportunity/browse/search: one page of public, unexpired opportunities matching the filters. */
export async function searchOpportunities(
  input: OpportunityBrowseSearchInput,
  signal?: AbortSignal,
): Promise<OpportunityBrowseResult> {
  return opportunityBrowseResultSchema.parse(
    await api.post(apiPaths.opportunity.browseSearch(), input, { signal, errorDisplay: 'inline' }),
  );
}

export const searchOpportunitiesQueryOptions = (input: OpportunityBrowseSearchInput) =>
  queryOptions({
    queryKey: opportunityKeys.browse(input),
    queryFn: ({ signal }) => searchOpportunities(input, signal),
    // Paging or narrowing keeps the current cards on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** Wide screens: one page at a time, the page number lives in the URL. */
export function useSearchOpportunities(
  input: OpportunityBrowseSearchInput,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...searchOpportunitiesQueryOptions(input), enabled: options.enabled ?? true });
}

export const searchOpportunitiesInfiniteQueryOptions = (input: Omit<OpportunityBrowseSearchInput, 'page'>) =>
  infiniteQueryOptions({
    queryKey: opportunityKeys.browseMore(input),
    queryFn: ({ pageParam, signal }) => searchOpportunities({ ...input, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage((result: OpportunityBrowseResult) => result.list),
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** Phones: LOAD MORE appends the next page below the cards already shown. */
export function useSearchOpportunitiesInfinite(
  input: Omit<OpportunityBrowseSearchInput, 'page'>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...searchOpportunitiesInfiniteQueryOptions(input),
    enabled: options.enabled ?? true,
  });
}
