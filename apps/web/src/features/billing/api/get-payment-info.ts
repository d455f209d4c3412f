import { type PaymentInfo, paymentInfoSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/** GET /api/pay/paymentInfo: the caller's default payment method (`payment_method` null when none is saved). */
export async function getPaymentInfo(signal?: AbortSignal): Promise<PaymentInfo> {
  return paymentInfoSchema.parse(
    await api.get(apiPaths.pay.paymentInfo(), { errorDisplay: 'inline', signal }),
  );
}

export const paymentInfoQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.paymentInfo(),
    queryFn: ({ signal }) => getPaymentInfo(signal),
  });

export function usePaymentInfo(enabled = true) {
  return useQuery({ ...paymentInfoQueryOptions(), enabled });
}
