import { type Opportunity, opportunityListSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/** GET /api/opportunity/similar/{id}: opportunities like this one (the section hides when it fails). */
export async function getSimilarOpportunities(id: number, signal?: AbortSignal): Promise<Opportunity[]> {
  const { list } = opportunityListSchema.parse(
    await api.get(apiPaths.opportunity.similar(id), { errorDisplay: 'inline', signal }),
  );
  return list;
}

export function useSimilarOpportunities(id: number) {
  return useQuery({
    queryKey: opportunityKeys.similar(id),
    queryFn: ({ signal }) => getSimilarOpportunities(id, signal),
  });
}
