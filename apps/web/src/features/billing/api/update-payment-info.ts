import type { updatePaymentInfoSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

export type UpdatePaymentInfoInput = z.input<typeof updatePaymentInfoSchema>;

/**
 * PUT /api/pay/paymentInfo {email, payment_method, billing?}: makes a saved payment method the
 * default (and stores the billing form). The form shows the failure inline.
 */
export async function updatePaymentInfo(input: UpdatePaymentInfoInput): Promise<void> {
  await api.put(apiPaths.pay.paymentInfo(), input, { errorDisplay: 'inline' });
}

export function useUpdatePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentInfo() }),
  });
}
