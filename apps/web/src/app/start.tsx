import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { getSessionState } from '@/lib/session';
import { App } from './app';
import { createRoutes } from './router';

/**
 * scripts/prerender.mjs renders some public pages into their HTML for a signed-out visitor
 * (`data-prerendered` names the path). That markup is hydrated when it is what the app would render
 * here; otherwise (signed in, a query string that may change the page, another path) it is dropped
 * and the app renders from scratch, as it does for every other page.
 */
export function canHydrate(root: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return (
    root.hasChildNodes() &&
    root.dataset.prerendered === pathname &&
    search === '' &&
    getSessionState().status !== 'signedIn'
  );
}

/** Hydration needs the page's route code in place: without it the router would render its fallback. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export async function start(root: HTMLElement): Promise<void> {
  if (canHydrate(root)) {
    const routes = createRoutes();
    await loadMatchedRoutes(routes);
    const router = createBrowserRouter(routes);
    // A transition lets React hydrate in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  root.replaceChildren();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
