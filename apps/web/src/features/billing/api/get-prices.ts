import { type PriceFamily, type PriceOption, pricesResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/** GET /api/pay/prices/{six_month|school}: the plan catalogue (public). The page shows its own error state. */
export async function getPrices(family: PriceFamily, signal?: AbortSignal): Promise<PriceOption[]> {
  return pricesResultSchema.parse(
    await api.get(apiPaths.pay.prices(family), { errorDisplay: 'inline', signal }),
  ).list;
}

export const pricesQueryOptions = (family: PriceFamily) =>
  queryOptions({
    queryKey: billingKeys.prices(family),
    queryFn: ({ signal }) => getPrices(family, signal),
    // The catalogue changes only with a release or an admin edit.
    staleTime: 10 * 60_000,
  });

export function usePrices(family: PriceFamily) {
  return useQuery(pricesQueryOptions(family));
}
