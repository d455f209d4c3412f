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
  // Old job links of the previous site, now opportunity detail pages ({id or slug} routes).
  { from: '/job/receptionist', to: '/opportunity-detail/107' },
  { from: '/job/seasoned-stylist-5-years', to: '/opportunity-detail/108' },
  { from: '/job/salon-apprentice', to: '/opportunity-detail/109' },
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
