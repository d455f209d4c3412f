import { type ApplicantsQueryInput, type ApplicantsResult, applicantsResultSchema } from '@canvas/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { hiringKeys } from './keys';

/**
 * POST /api/opportunity/applicants {id, keyword, page, size, orderBy, status?} (spec 3 §7): one page
 * of an opportunity's applicants with its stat cards, whether it is a contest and the poster's median
 * response time. The page shows a refusal itself.
 */
export async function listApplicants(
  query: ApplicantsQueryInput,
  signal?: AbortSignal,
): Promise<ApplicantsResult> {
  return applicantsResultSchema.parse(
    await api.post(apiPaths.opportunity.applicants(), query, { errorDisplay: 'inline', signal }),
  );
}

export const applicantsQueryOptions = (query: ApplicantsQueryInput, enabled = true) =>
  queryOptions({
    queryKey: hiringKeys.applicantsPage(query),
    queryFn: ({ signal }) => listApplicants(query, signal),
    // A new page, filter or sort keeps the rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
    enabled,
  });

/** The table's pages, one at a time. */
export function useApplicants(query: ApplicantsQueryInput, enabled = true) {
  return useQuery(applicantsQueryOptions(query, enabled));
}

type PagesQuery = Omit<ApplicantsQueryInput, 'page'> & { size: number };

export const applicantPagesQueryOptions = (query: PagesQuery, enabled = true) =>
  infiniteQueryOptions({
    queryKey: hiringKeys.applicantsPages(query),
    queryFn: ({ signal, pageParam }) => listApplicants({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    // A new filter keeps the cards (and the filters above them) on screen until the answer arrives.
    placeholderData: keepPreviousData,
    // More to load while fewer rows arrived than the count says (an empty page ends it all the same).
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.applicants.list.length, 0);
      return last.applicants.list.length > 0 && loaded < last.applicants.count ? pages.length + 1 : undefined;
    },
    enabled,
  });

/** The condensed list's pages, appended as the reader scrolls. */
export function useApplicantPages(query: PagesQuery, enabled = true) {
  return useInfiniteQuery(applicantPagesQueryOptions(query, enabled));
}
