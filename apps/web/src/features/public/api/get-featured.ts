import { type FeaturedList, featuredListSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { publicKeys } from './keys';

/**
 * GET /api/landing/featured: the portfolios and opportunities the home and landing pages feature. A
 * failure shows nothing (the sections simply stay hidden), so the error is not announced.
 */
export async function getFeatured(): Promise<FeaturedList> {
  return featuredListSchema.parse(await api.get(apiPaths.landing.featured(), { errorDisplay: 'inline' }));
}

export const featuredQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.featured(),
    queryFn: getFeatured,
    // The server lets the list be cached for five minutes.
    staleTime: 5 * 60_000,
  });

export function useFeatured() {
  return useQuery(featuredQueryOptions());
}
