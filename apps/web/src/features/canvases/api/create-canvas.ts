import { type CreateCanvasInput, createCanvasResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type CreateCanvasResult = { id: number; slug: string };

/** POST /api/canvas {type, ...}: a new canvas of that type (a draft) for the signed-in user. */
export async function createCanvas(input: CreateCanvasInput): Promise<CreateCanvasResult> {
  return createCanvasResultSchema.parse(await api.post(apiPaths.canvas.create(), input));
}

export function useCreateCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCanvas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.mineLists() }),
  });
}
