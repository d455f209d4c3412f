import { clientSecretResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/**
 * GET /api/pay/client-sec?isCreditCard=: a setup secret for saving a card (true) or a US bank
 * account (false). Each secret is used once, so callers ask for a fresh one per save.
 */
export async function getClientSecret(isCreditCard: boolean, signal?: AbortSignal): Promise<string> {
  return clientSecretResultSchema.parse(
    await api.get(apiPaths.pay.clientSecret(), {
      query: { isCreditCard: String(isCreditCard) },
      errorDisplay: 'inline',
      signal,
    }),
  ).secret;
}

/** For Stripe's Payment Element, which needs the secret before it renders; never cached across mounts. */
export const clientSecretQueryOptions = (isCreditCard: boolean) =>
  queryOptions({
    queryKey: billingKeys.clientSecret(isCreditCard),
    queryFn: ({ signal }) => getClientSecret(isCreditCard, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useClientSecret(isCreditCard: boolean, enabled = true) {
  return useQuery({ ...clientSecretQueryOptions(isCreditCard), enabled });
}
