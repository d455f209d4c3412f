import { type Opportunity, type OpportunityUpdateInput, opportunitySchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityQueryOptions } from './get-opportunity';
import { opportunityKeys } from './keys';

/** PUT /api/opportunity: the whole opportunity again; a public one keeps the publishing rules. */
export async function updateOpportunity(input: OpportunityUpdateInput): Promise<Opportunity> {
  return opportunitySchema.parse(await api.put(apiPaths.opportunity.update(), input));
}

export function useUpdateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpportunity,
    onSuccess: (opportunity) => {
      queryClient.setQueryData(opportunityQueryOptions(opportunity.id).queryKey, opportunity);
      queryClient.setQueryData(opportunityQueryOptions(opportunity.slug).queryKey, opportunity);
      return queryClient.invalidateQueries({ queryKey: opportunityKeys.lists() });
    },
  });
}
