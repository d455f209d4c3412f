import type { TeamEmployeesQuery } from '@canvas/shared';

/** Query keys of My Team: every list of a canvas sits under `teamKeys.lists(canvasId)`. */
export const teamKeys = {
  all: ['team'] as const,
  lists: (canvasId: number) => [...teamKeys.all, 'employees', canvasId] as const,
  list: (query: TeamEmployeesQuery) => [...teamKeys.lists(query.canvasId), query] as const,
  userSearch: (keyword: string) => [...teamKeys.all, 'user-search', keyword] as const,
};
