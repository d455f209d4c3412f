import { isSalonCentricResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/**
 * GET /api/user/is-salon-centric: whether the signed-in user came from the retail partner, who is
 * shown the partner's offer on the purchase page (spec 2 §9). A failure just hides the banner.
 */
export async function getIsRetailPartner(signal?: AbortSignal): Promise<boolean> {
  return isSalonCentricResultSchema.parse(
    await api.get(apiPaths.user.isSalonCentric(), { errorDisplay: 'inline', signal }),
  );
}

export const isRetailPartnerQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.retailPartner(),
    queryFn: ({ signal }) => getIsRetailPartner(signal),
    staleTime: 10 * 60_000,
  });

export function useIsRetailPartner() {
  return useQuery(isRetailPartnerQueryOptions());
}
