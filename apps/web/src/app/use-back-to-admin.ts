import { messages } from '@canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRestoreAdminSession } from '@/features/auth/api/restore-admin-session';
import { isApiError } from '@/lib/api-client';
import { clearAdminToken, getAdminToken } from '@/lib/impersonation';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { startSession } from '@/lib/session';

/** 'Back to admin': end the impersonation and continue as the admin on the Users page. */
export function useBackToAdmin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restore = useRestoreAdminSession();

  const backToAdmin = () => {
    const adminToken = getAdminToken();
    if (!adminToken) return;
    restore.mutate(adminToken, {
      onSuccess: (session) => {
        clearAdminToken();
        startSession(session);
        queryClient.clear();
        navigate(paths.admin.users.getHref());
      },
      onError: (error) => {
        // The stored admin token no longer works; keep the current session and drop the dead token.
        clearAdminToken();
        notify.error(isApiError(error) ? error.message : messages.internal);
      },
    });
  };

  return { backToAdmin, isPending: restore.isPending };
}
