import { type CanvasCategoryInput, createCanvasResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export interface UpgradeCanvasInput {
  id: number;
  categories: CanvasCategoryInput[];
}

/**
 * POST /api/canvas/upgrade/{id} {categories}: a student canvas becomes professional (spec 2 §4).
 * Refusals (no category, not a student canvas) are shown by the page (inline).
 */
export async function upgradeCanvas({
  id,
  categories,
}: UpgradeCanvasInput): Promise<{ id: number; slug: string }> {
  return createCanvasResultSchema.parse(
    await api.post(apiPaths.canvas.upgrade(id), { categories }, { errorDisplay: 'inline' }),
  );
}

export function useUpgradeCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeCanvas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.all }),
  });
}
