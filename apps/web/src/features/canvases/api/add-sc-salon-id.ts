import type { addScSalonIdSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type AddScSalonIdInput = z.input<typeof addScSalonIdSchema>;

/**
 * POST /api/canvas/add-sc-salon-id {canvasId, scSalonId}: stores the retail-partner account (Sold
 * to) number of a saved business or school canvas (spec 2 §5: digits only, at most 10). Spec 3
 * §7 only promises status 200, so the answer's body is not read.
 */
export async function addScSalonId(input: AddScSalonIdInput): Promise<void> {
  await api.post(apiPaths.canvas.addScSalonId(), input);
}

export function useAddScSalonId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addScSalonId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.details() }),
  });
}
