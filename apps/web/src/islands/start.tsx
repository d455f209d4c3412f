import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { createQueryClient } from '@/lib/query-client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_INDEX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandName,
  islandIdPrefix,
} from './define-island';
import { IslandRoot } from './island-root';
import { ISLANDS_DRAWING_NEW_MARKUP, islandLoaders } from './registry';

/** Lets the browser paint and take input between islands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface IslandsHandle {
  /**
   * Settles once the islands that were in or near the viewport at the start are live; then
   * `<html data-islands="live">` says so.
   */
  ready: Promise<void>;
  /** Unmounts the hydrated islands and stops waiting for the others (tests). */
  stop: () => void;
}

/** How far beyond the viewport an island starts loading, as a share of the viewport's height. */
const AHEAD = 0.5;

/**
 * The element whose place on screen says when an island is needed. Its container draws no box
 * (display: contents), so: its first element; for text (a count inside a sentence) the parent; for
 * an island that draws nothing yet (a list that shows once loaded) the element that follows it.
 */
function placeOf(container: HTMLElement): Element {
  if (container.firstElementChild) return container.firstElementChild;
  if (container.hasChildNodes() && container.parentElement) return container.parentElement;
  for (let node: Element | null = container; node; node = node.parentElement) {
    if (node.nextElementSibling) return node.nextElementSibling;
  }
  return container.parentElement ?? container;
}

function isNearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const ahead = window.innerHeight * AHEAD;
  return top < window.innerHeight + ahead && bottom > -ahead;
}

/**
 * Brings the page's islands to life (docs/decisions/014): those in or near the viewport at once,
 * the others as scrolling brings them near, so a first visit loads only the code its first screen
 * uses. Each batch's code is fetched together, then each island is hydrated in its own task.
 */
export function startIslands(page: ParentNode = document): IslandsHandle {
  const queryClient = createQueryClient();
  const roots: Root[] = [];
  let stopped = false;
  let observer: IntersectionObserver | null = null;
  const reactDom = import('react-dom/client');

  const nameOf = (container: HTMLElement) => container.getAttribute(ISLAND_ATTRIBUTE) as IslandName;

  /** Hydrates each island in its own task; settles once they are all live. */
  const hydrateEach = async (containers: HTMLElement[]) => {
    const [{ hydrateRoot }, components] = await Promise.all([
      reactDom,
      Promise.all(containers.map((container) => islandLoaders[nameOf(container)]())),
    ]);
    const live: Promise<void>[] = [];
    for (const [position, container] of containers.entries()) {
      await nextTask();
      if (stopped) return;
      const name = nameOf(container);
      const Component = components[position];
      if (!Component) throw new Error(`island ${name} has no component`);
      const index = Number(container.getAttribute(ISLAND_INDEX_ATTRIBUTE));
      const props = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
      let onLive = () => {};
      live.push(new Promise<void>((resolve) => (onLive = resolve)));
      // A transition lets React hydrate in slices, yielding to the browser between them.
      startTransition(() => {
        roots.push(
          hydrateRoot(
            container,
            <IslandRoot
              container={container}
              queryClient={queryClient}
              Component={Component}
              props={props}
              onLive={onLive}
            />,
            { identifierPrefix: islandIdPrefix(name, index) },
          ),
        );
      });
    }
    await Promise.all(live);
  };

  /** Islands that draw new markup wait for the deferred styles; the others go on meanwhile. */
  const hydrate = async (containers: HTMLElement[]) => {
    const drawing = containers.filter((container) => ISLANDS_DRAWING_NEW_MARKUP.has(nameOf(container)));
    const others = containers.filter((container) => !drawing.includes(container));
    await Promise.all([
      others.length > 0 ? hydrateEach(others) : undefined,
      drawing.length > 0
        ? loadDeferredStyles(page.ownerDocument ?? document).then(() => hydrateEach(drawing))
        : undefined,
    ]);
  };

  const containers = [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const canWait = typeof IntersectionObserver !== 'undefined';
  const now = canWait ? containers.filter((container) => isNearViewport(placeOf(container))) : containers;
  const later = containers.filter((container) => !now.includes(container));
  if (later.length > 0) {
    const waiting = new Map<Element, HTMLElement[]>();
    for (const container of later) {
      const place = placeOf(container);
      waiting.set(place, [...(waiting.get(place) ?? []), container]);
    }
    observer = new IntersectionObserver(
      (entries) => {
        const due = entries
          .filter((entry) => entry.isIntersecting)
          .flatMap((entry) => {
            observer?.unobserve(entry.target);
            return waiting.get(entry.target) ?? [];
          });
        if (due.length > 0) void hydrate(due);
      },
      { rootMargin: `${AHEAD * 100}% 0px` },
    );
    for (const place of waiting.keys()) observer.observe(place);
  }
  return {
    // The e2e suite waits for this mark (e2e/tests/support.ts waitForHydration).
    ready: hydrate(now).then(() => {
      if (!stopped) document.documentElement.dataset.islands = 'live';
    }),
    stop: () => {
      stopped = true;
      observer?.disconnect();
      for (const root of roots) root.unmount();
    },
  };
}
