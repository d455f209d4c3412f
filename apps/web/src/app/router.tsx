import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { trackReferral } from '@/features/public/track-referral';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { paths } from './paths';
import { publicRoutes } from './routes/public-routes';

// One lazy chunk per area; a route module exports `Component`.
const publicArea = () => import('./routes/home');
const authArea = () => import('./routes/sign-in');
const accountArea = () => import('./routes/account-overview');
const devMailbox = () => import('./routes/dev-mailbox');
const devPartnerCallback = () => import('./routes/dev-partner-callback');
const getStarted = () => import('./routes/get-started');
const settingsArea = () => import('./routes/settings');
const changePasswordArea = () => import('./routes/change-password');
const confirmEmailArea = () => import('./routes/confirm-email');

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, lazy: publicArea },
        { path: paths.signIn.path, lazy: authArea },
        ...publicRoutes,
        { path: paths.devMailbox, lazy: devMailbox },
        { path: paths.devPartnerCallback, lazy: devPartnerCallback },
        { path: paths.getStarted.path, lazy: getStarted },
        { path: paths.confirmEmail, lazy: confirmEmailArea },
        {
          path: paths.trackReferral,
          loader: ({ request }) => redirect(trackReferral(request.url)),
          // Never shown: the loader always redirects. Present so the route is a complete page.
          element: <PageLoader />,
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <DashboardLayout />,
              children: [
                { path: paths.dashboardHome, lazy: accountArea },
                { path: paths.myCanvases, lazy: accountArea },
                { path: paths.settings, lazy: settingsArea },
                { path: paths.changePassword, lazy: changePasswordArea },
                {
                  element: <RequireAdmin />,
                  children: [{ path: paths.admin.users, lazy: accountArea }],
                },
              ],
            },
          ],
        },
        // Spec 1 §2.1: any unknown path falls back to home.
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
