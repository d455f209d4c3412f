import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
// RouterProvider from 'react-router' (not 'react-router/dom'): under Node the /dom entry loads a
// second copy of react-router, whose contexts the app's Links would not see.
import {
  createMemoryRouter,
  Link,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { SiteRoutingProvider } from '@/components/site-link';

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the whole app (all routes, layout, guards) at a URL. */
export function renderApp(url: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const utils = render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // No pause between simulated keys and clicks (by default each waits a timer turn): the same
  // events in the same order, 13 % less wall time on the form-heavy files.
  return { ...utils, router, user: userEvent.setup({ delay: null }) };
}

/** The router for SiteLink, as the app's root layout gives it. */
function WithSiteRouting({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  return (
    <SiteRoutingProvider Link={Link} navigate={navigate} search={search} pathname={pathname}>
      {children}
    </SiteRoutingProvider>
  );
}

/** Renders one element inside the providers and a router, at `url`. */
export function renderWithProviders(ui: ReactNode, url = '/') {
  return renderApp(url, [{ path: '*', element: <WithSiteRouting>{ui}</WithSiteRouting> }]);
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
