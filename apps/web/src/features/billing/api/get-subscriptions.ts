import { type SubscriptionSummary, subscriptionsResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/** GET /api/pay/subscriptions: the caller's plans, one per canvas (/membership). */
export async function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionSummary[]> {
  return subscriptionsResultSchema.parse(
    await api.get(apiPaths.pay.subscriptions(), { errorDisplay: 'inline', signal }),
  ).list;
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
