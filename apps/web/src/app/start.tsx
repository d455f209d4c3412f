import { isRenderNeutralQuery } from '@canvas/shared';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
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

/**
 * Opens the gate once the app has committed. It wraps the app rather than sitting beside it: a
 * sibling would change the ids React derives from the tree shape (useId) and the prerendered
 * markup would no longer match.
 */
function OpenGateOnCommit({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => openHydrationGate(root), [root]);
  return children;
}

/**
 * Lets the browser run between the stages of start-up, so loading the app is several short tasks
 * (paint, input) rather than one long one that blocks the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function start(root: HTMLElement): Promise<void> {
  const hydrate = canHydrate(root);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App }, { createLoadedAppRouter }] = await Promise.all([import('./app'), import('./router')]);
  await nextTask();
  if (hydrate) {
    const router = await createLoadedAppRouter();
    await nextTask();
    // A transition lets React hydrate in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <OpenGateOnCommit root={root}>
            <App router={router} />
          </OpenGateOnCommit>
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
        <OpenGateOnCommit root={root}>
          <App />
        </OpenGateOnCommit>
      </StrictMode>,
    );
  });
}
