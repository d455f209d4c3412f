import { type InstagramPortfolio, instagramPortfolioSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { instagramKeys } from './keys';

/** GET /api/instagram/portfolio/{id}: the canvas's handle and connected account. Failures are only logged. */
export async function getInstagramPortfolio(canvasId: number): Promise<InstagramPortfolio> {
  return instagramPortfolioSchema.parse(
    await api.get(apiPaths.instagram.portfolio(canvasId), { errorDisplay: 'inline' }),
  );
}

export const instagramPortfolioQueryOptions = (canvasId: number) =>
  queryOptions({
    queryKey: instagramKeys.portfolio(canvasId),
    queryFn: () => getInstagramPortfolio(canvasId),
  });

export function useInstagramPortfolio(canvasId: number | null) {
  return useQuery({
    ...instagramPortfolioQueryOptions(canvasId ?? 0),
    enabled: typeof canvasId === 'number' && canvasId > 0,
  });
}
