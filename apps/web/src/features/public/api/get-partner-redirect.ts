import { type PartnerRedirect, partnerRedirectSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { publicKeys } from './keys';

/** GET /api/landing/partner-redirect/{name}: the partner URL configured on the server. */
export async function getPartnerRedirect(name: PartnerRedirect): Promise<string> {
  const data = await api.get(apiPaths.landing.partnerRedirect(name), { errorDisplay: 'inline' });
  return partnerRedirectSchema.parse(data).url;
}

export function usePartnerRedirect(name: PartnerRedirect) {
  return useQuery(
    queryOptions({ queryKey: publicKeys.partnerRedirect(name), queryFn: () => getPartnerRedirect(name) }),
  );
}
