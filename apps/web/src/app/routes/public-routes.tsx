import { LANDING_PAGES, PARTNER_REDIRECTS } from '@canvas/shared';
import { type RouteObject, redirect } from 'react-router';
import { Redirecting } from '@/features/public/components/redirecting';
import { legacyRedirects, redirectTarget } from '@/features/public/redirects';
import { paths } from '@/lib/paths';

/**
 * The public and marketing pages (spec 1 §2.1), each its own lazy chunk so a campaign visitor
 * downloads only the page they landed on, plus the redirects kept as data.
 */
export const publicRoutes: RouteObject[] = [
  { path: paths.contactUs.path, lazy: () => import('./contact-us') },
  { path: paths.privacyRights.path, lazy: () => import('./privacy-rights') },
  { path: paths.terms.path, lazy: () => import('./terms') },
  { path: paths.aboutUs.path, lazy: () => import('./about-us') },
  { path: paths.roiCalculator.path, lazy: () => import('./roi-calculator') },
  { path: paths.privacyPolicy.path, lazy: () => import('./privacy-policy') },
  ...LANDING_PAGES.map((page) => ({ path: `/${page}`, lazy: () => import('./landing') })),
  ...PARTNER_REDIRECTS.map((name) => ({ path: `/${name}`, lazy: () => import('./partner-redirect') })),
  ...legacyRedirects.map((rule) => ({
    path: rule.from,
    loader: ({ request }: { request: Request }) => redirect(redirectTarget(rule, request.url)),
    // Never shown: the loader always redirects. Present so the route is a complete page.
    element: <Redirecting />,
  })),
];
