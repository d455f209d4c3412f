import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import type { openHydrationGate } from './hydration-gate';

/**
 * Opens the gate once the app has committed. It wraps the app rather than sitting beside it: a
 * sibling would change the ids React derives from the tree shape (useId) and the prerendered
 * markup would no longer match.
 */
function OpenGateOnCommit({
  root,
  open,
  children,
}: {
  root: HTMLElement;
  open: typeof openHydrationGate;
  children: ReactNode;
}) {
  useEffect(() => open(root), [root, open]);
  return children;
}

/**
 * Lets the browser run between the stages of start-up, so loading the app is several short tasks
 * (paint, input) rather than one long one that blocks the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in `root`; answers React's root (tests unmount it). */
export async function start(root: HTMLElement): Promise<Root> {
  // The session (and the contract's validation code it needs) is the first stage.
  const { canHydrate, openHydrationGate } = await import('./hydration-gate');
  const hydrate = canHydrate(root);
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import('./app');
  await nextTask();
  const { createAppRouter, createLoadedAppRouter } = await import('./router');
  await nextTask();
  if (hydrate) {
    const router = await createLoadedAppRouter();
    await nextTask();
    // A transition lets React hydrate in slices, yielding to the browser between them.
    let reactRoot: Root | undefined;
    startTransition(() => {
      reactRoot = hydrateRoot(
        root,
        <StrictMode>
          <OpenGateOnCommit root={root} open={openHydrationGate}>
            <App router={router} />
          </OpenGateOnCommit>
        </StrictMode>,
      );
    });
    if (!reactRoot) throw new Error('hydrateRoot answered no root');
    return reactRoot;
  }
  root.replaceChildren();
  const reactRoot = createRoot(root);
  const router = createAppRouter();
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <OpenGateOnCommit root={root} open={openHydrationGate}>
          <App router={router} />
        </OpenGateOnCommit>
      </StrictMode>,
    );
  });
  return reactRoot;
}
