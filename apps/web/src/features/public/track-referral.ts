import { isSameSitePath } from '@canvas/shared';
import { setTrackId } from '@/lib/referral';

/**
 * /track-referral (spec 1 §2.1): stores the tracking id from `id`, then continues to `url` when
 * it stays on this site (a path, or an absolute URL of this origin); otherwise to the home page.
 */
export function trackReferral(requestUrl: string): string {
  const url = new URL(requestUrl);
  const id = url.searchParams.get('id')?.trim();
  if (id) setTrackId(id);
  return sameSiteTarget(url.searchParams.get('url'), url.origin) ?? '/';
}

function sameSiteTarget(target: string | null, origin: string): string | null {
  if (!target) return null;
  if (isSameSitePath(target)) return target;
  try {
    const absolute = new URL(target);
    if (absolute.origin !== origin) return null;
    const path = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    return isSameSitePath(path) ? path : null;
  } catch {
    return null;
  }
}
