import { Outlet, ScrollRestoration } from 'react-router';
import { useUserInfo } from '@/features/users/api/get-user-info';
import { useSession } from '@/lib/session';
import { useApiErrorEffects } from '../use-api-error-effects';
import { Header } from './header';
import classes from './root-layout.module.css';
import { SessionExpiredModal } from './session-expired-modal';
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
  useApiErrorEffects();
  useSessionHydration();
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
      <SessionExpiredModal />
      <ScrollRestoration />
    </div>
  );
}
