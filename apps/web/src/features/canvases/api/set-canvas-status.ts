import { successSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export interface SetCanvasStatusInput {
  id: number;
  action: 'public' | 'private';
}

/** PUT /api/canvas/{id}/action/{public|private}: publish, or hide from everyone but the owner. */
export async function setCanvasStatus({ id, action }: SetCanvasStatusInput): Promise<void> {
  successSchema.parse(await api.put(apiPaths.canvas.action(id, action)));
}

export function useSetCanvasStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCanvasStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.all }),
  });
}
