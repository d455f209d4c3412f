import { isRenderNeutralQuery } from '@canvas/shared';
import { getSessionState } from '@/lib/session';

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
    isRenderNeutralQuery(search) &&
    getSessionState().status !== 'signedIn'
  );
}

/**
 * A prerendered page arrives inside `<fieldset class="hydration-gate" disabled>` so its inputs and
 * buttons cannot take typing or clicks that the markup alone would lose; the app's first commit
 * (hydrated or rendered from scratch) opens it.
 */
export function openHydrationGate(root: HTMLElement): void {
  root.closest('fieldset.hydration-gate')?.removeAttribute('disabled');
}
