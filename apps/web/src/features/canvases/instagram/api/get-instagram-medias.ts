import { INSTAGRAM_GRID_SIZE, type InstagramMediaList, instagramMediaListSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { instagramKeys } from './keys';

/**
 * GET /api/instagram/medias {id, count}: the canvas's latest Instagram media (8 for the grid).
 * Failures are only logged (spec 1 §8, spec 2 §8), never shown.
 */
export async function getInstagramMedias(
  canvasId: number,
  count = INSTAGRAM_GRID_SIZE,
): Promise<InstagramMediaList> {
  return instagramMediaListSchema.parse(
    await api.get(apiPaths.instagram.medias(), { query: { id: canvasId, count }, errorDisplay: 'inline' }),
  );
}

export const instagramMediasQueryOptions = (canvasId: number) =>
  queryOptions({
    queryKey: instagramKeys.medias(canvasId),
    queryFn: () => getInstagramMedias(canvasId),
    // The server caches Instagram's answer for 10 minutes; asking again sooner changes nothing.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useInstagramMedias(canvasId: number | null) {
  return useQuery({
    ...instagramMediasQueryOptions(canvasId ?? 0),
    enabled: typeof canvasId === 'number' && canvasId > 0,
  });
}
