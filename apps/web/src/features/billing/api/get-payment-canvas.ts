import { type Canvas, canvasSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * GET /api/canvas/{slug}: the canvas a plan is bought for. The canvases feature has its own reader;
 * features do not import each other, so this one shares only its cache entry (`canvasKeys.detail`,
 * the same answer parsed by the same schema). The page shows a missing canvas itself.
 */
export async function getPaymentCanvas(slug: string, signal?: AbortSignal): Promise<Canvas> {
  return canvasSchema.parse(await api.get(apiPaths.canvas.detail(slug), { errorDisplay: 'inline', signal }));
}

export const paymentCanvasQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: canvasKeys.detail(slug),
    queryFn: ({ signal }) => getPaymentCanvas(slug, signal),
  });

export function usePaymentCanvas(slug: string) {
  return useQuery({ ...paymentCanvasQueryOptions(slug), enabled: slug !== '' });
}
