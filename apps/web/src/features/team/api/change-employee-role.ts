import { type EmployeeRoleInput, type TeamChangeResult, teamChangeResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { teamKeys } from './keys';

/** PUT /api/canvas/school/employee-role {canvasId, locationId, employeeId, role, business}. */
export async function changeEmployeeRole(input: EmployeeRoleInput): Promise<TeamChangeResult> {
  return teamChangeResultSchema.parse(await api.put(apiPaths.canvas.employeeRole(), input));
}

export function useChangeEmployeeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmployeeRole,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.lists(input.canvasId) }),
  });
}
