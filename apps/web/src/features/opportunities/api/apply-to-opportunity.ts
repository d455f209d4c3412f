import { type OpportunityApplyInput, opportunityApplyResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/** POST /api/opportunity/apply {id, canvasId?, message}: answers the new application status. */
export async function applyToOpportunity(input: OpportunityApplyInput): Promise<string> {
  return opportunityApplyResultSchema.parse(await api.post(apiPaths.opportunity.apply(), input)).applyStatus;
}

export function useApplyToOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.details() }),
  });
}
