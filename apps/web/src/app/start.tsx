import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Lets the browser run between the stages of start-up, so loading the app is several short tasks
 * (paint, input) rather than one long one that blocks the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  root.replaceChildren();
  const reactRoot = createRoot(root);
  const router = createAppRouter();
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  return reactRoot;
}
