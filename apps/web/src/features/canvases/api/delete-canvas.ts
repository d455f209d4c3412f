import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** DELETE /api/canvas/{id}: gone at once for everyone (the data is purged two months later). */
export async function deleteCanvas(id: number): Promise<void> {
  await api.delete(apiPaths.canvas.remove(id));
}

export function useDeleteCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCanvas,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: canvasKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: canvasKeys.all });
    },
  });
}
