import { successSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api, isApiError } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** The server's answer when the canvas's plan is not paid (AppError paymentRequired). */
export const PAYMENT_REQUIRED_STATUS = 402;

export const isPaymentRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === PAYMENT_REQUIRED_STATUS;

/**
 * PUT /api/canvas/{id}/action/public for a business or school canvas. Its failures are the caller's
 * to show: a 402 (no paid plan) is not an error to the user but the way to the payment page.
 */
export async function publishOrgCanvas(id: number): Promise<void> {
  successSchema.parse(
    await api.put(apiPaths.canvas.action(id, 'public'), undefined, { errorDisplay: 'inline' }),
  );
}

export function usePublishOrgCanvas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishOrgCanvas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.all }),
  });
}
