import { type AddEmployeeInput, type AddEmployeeResult, addEmployeeResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/canvas/school/add-employee {canvasId, locationId, members, resendEmail, business}
 * (spec 3 §7): emails each member an invitation to that location; an email already pending there is
 * sent again (`resent`). The caller shows 'Invitation sent!' / 'Invitation resent!'.
 */
export async function addEmployee(input: AddEmployeeInput): Promise<AddEmployeeResult> {
  return addEmployeeResultSchema.parse(await api.post(apiPaths.canvas.addEmployee(), input));
}

/** Whether every invitation of an answer was a resend (the toast then says 'Invitation resent!'). */
export const allResent = (result: AddEmployeeResult): boolean =>
  result.invitations.length > 0 && result.invitations.every((invitation) => invitation.resent);

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    // The pending members are part of the canvas as read: its id and slug entries both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: canvasKeys.details() }),
  });
}
