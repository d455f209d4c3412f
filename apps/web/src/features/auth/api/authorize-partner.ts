import {
  type PartnerAuthorizeInput,
  type PartnerAuthorizeResult,
  partnerAuthorizeResultSchema,
} from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/oauth/authorize (spec 1 §7): a one-time code for a registered partner and where to send
 * the browser. With email and password it signs in; without, the current session authorizes.
 */
export async function authorizePartner(input: PartnerAuthorizeInput): Promise<PartnerAuthorizeResult> {
  const data = await api.post(apiPaths.oauth.authorize(), input, { errorDisplay: 'inline' });
  return partnerAuthorizeResultSchema.parse(data);
}

export function useAuthorizePartner() {
  return useMutation({ mutationFn: authorizePartner });
}
