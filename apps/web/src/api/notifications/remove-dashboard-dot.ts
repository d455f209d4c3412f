import { dashboardDotSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getSessionState, updateSessionUser } from '@/lib/session';

/** GET /api/user/remove-dashboard-dot: clears the sidebar's My Dashboard dot (on leaving My Dashboard). */
export async function removeDashboardDot(): Promise<boolean> {
  return dashboardDotSchema.parse(
    await api.get(apiPaths.user.removeDashboardDot(), { errorDisplay: 'inline' }),
  ).dashboardDot;
}

/** Clears the dot on the server and in the session's user, so the sidebar drops it at once. */
export function useRemoveDashboardDot() {
  return useMutation({
    mutationFn: removeDashboardDot,
    onSuccess: (dashboardDot) => {
      const state = getSessionState();
      if (state.user) updateSessionUser({ ...state.user, dashboardDot });
    },
  });
}
