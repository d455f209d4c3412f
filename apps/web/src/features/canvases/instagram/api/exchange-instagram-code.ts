import {
  type InstagramAccessTokenQuery,
  type InstagramLinkResult,
  instagramLinkResultSchema,
} from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { instagramKeys } from './keys';

/**
 * GET /api/instagram/access-token {code, redirect_uri, state}: finishes connecting on /insta-auth.
 * The token stays on the server; the answer names the canvas, its new handle and where to return.
 */
export async function exchangeInstagramCode(query: InstagramAccessTokenQuery): Promise<InstagramLinkResult> {
  return instagramLinkResultSchema.parse(await api.get(apiPaths.instagram.accessToken(), { query }));
}

export function useExchangeInstagramCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeInstagramCode,
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: instagramKeys.portfolio(result.canvasId) }),
  });
}
