import { type Opportunity, opportunityListSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityRootKeys } from './keys';

/**
 * Query keys of a canvas's opportunities. Here rather than in the opportunities feature because the
 * canvases' public page lists them (Current Opportunities, a school's Job Showcase).
 */
export const canvasOpportunityKeys = {
  all: [...opportunityRootKeys.all, 'belongto'] as const,
  canvas: (canvasId: number) => [...canvasOpportunityKeys.all, canvasId] as const,
};

/** GET /api/opportunity/belongto/{canvasId}: a canvas's public, unexpired opportunities. */
export async function getCanvasOpportunities(canvasId: number, signal?: AbortSignal): Promise<Opportunity[]> {
  const { list } = opportunityListSchema.parse(
    await api.get(apiPaths.opportunity.belongTo(canvasId), { errorDisplay: 'inline', signal }),
  );
  return list;
}

/** Only for business and school canvases (`enabled`); a failure hides the section rather than alarming. */
export function useCanvasOpportunities(canvasId: number, enabled: boolean) {
  return useQuery({
    queryKey: canvasOpportunityKeys.canvas(canvasId),
    queryFn: ({ signal }) => getCanvasOpportunities(canvasId, signal),
    enabled,
  });
}
