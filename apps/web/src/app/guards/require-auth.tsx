import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Pages that need a session. Signed-out visitors go to /sign-in?from={path+search} (spec 1 §2.1).
 * An expired session keeps the page on screen: the re-login modal is open over it, and the user
 * continues where they were after signing in again (spec 1 §2.3). Someone who just signed out
 * here is on their way home (spec 1 §2.2), not to the sign-in page.
 */
export function RequireAuth() {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();
  if (status === 'signedOut' && signedOutByUser) return <Navigate to={paths.home.getHref()} replace />;
  if (status === 'signedOut') {
    return <Navigate to={paths.signIn.getHref({ from: `${location.pathname}${location.search}` })} replace />;
  }
  return <Outlet />;
}
