import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { clearAdminToken } from '@/lib/impersonation';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';

/**
 * Sign out (spec 1 §2.2): revoke the token on the server, clear the session and cached data, and
 * return to the home page. The local session is cleared whether or not the server answered,
 * because a revoked or unreachable session must not keep the user signed in here.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  /** Signs out and goes to `to` instead of home (an invitation for another email: on to sign in). */
  const signOutTo = (to: string) => {
    logout.mutate(undefined, {
      onSettled: () => {
        endSession('signedOut', { byUser: true });
        clearAdminToken();
        queryClient.clear();
        navigate(to);
      },
    });
  };
  const signOut = () => signOutTo(paths.home.getHref());

  return { signOut, signOutTo, isPending: logout.isPending };
}
