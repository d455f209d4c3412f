import { successSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { hiringKeys } from './keys';

export interface SubmittedToHiringManagerInput {
  opportunityId: number;
  applyId: number;
  bool: boolean;
}

/** POST /api/opportunity/submitted-to-hiring-manager {applyId, bool}: platform admins only (spec 3 §4). */
export async function setSubmittedToHiringManager({ applyId, bool }: SubmittedToHiringManagerInput) {
  return successSchema.parse(
    await api.post(apiPaths.opportunity.submittedToHiringManager(), { applyId, bool }),
  );
}

export function useSetSubmittedToHiringManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubmittedToHiringManager,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: hiringKeys.applicants(input.opportunityId) }),
  });
}
