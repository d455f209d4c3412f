import { type SubscribeInput, type SubscribeResult, subscribeResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

export interface SubscribeVariables {
  input: SubscribeInput;
  /**
   * One per payment attempt (`crypto.randomUUID()`), sent again unchanged when the same attempt is
   * retried or re-read after a confirmation: the server then answers the stored result instead of
   * charging twice.
   */
  idempotencyKey: string;
}

/**
 * POST /api/pay/subscribe: buys a plan for a canvas. `status` says what happened: succeeded (the
 * canvas is published), processing, requires_action (confirm `client_secret`, then call again with
 * the same key) or failed (`message`). Refusals ('Invalid Coupon', …) are shown by the page.
 */
export async function subscribe({ input, idempotencyKey }: SubscribeVariables): Promise<SubscribeResult> {
  return subscribeResultSchema.parse(
    await api.post(apiPaths.pay.subscribe(), input, {
      errorDisplay: 'inline',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (result) =>
      result.status === 'succeeded'
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: billingKeys.all }),
            queryClient.invalidateQueries({ queryKey: canvasKeys.all }),
          ])
        : undefined,
  });
}
