import { type OpportunityCanvasLocation, opportunityCanvasLocationSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/**
 * GET /api/opportunity/canvas/location: where the signed-in user's opportunity search starts (their
 * canvas's location). A failure only means no starting place, so it is not announced.
 */
export async function getCanvasLocation(signal?: AbortSignal): Promise<OpportunityCanvasLocation> {
  return opportunityCanvasLocationSchema.parse(
    await api.get(apiPaths.opportunity.canvasLocation(), { signal, errorDisplay: 'inline' }),
  );
}

export const canvasLocationQueryOptions = () =>
  queryOptions({
    queryKey: opportunityKeys.canvasLocation(),
    queryFn: ({ signal }) => getCanvasLocation(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useCanvasLocation(options: { enabled?: boolean } = {}) {
  return useQuery({ ...canvasLocationQueryOptions(), enabled: options.enabled ?? true });
}
