import { type ComponentType, createContext, createElement, type ReactNode, useContext, useId } from 'react';

/**
 * Islands (docs/decisions/014): the public pages the build prerenders (home, campaign pages,
 * contact) reach a visitor as static HTML in which only the interactive parts, the islands, are
 * hydrated — each its own small React root — so the first visit downloads and runs a fraction of
 * the app. Inside the app (client-side navigation, signed-in members) an island is simply its
 * component.
 */

/** Every island, by the name its markup carries; src/islands/registry.ts loads each one. */
export type IslandName =
  // The opportunity detail page (issue 24).
  | 'opportunity-apply'
  | 'opportunity-view'
  | 'opportunity-similar'
  | 'site-header'
  | 'member-count'
  | 'featured'
  | 'testimonials'
  | 'video'
  | 'faq'
  | 'landing-hero'
  | 'landing-email'
  | 'page-visit'
  | 'contact-form'
  // The public canvas page (issue 24).
  | 'canvas-section-nav'
  | 'canvas-section-menu'
  | 'canvas-actions'
  | 'canvas-work'
  | 'canvas-featured-video'
  | 'canvas-awards'
  | 'canvas-instagram'
  | 'canvas-instagram-section'
  | 'canvas-all-tags'
  | 'canvas-more-tags'
  | 'canvas-locations'
  | 'canvas-qr-code'
  | 'canvas-booking';

/**
 * How an island sits in the page: `span` inside text, `div` for a section, `form` for one with
 * controls (a `<fieldset disabled>`, so nothing is clicked or typed before it is live: a press on a
 * control that does nothing yet would be lost). Every island with a button or a field is a `form`;
 * global.css paints its waiting controls as they look once live. A `form` is block-level in the
 * parser's eyes (it closes an open `<p>`), so it never sits inside a paragraph.
 */
export type IslandElement = 'span' | 'div' | 'form';

export interface IslandOptions {
  /**
   * Wake with the first screen whatever the island's place in the page: for one that shows on its
   * own, not where it sits (a bar fixed to the window, drawn once the page scrolls). Keep it tiny.
   */
  eager?: boolean;
}

export interface CollectedIsland {
  index: number;
  name: IslandName;
  element: IslandElement;
  // biome-ignore lint/suspicious/noExplicitAny: the collector holds islands of every props type.
  Component: ComponentType<any>;
  props: object;
}

/** Present while the build prerenders a page: islands register here and leave a slot. */
const IslandCollectorContext = createContext<IslandCollection | null>(null);

/** The islands of one prerendered page, by React id (a render done twice registers each once). */
export type IslandCollection = Map<string, CollectedIsland>;

export function IslandCollector({ islands, children }: { islands: IslandCollection; children: ReactNode }) {
  return <IslandCollectorContext value={islands}>{children}</IslandCollectorContext>;
}

/** The markup every island's container carries (prerender writes it, the runtime reads it). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_INDEX_ATTRIBUTE = 'data-island-index';
/** On an island that wakes with the first screen wherever it is (`defineIsland`'s `eager`). */
export const ISLAND_EAGER_ATTRIBUTE = 'data-island-eager';
/** On every island until it is live (tests and the e2e suite wait for none to be left). */
export const ISLAND_PENDING_ATTRIBUTE = 'data-island-pending';
/** The comment a container holds until entry-server puts the island's own markup in. */
export const islandSlot = (index: number) => `<!--island:${index}-->`;
/** Ids React makes inside an island are prefixed, so two islands never repeat an id. */
export const islandIdPrefix = (name: IslandName, index: number) => `${name}-${index}-`;

function IslandSlot<P extends object>({
  collector,
  name,
  element,
  eager,
  Component,
  props,
}: {
  collector: IslandCollection;
  name: IslandName;
  element: IslandElement;
  eager: boolean;
  Component: ComponentType<P>;
  props: P;
}) {
  const id = useId();
  const index = collector.get(id)?.index ?? collector.size;
  collector.set(id, { index, name, element, Component, props });
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    [ISLAND_INDEX_ATTRIBUTE]: index,
    [ISLAND_PENDING_ATTRIBUTE]: '',
    ...(eager ? { [ISLAND_EAGER_ATTRIBUTE]: '' } : {}),
    dangerouslySetInnerHTML: { __html: islandSlot(index) },
  };
  if (element === 'form') {
    return createElement('fieldset', { ...attributes, className: 'hydration-gate', disabled: true });
  }
  return createElement(element, { ...attributes, className: 'island' });
}

export type IslandComponent<P> = ComponentType<P> & {
  island: { name: IslandName; Component: ComponentType<P> };
};

/**
 * Makes `Component` an island named `name`: the component to use in pages. Its props must be plain
 * data (they travel in the markup as JSON), and registry.ts must load the same component by name
 * (registry.test.ts checks).
 */
export function defineIsland<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  element: IslandElement = 'div',
  { eager = false }: IslandOptions = {},
): IslandComponent<P> {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    if (!collector) return <Component {...props} />;
    return (
      <IslandSlot
        collector={collector}
        name={name}
        element={element}
        eager={eager}
        Component={Component}
        props={props}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component } });
}
