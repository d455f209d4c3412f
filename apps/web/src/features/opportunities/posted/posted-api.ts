import {
  type MyPostedInput,
  myPostedSchema,
  type OpportunityList,
  type OpportunityViewDetails,
  opportunityListSchema,
  opportunityViewDetailsSchema,
  successSchema,
} from '@canvas/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from '../api/keys';

/** The calls of the Posted Opportunities tab (spec 3 §7), keyed under the opportunity lists. */

/** Spec 3 shows every posted opportunity of the canvas on one scrolling list (the API's largest page). */
export const POSTED_PAGE_SIZE = 100;

export const postedKeys = {
  list: (input: MyPostedInput) => [...opportunityKeys.lists(), 'posted', input] as const,
  views: (id: number) => [...opportunityKeys.all, 'views', id] as const,
};

/** POST /api/opportunity/my/posted: a canvas's opportunities, for its editors. */
export async function getPostedOpportunities(
  input: MyPostedInput,
  signal?: AbortSignal,
): Promise<OpportunityList> {
  return opportunityListSchema.parse(
    await api.post(apiPaths.opportunity.myPosted(), myPostedSchema.parse(input), {
      errorDisplay: 'inline',
      signal,
    }),
  );
}

export function usePostedOpportunities(input: MyPostedInput) {
  return useQuery({
    queryKey: postedKeys.list(input),
    queryFn: ({ signal }) => getPostedOpportunities(input, signal),
    // A new filter or keystroke keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/opportunity/opp-view-details/{id}: views per day, week and month. */
export async function getViewDetails(id: number, signal?: AbortSignal): Promise<OpportunityViewDetails> {
  return opportunityViewDetailsSchema.parse(
    await api.get(apiPaths.opportunity.viewDetails(id), { errorDisplay: 'inline', signal }),
  );
}

export function useViewDetails(id: number | null) {
  return useQuery({
    queryKey: postedKeys.views(id ?? 0),
    queryFn: ({ signal }) => getViewDetails(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** DELETE /api/opportunity/{id}: then every list of opportunities is refreshed. */
export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => successSchema.parse(await api.delete(apiPaths.opportunity.remove(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
