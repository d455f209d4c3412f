import { type TeamEmployees, type TeamEmployeesQuery, teamEmployeesSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { teamKeys } from './keys';

/**
 * POST /api/canvas/school/employees (spec 3 §7): one page of the staff of every location of the
 * canvas, accepted and pending, with what the reader may do (`canManage`, `canInvite`).
 */
export async function listTeam(query: TeamEmployeesQuery, signal?: AbortSignal): Promise<TeamEmployees> {
  return teamEmployeesSchema.parse(
    await api.post(apiPaths.canvas.employees(), query, { errorDisplay: 'inline', signal }),
  );
}

export const teamQueryOptions = (query: TeamEmployeesQuery) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => listTeam(query, signal),
    // A new page, filter or sort keeps the rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });

export function useTeam(query: TeamEmployeesQuery) {
  return useQuery(teamQueryOptions(query));
}
