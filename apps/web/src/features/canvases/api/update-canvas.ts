import { type Canvas, type CanvasInput, canvasSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { canvasQueryOptions } from './get-canvas';

/**
 * PUT /api/canvas/{id}: only the parts sent change; the server normalises them (spec 2 §5).
 * `keepalive`: the save may outlive the page (the editor saving as it is hidden or closed).
 */
export async function updateCanvas({
  id,
  input,
  keepalive,
}: {
  id: number;
  input: CanvasInput;
  keepalive?: boolean;
}): Promise<Canvas> {
  return canvasSchema.parse(await api.put(apiPaths.canvas.update(id), input, keepalive ? { keepalive } : {}));
}

export function useUpdateCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCanvas,
    onSuccess: (canvas) => {
      queryClient.setQueryData(canvasQueryOptions(canvas.id).queryKey, canvas);
      queryClient.setQueryData(canvasQueryOptions(canvas.slug).queryKey, canvas);
      return queryClient.invalidateQueries({ queryKey: canvasKeys.mineLists() });
    },
  });
}
