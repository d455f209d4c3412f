import { dashboardWelcomeSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getSessionState, updateSessionUser } from '@/lib/session';

/** POST /api/user/dashboard-welcomed: the welcome overlay was closed; it stays closed on every device. */
export async function markDashboardWelcomed(): Promise<boolean> {
  return dashboardWelcomeSchema.parse(
    await api.post(apiPaths.user.dashboardWelcomed(), undefined, { errorDisplay: 'inline' }),
  ).dashboardWelcome;
}

/** Closes it in the session at once (the overlay goes away even if the call fails; it shows again next visit). */
export function useMarkDashboardWelcomed() {
  return useMutation({
    mutationFn: markDashboardWelcomed,
    onMutate: () => {
      const { user } = getSessionState();
      if (user) updateSessionUser({ ...user, dashboardWelcome: false });
    },
  });
}
