import { effectiveTarget, landingPathAfterSignIn } from '@canvas/shared';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

/** Admin pages (spec 3 §2 "Admin menu"). Other users are sent to their own landing page. */
export function RequireAdmin() {
  const { status, user, isAdmin } = useSession();
  if (status === 'expired') return <Outlet />;
  // The token is known but the user copy is still being loaded (see useSessionHydration).
  if (!user) return <PageLoader label="Loading your account" />;
  if (!isAdmin) return <Navigate to={landingPathAfterSignIn(effectiveTarget(user), null)} replace />;
  return <Outlet />;
}
