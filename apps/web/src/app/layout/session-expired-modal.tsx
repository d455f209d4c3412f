import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ReloginModal } from '@/features/auth/components/relogin-modal';
import { paths } from '@/lib/paths';
import { endSession, startSession, useSession } from '@/lib/session';

/**
 * After a 401 the session is cleared and this modal offers to sign in again on the same page
 * (spec 1 §2.3, §4). Data loaded for the old session is fetched again for the new one.
 */
export function SessionExpiredModal() {
  const { status, expiredEmail } = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  return (
    <ReloginModal
      opened={status === 'expired' && pathname !== paths.signIn.path}
      defaultEmail={expiredEmail ?? ''}
      reason={expiredEmail ? 'expired' : 'required'}
      onClose={() => endSession('signedOut')}
      onSignedIn={(session) => {
        startSession(session);
        void queryClient.invalidateQueries();
      }}
    />
  );
}
