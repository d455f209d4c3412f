import { isRenderNeutralQuery, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { readStorage } from '@/lib/storage';

/**
 * Whether the page on screen is the build's prerendered page for a visitor, to be brought to life
 * island by island: its path (no query that could change it) and nobody signed in — a member's
 * pages differ (their header, their calls to action), so for them the whole app renders instead.
 */
export function isIslandPage(root: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return (
    root.dataset.prerendered === pathname &&
    isRenderNeutralQuery(search) &&
    readStorage(TOKEN_STORAGE_KEY) === null
  );
}
