import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { SiteRoutingProvider } from '@/components/site-link';
import { useUserInfo } from '@/features/users/api/get-user-info';
import { useSession } from '@/lib/session';
import { useApiErrorEffects } from '../use-api-error-effects';
import { Header } from './header';
import classes from './root-layout.module.css';

// Its code (Mantine's Modal and the sign-in form) loads only when a session has expired.
const SessionExpiredModal = lazy(() =>
  import('./session-expired-modal').then((module) => ({ default: module.SessionExpiredModal })),
);

import { SiteFooter } from './site-footer';

/**
 * A token without its user copy (another tab, an older client, a test harness that only set the
 * token) is completed from GET /api/user/info, which also checks the token still works.
 */
function useSessionHydration(): void {
  const { isSignedIn, user } = useSession();
  useUserInfo({ enabled: isSignedIn && user === null });
}

export function RootLayout() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <SiteRoutingProvider Link={Link} navigate={navigate} search={search}>
      <Shell />
    </SiteRoutingProvider>
  );
}

function Shell() {
  useApiErrorEffects();
  useSessionHydration();
  const { status } = useSession();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      {status === 'expired' ? (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
