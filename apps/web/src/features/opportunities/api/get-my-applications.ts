import { myAskedResultSchema, type z } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

export type AppliedOpportunity = z.infer<typeof myAskedResultSchema>['list'][number];

/** GET /api/opportunity/my/asked (optional canvas_id): what the signed-in user applied to. */
export async function getMyApplications(
  canvasId: number | null,
  signal?: AbortSignal,
): Promise<AppliedOpportunity[]> {
  const { list } = myAskedResultSchema.parse(
    await api.get(apiPaths.opportunity.myAsked(), {
      query: canvasId === null ? {} : { canvas_id: canvasId },
      errorDisplay: 'inline',
      signal,
    }),
  );
  return list;
}

export function useMyApplications(canvasId: number | null) {
  return useQuery({
    queryKey: opportunityKeys.applied(canvasId),
    queryFn: ({ signal }) => getMyApplications(canvasId, signal),
  });
}
