import { type EmployeeHideInput, type TeamChangeResult, teamChangeResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { teamKeys } from './keys';

/** POST /api/canvas/school/employee-change-hide {schoolId, memberId, hided, business}. */
export async function hideEmployee(input: EmployeeHideInput): Promise<TeamChangeResult> {
  return teamChangeResultSchema.parse(await api.post(apiPaths.canvas.employeeHide(), input));
}

export function useHideEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideEmployee,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.lists(input.schoolId) }),
  });
}
