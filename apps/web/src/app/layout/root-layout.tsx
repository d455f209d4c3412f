import { lazy, Suspense, useLayoutEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { isEmbeddedQuery } from '@/components/embed-snippet/embed-url';
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

// Members only, and only on a phone: visitors never download it.
const BottomNav = lazy(() => import('./bottom-nav').then((module) => ({ default: module.BottomNav })));

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
  const { search, pathname } = useLocation();
  return (
    <SiteRoutingProvider Link={Link} navigate={navigate} search={search} pathname={pathname}>
      <Shell />
    </SiteRoutingProvider>
  );
}

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** `?isEmbedded` shows the page without the site header and footer (it sits in another site's iframe). */
  embeddable?: boolean;
}

/** The page is shown inside another site: an embeddable route asked for with `?isEmbedded`. */
function useEmbedded(): boolean {
  const matches = useMatches();
  const { search } = useLocation();
  const embeddable = matches.some((match) => (match.handle as RouteHandle | undefined)?.embeddable === true);
  return embeddable && isEmbeddedQuery(search);
}

/**
 * A new page starts at its top and back/forward returns to where it was (ScrollRestoration) at once:
 * the page's smooth scrolling (global.css, for in-page links) would otherwise show the old position
 * sliding away. Its layout effect runs just before ScrollRestoration's (a sibling rendered before it).
 */
function InstantRouteScroll() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (a new location) is the trigger
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    const frame = requestAnimationFrame(() => {
      root.style.scrollBehavior = '';
    });
    return () => {
      cancelAnimationFrame(frame);
      root.style.scrollBehavior = '';
    };
  }, [location]);
  return null;
}

function Shell() {
  useApiErrorEffects();
  useSessionHydration();
  const { status, isSignedIn } = useSession();
  const embedded = useEmbedded();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {embedded ? null : <Header />}
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      {embedded ? null : <SiteFooter />}
      {embedded || !isSignedIn ? null : (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
      {status === 'expired' ? (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      ) : null}
      {/* Before ScrollRestoration: its scroll then jumps instead of gliding (see InstantRouteScroll). */}
      <InstantRouteScroll />
      <ScrollRestoration />
    </div>
  );
}
