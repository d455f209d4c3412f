import { partnerClientSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { authKeys } from './keys';

/** GET /api/oauth/client: the registered partner for a redirect URI, or 'Login failed'. */
export async function getPartnerClient(redirectUri: string, clientId: string | null) {
  const data = await api.get(apiPaths.oauth.client(), {
    query: { redirect_uri: redirectUri, client_id: clientId ?? undefined },
    errorDisplay: 'inline',
    token: null,
  });
  return partnerClientSchema.parse(data);
}

export const partnerClientQueryOptions = (redirectUri: string, clientId: string | null) =>
  queryOptions({
    queryKey: authKeys.partnerClient(redirectUri, clientId),
    queryFn: () => getPartnerClient(redirectUri, clientId),
    retry: false,
  });

export function usePartnerClient(redirectUri: string, clientId: string | null) {
  return useQuery(partnerClientQueryOptions(redirectUri, clientId));
}
