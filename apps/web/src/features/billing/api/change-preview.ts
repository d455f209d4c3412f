import { changePreviewResultSchema, type changePreviewSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type ChangePreviewInput = z.input<typeof changePreviewSchema>;
export type ChangePreview = z.infer<typeof changePreviewResultSchema>;

/** POST /api/pay/change-preview {canvas_id, price_id}: what changing the plan now costs (cents) and for how many days. */
export async function changePreview(input: ChangePreviewInput): Promise<ChangePreview> {
  return changePreviewResultSchema.parse(
    await api.post(apiPaths.pay.changePreview(), input, { errorDisplay: 'inline' }),
  );
}

export function useChangePreview() {
  return useMutation({ mutationFn: changePreview });
}
