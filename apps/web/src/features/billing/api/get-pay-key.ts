import { type PayKey, payKeyResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/**
 * GET /api/pay/key: which provider runs payments (sandbox or Stripe) and Stripe's publishable key.
 * A failure is shown by the payment form itself (the spec's payment-key message).
 */
export async function getPayKey(signal?: AbortSignal): Promise<PayKey> {
  return payKeyResultSchema.parse(await api.get(apiPaths.pay.key(), { errorDisplay: 'inline', signal }));
}

export const payKeyQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.payKey(),
    queryFn: ({ signal }) => getPayKey(signal),
    staleTime: 30 * 60_000,
  });

export function usePayKey() {
  return useQuery(payKeyQueryOptions());
}
