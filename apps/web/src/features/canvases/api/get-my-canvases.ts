import { type CanvasSummary, myCanvasesResultSchema, type myCanvasesSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type MyCanvasesFilter = z.input<typeof myCanvasesSchema>;

/** POST /api/canvas/my/canvases {status, type}: the signed-in user's canvases. */
export async function getMyCanvases(filter: MyCanvasesFilter = {}): Promise<CanvasSummary[]> {
  const { list } = myCanvasesResultSchema.parse(
    await api.post(apiPaths.canvas.mine(), { status: 'all', ...filter }, { errorDisplay: 'inline' }),
  );
  return list;
}

export const myCanvasesQueryOptions = (filter: MyCanvasesFilter = {}) =>
  queryOptions({
    queryKey: canvasKeys.mine(filter),
    queryFn: () => getMyCanvases(filter),
  });

export function useMyCanvases(filter: MyCanvasesFilter = {}) {
  return useQuery(myCanvasesQueryOptions(filter));
}
