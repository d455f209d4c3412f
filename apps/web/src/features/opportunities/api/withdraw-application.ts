import { type OpportunityWithdrawInput, successSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

/** POST /api/opportunity/withdraw {id, msg}: the message goes to the poster. */
export async function withdrawApplication(input: OpportunityWithdrawInput): Promise<void> {
  successSchema.parse(await api.post(apiPaths.opportunity.withdraw(), input));
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
