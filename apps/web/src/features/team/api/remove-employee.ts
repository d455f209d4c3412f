import { type TeamChangeResult, teamChangeResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { teamKeys } from './keys';

export interface RemoveEmployeeInput {
  canvasId: number;
  locationId: string;
  employeeId: string;
  business: boolean;
}

/**
 * DELETE /api/canvas/school/remove-empoyee (the spec's spelling): the spec's payload travels as the
 * query, as a DELETE has no body here.
 */
export async function removeEmployee(input: RemoveEmployeeInput): Promise<TeamChangeResult> {
  const query = { ...input, business: input.business ? 'true' : 'false' };
  return teamChangeResultSchema.parse(await api.delete(apiPaths.canvas.removeEmployee(), { query }));
}

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.lists(input.canvasId) }),
  });
}
