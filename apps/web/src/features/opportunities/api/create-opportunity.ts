import { createCanvasResultSchema, type OpportunityInput } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/**
 * POST /api/opportunity: a new opportunity of a canvas, answered with its id and slug. The plan's
 * quota refusal ('Your current membership and plan does not cover...') shows as an error toast.
 */
export async function createOpportunity(input: OpportunityInput): Promise<{ id: number; slug: string }> {
  return createCanvasResultSchema.parse(await api.post(apiPaths.opportunity.create(), input));
}

export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.lists() }),
  });
}
