import { type MyCanvas, myCanvasesResultSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { dashboardKeys } from './keys';

/** POST /api/canvas/my/canvases: every canvas the user owns or is staff of, with role and plan. */
export async function getDashboardCanvases(signal?: AbortSignal): Promise<MyCanvas[]> {
  const { list } = myCanvasesResultSchema.parse(
    await api.post(apiPaths.canvas.mine(), { status: 'all' }, { errorDisplay: 'inline', signal }),
  );
  return list;
}

export function useDashboardCanvases() {
  return useQuery({
    queryKey: dashboardKeys.canvases(),
    queryFn: ({ signal }) => getDashboardCanvases(signal),
  });
}
