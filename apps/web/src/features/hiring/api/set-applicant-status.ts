import { type ApplicantStatusInput, successSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { hiringKeys } from './keys';

/**
 * POST /api/opportunity/applicant-status {opportunityId, applyId, status, scheduledAt?}: any status
 * from any other (the spec enforces no order); the scheduled ones carry the date of the invitation.
 */
export async function setApplicantStatus(input: ApplicantStatusInput) {
  return successSchema.parse(await api.post(apiPaths.opportunity.applicantStatus(), input));
}

export function useSetApplicantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicantStatus,
    // The list reloads: the row may leave a status filter, and the stat cards count again.
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: hiringKeys.applicants(input.opportunityId) }),
  });
}
