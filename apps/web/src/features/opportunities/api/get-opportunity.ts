import { type Opportunity, opportunitySchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/** GET /api/opportunity/{id or slug}: drafts and private ones only for its editors and admins (404 otherwise). */
export async function getOpportunity(idOrSlug: number | string, signal?: AbortSignal): Promise<Opportunity> {
  return opportunitySchema.parse(
    await api.get(apiPaths.opportunity.detail(idOrSlug), { errorDisplay: 'inline', signal }),
  );
}

export const opportunityQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: opportunityKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getOpportunity(idOrSlug, signal),
  });

export function useOpportunity(idOrSlug: number | string | null) {
  return useQuery({
    ...opportunityQueryOptions(idOrSlug ?? ''),
    enabled: idOrSlug !== null && idOrSlug !== '',
  });
}
