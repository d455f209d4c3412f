import { paths } from '@/lib/paths';

/**
 * Old and alias URLs (spec 1 §2.1) as data. Each entry sends the browser to a page of this site;
 * `keepQuery` carries the query string along. Canvas is its own marketing site, so the marketing
 * redirects of the spec land on our own pages.
 */
export interface RedirectRule {
  from: string;
  to: string;
  keepQuery?: boolean;
}

export const legacyRedirects: readonly RedirectRule[] = [
  // Old job links of the previous site (spec 1 §2.1: opportunities 107, 108 and 109 there), now
  // opportunity detail pages by slug: the demo data seeds these three slugs (the API's
  // modules/opportunities/seed-data.ts LEGACY_JOBS), and ids here are generated, not the old ones.
  ...['receptionist', 'seasoned-stylist-5-years', 'salon-apprentice'].map((slug) => ({
    from: `/job/${slug}`,
    to: paths.opportunityDetail.getHref(slug),
  })),
  // Marketing-site paths, served by our own pages.
  { from: '/about', to: '/about-us' },
  { from: '/opportunities', to: '/homepage-opportunity', keepQuery: true },
  { from: '/bookmarks-all', to: '/bookmarks', keepQuery: true },
  { from: '/account', to: '/settings' },
  // No /membership rule: spec 3's membership page lives there now (issue 21).
];

/** Where a legacy rule sends a request URL. */
export function redirectTarget(rule: RedirectRule, requestUrl: string): string {
  const { search } = new URL(requestUrl);
  if (!rule.keepQuery || !search) return rule.to;
  return `${rule.to}${rule.to.includes('?') ? `&${search.slice(1)}` : search}`;
}
