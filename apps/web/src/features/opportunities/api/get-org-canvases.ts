import { type CanvasSummary, myCanvasesResultSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

const FILTER = { status: 'all' } as const;

/** POST /api/canvas/my/canvases: the user's canvases, of which businesses and schools may post. */
export function useOrgCanvases() {
  return useQuery({
    queryKey: canvasKeys.mine(FILTER),
    queryFn: async (): Promise<CanvasSummary[]> =>
      myCanvasesResultSchema.parse(await api.post(apiPaths.canvas.mine(), FILTER, { errorDisplay: 'inline' }))
        .list,
    select: (list) => list.filter((canvas) => canvas.type === 'business' || canvas.type === 'school'),
  });
}
