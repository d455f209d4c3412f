import { type BusinessStatistics, businessStatisticsSchema } from '@canvas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { dashboardKeys } from './keys';

/** POST /api/canvas/business/statistics {canvas_id, location_id?}: the salon's candidates by stage. */
export async function getBusinessStatistics(
  canvasId: number,
  locationUuid: string | null,
  signal?: AbortSignal,
): Promise<BusinessStatistics> {
  const body = locationUuid ? { canvas_id: canvasId, location_id: locationUuid } : { canvas_id: canvasId };
  return businessStatisticsSchema.parse(
    await api.post(apiPaths.canvas.businessStatistics(), body, { errorDisplay: 'inline', signal }),
  );
}

export function useBusinessStatistics(canvasId: number, locationUuid: string | null) {
  return useQuery({
    queryKey: dashboardKeys.businessStatistics(canvasId, locationUuid),
    queryFn: ({ signal }) => getBusinessStatistics(canvasId, locationUuid, signal),
    // Another location keeps the cards on screen while its numbers load.
    placeholderData: keepPreviousData,
  });
}
