import type { changePriceSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

export type ChangePriceInput = z.input<typeof changePriceSchema>;

/** POST /api/pay/change-price {canvas_id, price_id, is_cancel}: change the plan, or cancel it at the period end. */
export async function changePrice(input: ChangePriceInput): Promise<void> {
  await api.post(apiPaths.pay.changePrice(), input, { errorDisplay: 'inline' });
}

export function useChangePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePrice,
    // The plan sets the canvas's post quota, so its detail is stale too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: canvasKeys.all }),
      ]),
  });
}
