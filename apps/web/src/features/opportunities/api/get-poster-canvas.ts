import { type Canvas, canvasSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * GET /api/canvas/{id}: the canvas an opportunity is posted for (its name, website, statement,
 * about and locations). Same key as the canvas pages' read, so both share one cache entry.
 */
export function usePosterCanvas(id: number | null) {
  return useQuery({
    queryKey: canvasKeys.detail(id ?? ''),
    queryFn: async ({ signal }): Promise<Canvas> =>
      canvasSchema.parse(await api.get(apiPaths.canvas.detail(id ?? ''), { errorDisplay: 'inline', signal })),
    enabled: id !== null,
  });
}
