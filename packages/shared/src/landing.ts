import type { ProfileTarget } from './constants';

// Any origin will do: only whether the path resolves to the same one matters.
const PROBE_ORIGIN = 'https://canvas.invalid';

/**
 * A path that stays on this site (open-redirect guard): one leading slash, no control characters
 * (browsers drop tabs and newlines, so `/\t/evil.com` would become `//evil.com`), no backslash, and
 * resolved against an origin it keeps that origin, which refuses `//host` and any scheme.
 */
export function isSameSitePath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN && !path.startsWith('//');
  } catch {
    return false;
  }
}

/** A `from` return path after sign-in: same-site, and never the sign-in page itself. */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return isSameSitePath(path) && !path.startsWith('/sign-in');
}

/**
 * Where a successful sign-in leads (spec 1 §4): back to the originating page when there is one
 * (a canvas page gets ?page=/sign-in appended); otherwise admin to /admin-user; school, career or
 * business to /home; everyone else to /my-canvases.
 */
export function landingPathAfterSignIn(target: ProfileTarget | null, from?: string | null): string {
  if (isSafeReturnPath(from)) {
    if (from.startsWith('/canvas/')) {
      return `${from}${from.includes('?') ? '&' : '?'}page=/sign-in`;
    }
    return from;
  }
  switch (target) {
    case 'admin':
      return '/admin-user';
    case 'schoolDashboard':
    case 'careerOpportunity':
    case 'businessCanvas':
      return '/home';
    default:
      return '/my-canvases';
  }
}

/**
 * Query keys that never change how a public page first renders (campaign tracking: the landing
 * pages read `source` and `rep` only when the email is submitted). A prerendered page is served and
 * hydrated for its path with no query or with these keys only; any other key (e.g. a landing page's
 * `mode=biz`) gets the app shell, which renders the page from scratch.
 */
const RENDER_NEUTRAL_QUERY_KEYS = new Set(['source', 'rep', 'fbclid', 'gclid', 'msclkid', 'ref']);

export function isRenderNeutralQuery(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) {
    if (!RENDER_NEUTRAL_QUERY_KEYS.has(key) && !key.startsWith('utm_')) return false;
  }
  return true;
}
