import { isSalonCentricResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { salonCentricKeys } from './keys';

/**
 * GET /api/user/is-salon-centric: whether the signed-in user came from the retail partner, who then
 * sees the account (Sold to) number field (spec 2 §5). A failure hides the field rather than the form.
 */
export async function getIsSalonCentric(signal?: AbortSignal): Promise<boolean> {
  return isSalonCentricResultSchema.parse(
    await api.get(apiPaths.user.isSalonCentric(), { errorDisplay: 'inline', signal }),
  );
}

export const isSalonCentricQueryOptions = () =>
  queryOptions({
    queryKey: salonCentricKeys.mine(),
    queryFn: ({ signal }) => getIsSalonCentric(signal),
    staleTime: 10 * 60_000,
  });

export function useIsSalonCentric() {
  return useQuery(isSalonCentricQueryOptions());
}
