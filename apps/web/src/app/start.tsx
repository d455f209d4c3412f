import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { createAppRouter } from './router';

/**
 * Lets the browser run between the stages of start-up, so loading the app is several short tasks
 * (paint, input) rather than one long one that blocks the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles once the router has matched the page and loaded its lazy route modules. */
function routerInitialized(router: ReturnType<typeof createAppRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in `root`, replacing a prerendered page if one is there (a member's pages differ
 * from the visitor's the build drew; src/islands/ brings it to life for visitors). Answers React's
 * root (tests unmount it).
 */
export async function start(root: HTMLElement): Promise<Root> {
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import('./app');
  await nextTask();
  const { createAppRouter } = await import('./router');
  const router = createAppRouter();
  // A prerendered or server-rendered page stays on screen (its controls shut) until the route's
  // code is in, rather than a blank page while it loads.
  if (root.hasChildNodes()) await routerInitialized(router);
  root.replaceChildren();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  return reactRoot;
}
