import { type Opportunity, type OpportunityStatusInput, opportunitySchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityQueryOptions } from './get-opportunity';
import { opportunityKeys } from './keys';

/** PUT /api/opportunity/status: public needs the required fields, an unexpired date and quota. */
export async function setOpportunityStatus(input: OpportunityStatusInput): Promise<Opportunity> {
  return opportunitySchema.parse(await api.put(apiPaths.opportunity.status(), input));
}

export function useSetOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOpportunityStatus,
    onSuccess: (opportunity) => {
      queryClient.setQueryData(opportunityQueryOptions(opportunity.id).queryKey, opportunity);
      queryClient.setQueryData(opportunityQueryOptions(opportunity.slug).queryKey, opportunity);
      return queryClient.invalidateQueries({ queryKey: opportunityKeys.lists() });
    },
  });
}
