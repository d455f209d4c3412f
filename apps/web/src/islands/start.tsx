import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_EAGER_ATTRIBUTE,
  ISLAND_INDEX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandName,
  islandIdPrefix,
} from '@/lib/define-island';
import { createQueryClient } from '@/lib/query-client';
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

/** `element`, or inside it the first element that draws a box: an island's container draws none. */
function boxOf(element: Element): Element {
  let box = element;
  while (box.hasAttribute(ISLAND_ATTRIBUTE) && box.firstElementChild) box = box.firstElementChild;
  return box;
}

/**
 * The element whose place on screen says when an island is needed (an observer sees only elements
 * that draw a box, and its container draws none: display: contents). So: its first element; for
 * text (a count inside a sentence) the parent; for an island that draws nothing yet (a list that
 * shows once loaded, a visit record) the element that follows it, or the first inside it when that
 * is the next island's container.
 */
function placeOf(container: HTMLElement): Element {
  if (container.firstElementChild) return boxOf(container.firstElementChild);
  if (container.hasChildNodes() && container.parentElement) return container.parentElement;
  for (let node: Element | null = container; node; node = node.parentElement) {
    if (node.nextElementSibling) return boxOf(node.nextElementSibling);
  }
  return container.parentElement ?? container;
}

/**
 * Brings the page's islands to life (docs/decisions/014): those in or near the viewport at once
 * (and the eager ones, wherever they are), the others as scrolling brings them near, so a first visit loads only the code its first screen
 * uses. Each batch's code is fetched together, then each island is hydrated in its own task.
 * Without IntersectionObserver, every island is hydrated at once.
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
  const markLive = () => {
    if (!stopped) document.documentElement.dataset.islands = 'live';
  };
  let ready: Promise<void>;
  if (containers.length === 0 || typeof IntersectionObserver === 'undefined') {
    ready = hydrate(containers).then(markLive);
  } else {
    // Where each island is comes from an observer, not from measuring the page in script: that would
    // lay the page out at once, inside this task, when its fonts or markup have just changed. The
    // observer's first report (after the next frame's layout) names those in or near the viewport.
    // An eager island (a bar fixed to the window) wakes with the first screen wherever it sits.
    const eager = containers.filter((container) => container.hasAttribute(ISLAND_EAGER_ATTRIBUTE));
    const waiting = new Map<Element, HTMLElement[]>();
    for (const container of containers) {
      if (eager.includes(container)) continue;
      const place = placeOf(container);
      waiting.set(place, [...(waiting.get(place) ?? []), container]);
    }
    let firstReport: ((due: HTMLElement[]) => void) | null = null;
    const firstScreen = new Promise<HTMLElement[]>((resolve) => (firstReport = resolve));
    const firstScreenReported = (due: HTMLElement[]) => {
      firstReport?.(due);
      firstReport = null;
    };
    observer = new IntersectionObserver(
      (entries) => {
        const due = entries
          .filter((entry) => entry.isIntersecting)
          .flatMap((entry) => {
            observer?.unobserve(entry.target);
            return waiting.get(entry.target) ?? [];
          });
        if (firstReport) firstScreenReported(due);
        else if (due.length > 0) void hydrate(due);
      },
      { rootMargin: `${AHEAD * 100}% 0px` },
    );
    for (const place of waiting.keys()) observer.observe(place);
    // With nothing to watch (every island eager) the observer never reports.
    if (waiting.size === 0) firstScreenReported([]);
    ready = firstScreen
      .then((due) =>
        hydrate(containers.filter((container) => eager.includes(container) || due.includes(container))),
      )
      .then(markLive);
  }
  return {
    // The e2e suite waits for this mark (e2e/tests/support.ts waitForHydration).
    ready,
    stop: () => {
      stopped = true;
      observer?.disconnect();
      for (const root of roots) root.unmount();
    },
  };
}
