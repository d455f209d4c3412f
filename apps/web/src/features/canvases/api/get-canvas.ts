import { type Canvas, canvasSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * GET /api/canvas/{id or slug}: public canvases for everyone, drafts and private ones only for the
 * owner and admins (404 for anyone else). The page shows a not-found state itself, so the failure
 * is inline.
 */
export async function getCanvas(idOrSlug: number | string, signal?: AbortSignal): Promise<Canvas> {
  return canvasSchema.parse(
    await api.get(apiPaths.canvas.detail(idOrSlug), { errorDisplay: 'inline', signal }),
  );
}

export const canvasQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: canvasKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getCanvas(idOrSlug, signal),
  });

export function useCanvas(idOrSlug: number | string | null | undefined) {
  return useQuery({
    ...canvasQueryOptions(idOrSlug ?? ''),
    enabled: idOrSlug !== null && idOrSlug !== undefined && String(idOrSlug) !== '',
  });
}
