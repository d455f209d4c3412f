import { type InstagramPortfolio, instagramPortfolioSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { instagramPortfolioQueryOptions } from './get-instagram-portfolio';
import { instagramKeys } from './keys';

/**
 * DELETE /api/instagram/portfolio/{id}: disconnects Instagram and clears the handle (spec 2 §4).
 * A failure is only logged (spec 2 §8), so the caller shows nothing for it.
 */
export async function removeInstagramPortfolio(canvasId: number): Promise<InstagramPortfolio> {
  return instagramPortfolioSchema.parse(
    await api.delete(apiPaths.instagram.portfolio(canvasId), { errorDisplay: 'inline' }),
  );
}

export function useRemoveInstagramPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstagramPortfolio,
    onSuccess: (portfolio) => {
      queryClient.setQueryData(instagramPortfolioQueryOptions(portfolio.canvasId).queryKey, portfolio);
      return queryClient.invalidateQueries({ queryKey: instagramKeys.medias(portfolio.canvasId) });
    },
  });
}
