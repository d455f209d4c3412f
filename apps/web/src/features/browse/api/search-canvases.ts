import { type BrowseResult, type BrowseSearchInput, browseResultSchema } from '@canvas/shared';
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
import { browseKeys } from './keys';

/** POST /api/canvas/browse/searchv2: one page of public canvases matching the filters. */
export async function searchCanvases(input: BrowseSearchInput, signal?: AbortSignal): Promise<BrowseResult> {
  return browseResultSchema.parse(
    await api.post(apiPaths.browse.searchCanvases(), input, { signal, errorDisplay: 'inline' }),
  );
}

export const searchCanvasesQueryOptions = (input: BrowseSearchInput) =>
  queryOptions({
    queryKey: browseKeys.canvases(input),
    queryFn: ({ signal }) => searchCanvases(input, signal),
    // Paging or narrowing keeps the current cards on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** Desktop: one page at a time, the page number lives in the URL. */
export function useSearchCanvases(input: BrowseSearchInput, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchCanvasesQueryOptions(input), enabled: options.enabled ?? true });
}

export const searchCanvasesInfiniteQueryOptions = (input: Omit<BrowseSearchInput, 'page'>) =>
  infiniteQueryOptions({
    queryKey: browseKeys.moreCanvases(input),
    queryFn: ({ pageParam, signal }) => searchCanvases({ ...input, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage((result: BrowseResult) => result.rows),
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** Mobile: LOAD MORE appends the next page below the cards already shown. */
export function useSearchCanvasesInfinite(
  input: Omit<BrowseSearchInput, 'page'>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...searchCanvasesInfiniteQueryOptions(input), enabled: options.enabled ?? true });
}
