import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { VisitorHeaderIsland } from '@/app/layout/header-bar';
import { render as renderPage, renderPublicPage } from '@/entry-server';
import { AllTagsIsland } from '@/features/canvases/components/canvas-view/all-tags';
import { CanvasQrCodeIsland } from '@/features/canvases/components/canvas-view/canvas-qr-code';
import { FeaturedVideoIsland } from '@/features/canvases/components/canvas-view/featured-video';
import { AllTagsLinkIsland } from '@/features/canvases/components/canvas-view/org/all-tags-link';
import { LocationsSectionIsland } from '@/features/canvases/components/canvas-view/org/locations-section';
import { SectionMenuIsland } from '@/features/canvases/components/canvas-view/section-menu';
import { SectionNavIsland } from '@/features/canvases/components/canvas-view/section-nav';
import { MatchedAwardsListIsland } from '@/features/canvases/components/canvas-view/sections/awards-section';
import {
  InstagramGridIsland,
  InstagramSectionWithPostsIsland,
} from '@/features/canvases/components/canvas-view/sections/instagram-section';
import { BookServiceButtonIsland } from '@/features/canvases/components/canvas-view/sticky-booking';
import { VisitorCanvasActionsIsland } from '@/features/canvases/components/canvas-view/visitor-canvas-actions';
import { WorkCarouselIsland } from '@/features/canvases/components/canvas-view/work-carousel';
import { CountViewIsland } from '@/features/opportunities/detail/count-view';
import { SimilarOpportunitiesIsland } from '@/features/opportunities/detail/similar-opportunities';
import { VisitorApplyIsland } from '@/features/opportunities/detail/visitor-apply';
import { ContactFormIsland } from '@/features/public/components/contact-form';
import { LandingEmailFormIsland, LandingHeroIsland } from '@/features/public/components/landing-hero';
import { FaqIsland } from '@/features/public/components/marketing/faq-section';
import { FeaturedIsland } from '@/features/public/components/marketing/featured-tiles';
import { TestimonialsIsland } from '@/features/public/components/marketing/testimonials-section';
import { VideoIsland } from '@/features/public/components/marketing/video-section';
import { MemberCountIsland } from '@/features/public/components/member-count';
import { PageVisitIsland } from '@/features/public/components/page-visit';
import { DEFERRED_STYLE_ATTRIBUTE, resetDeferredStyles } from '@/lib/deferred-styles';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_EAGER_ATTRIBUTE,
  ISLAND_PENDING_ATTRIBUTE,
  type IslandComponent,
  type IslandName,
} from '@/lib/define-island';
import { CANVAS_PERSON_SAMPLES } from '@/ssr/canvas-samples';
import { mockApi } from '@/testing/mock-api';
import { islandLoaders } from './registry';
import { startIslands } from './start';

const tile = {
  name: 'Maya Chen',
  location: 'Austin, TX',
  image: null,
  type: 'Professional',
  slug: 'maya-chen',
  url: '/canvas/maya-chen',
};

/** A page as scripts/prerender.mjs writes it, at its address. */
async function prerendered(pathname: string): Promise<HTMLElement> {
  const { html } = await renderPage(pathname);
  document.body.innerHTML = `<div id="root" data-prerendered="${pathname}">${html}</div>`;
  window.history.replaceState(null, '', pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

afterEach(() => {
  resetDeferredStyles();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

// React logs an error when an island's markup and its first client render disagree (ids, text,
// attributes), and setup fails any test that logs one: this is the guard that the build and the
// browser render each island the same.
describe.each(['/', '/paulmitchell', '/contact-us'])('the islands of the prerendered %s', (pathname) => {
  it('hydrate without a mismatch, enable their controls, then show data that arrived meanwhile', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 12345 } },
      'GET /api/landing/featured': { body: { portfolios: [tile] } },
      'POST /api/landing/page-visited': { body: { ok: true } },
    });
    const root = await prerendered(pathname);
    const heading = root.querySelector('h1');
    expect(root.querySelectorAll('[data-island]').length).toBeGreaterThan(1);
    expect(root.querySelector('fieldset.hydration-gate')).toBeDisabled();

    const islands = startIslands(root);
    onTestFinished(() => islands.stop());
    await islands.ready;

    const slow = { timeout: 10_000 };
    await waitFor(() => expect(root.querySelector(`[${ISLAND_PENDING_ATTRIBUTE}]`)).toBeNull(), slow);
    for (const gate of root.querySelectorAll('fieldset.hydration-gate')) expect(gate).toBeEnabled();
    // Only the islands were hydrated: the page around them is still the server's markup.
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toBe(heading);
    // Ids made inside islands never repeat.
    const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBe(new Set(ids).size);
    if (pathname !== '/contact-us') {
      expect((await screen.findAllByText(/12,345/)).length).toBeGreaterThan(0);
      expect(await screen.findByRole('link', { name: /Maya Chen/ })).toHaveAttribute(
        'href',
        '/canvas/maya-chen',
      );
    }
  });
});

describe('islands away from the viewport', () => {
  it('are hydrated only once they come near it', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 12345 } },
      'GET /api/landing/featured': { body: { portfolios: [] } },
    });
    const observed: Element[] = [];
    const io: { report?: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void } = {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof io.report) {
          io.report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const root = await prerendered('/');
    const faq = root.querySelector<HTMLElement>('[data-island="faq"]');
    const place = faq?.firstElementChild;
    if (!faq || !place) throw new Error('no faq island');

    const islands = startIslands(root);
    onTestFinished(() => islands.stop());
    const header = root.querySelector('[data-island="site-header"]');
    const headerPlace = header?.firstElementChild;
    if (!headerPlace) throw new Error('no header island');
    expect(observed).toContain(headerPlace);
    // The observer's first report: the header is on the first screen, the FAQ far below it.
    io.report?.(observed.map((target) => ({ target, isIntersecting: target === headerPlace })));
    await islands.ready;
    await waitFor(() => expect(header).not.toHaveAttribute(ISLAND_PENDING_ATTRIBUTE));
    expect(faq).toHaveAttribute(ISLAND_PENDING_ATTRIBUTE);
    expect(faq).toBeDisabled();
    expect(observed).toContain(place);

    io.report?.([{ target: place, isIntersecting: true }]);
    await waitFor(() => expect(faq).not.toHaveAttribute(ISLAND_PENDING_ATTRIBUTE));
    expect(faq).toBeEnabled();
  });
});

/** An IntersectionObserver that records what it watches and reports only when a test says so. */
function stubObserver() {
  const observed: Element[] = [];
  const io: { report?: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void } = {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof io.report) {
        io.report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return { observed, io };
}

describe('an eager island', () => {
  // jsdom's own scrollY is put back (deleting it would leave undefined, which reads as scrolled to
  // the next test file of this worker).
  const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
    else Reflect.deleteProperty(window, 'scrollY');
    expect(window.scrollY).toBe(0);
  });

  it('wakes with the first screen wherever it sits: the sticky Book a Service at the end of a canvas', async () => {
    mockApi({
      'POST /api/badges/match': { body: { matches: [] } },
      'GET /api/instagram/medias': { body: { username: null, medias: [] } },
    });
    const { observed, io } = stubObserver();
    const professional = CANVAS_PERSON_SAMPLES[1];
    if (!professional) throw new Error('no sample');
    const { html } = await renderPublicPage(professional);
    document.body.innerHTML = `<div id="root" data-prerendered="${professional.path}">${html}</div>`;
    window.history.replaceState(null, '', professional.path);
    const root = document.getElementById('root');
    const booking = root?.querySelector('[data-island="canvas-booking"]');
    const work = root?.querySelector('[data-island="canvas-work"]');
    if (!root || !booking || !work) throw new Error('no booking or work island');
    expect(booking).toHaveAttribute(ISLAND_EAGER_ATTRIBUTE);
    expect(work).not.toHaveAttribute(ISLAND_EAGER_ATTRIBUTE);

    const islands = startIslands(root);
    onTestFinished(() => islands.stop());
    // Not watched: it wakes whatever the observer says, here that nothing is near the viewport.
    expect(observed).not.toContain(booking.nextElementSibling);
    io.report?.(observed.map((target) => ({ target, isIntersecting: false })));
    await islands.ready;
    await waitFor(() => expect(booking).not.toHaveAttribute(ISLAND_PENDING_ATTRIBUTE));
    expect(work).toHaveAttribute(ISLAND_PENDING_ATTRIBUTE);

    // Live, it shows once the window has scrolled past 120 px.
    expect(screen.queryByRole('region', { name: 'Quick booking' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const quick = await screen.findByRole('region', { name: 'Quick booking' });
    expect(quick.querySelector('a')?.getAttribute('href')).toMatch(/^tel:/);
  });

  it('alone on a page, settles the first screen without waiting for an observer report', async () => {
    stubObserver();
    document.body.innerHTML = `<div id="root"><div data-island="canvas-booking" data-island-index="0"
      data-island-props='{"href":"https://book.example"}' ${ISLAND_PENDING_ATTRIBUTE}
      ${ISLAND_EAGER_ATTRIBUTE} class="island"></div></div>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    const islands = startIslands(root);
    onTestFinished(() => islands.stop());
    await islands.ready;
    await waitFor(() =>
      expect(root.querySelector('[data-island="canvas-booking"]')).not.toHaveAttribute(
        ISLAND_PENDING_ATTRIBUTE,
      ),
    );
  });
});

describe('where an island is', () => {
  it.each(['/', '/paulmitchell', '/contact-us'])(
    'is watched on an element that draws a box, never on an island container (%s)',
    async (pathname) => {
      const observed: Element[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe(element: Element) {
            observed.push(element);
          }
          unobserve() {}
          disconnect() {}
        },
      );
      const root = await prerendered(pathname);
      const islands = startIslands(root);
      onTestFinished(() => islands.stop());
      expect(observed.length).toBeGreaterThan(0);
      // An observer never reports an element without a box (display: contents): its island would
      // wait for ever. The visit record draws nothing and is followed by the hero's container.
      for (const place of observed) expect(place).not.toHaveAttribute(ISLAND_ATTRIBUTE);
    },
  );
});

describe('islands and the deferred stylesheet', () => {
  it('wait for it only when they draw markup the page lacks (featured portfolios)', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 12345 } },
      'GET /api/landing/featured': { body: { portfolios: [tile] } },
    });
    const root = await prerendered('/');
    const template = document.createElement('template');
    template.setAttribute(DEFERRED_STYLE_ATTRIBUTE, '');
    template.innerHTML = '<link rel="stylesheet" href="/assets/style-test.css">';
    document.body.append(template);

    const islands = startIslands(root);
    onTestFinished(() => islands.stop());
    const header = root.querySelector('[data-island="site-header"]');
    const featured = root.querySelector('[data-island="featured"]');
    await waitFor(() => expect(header).not.toHaveAttribute(ISLAND_PENDING_ATTRIBUTE));
    const stylesheet = document.head.querySelector('link[href="/assets/style-test.css"]');
    expect(stylesheet).not.toBeNull();
    expect(featured).toHaveAttribute(ISLAND_PENDING_ATTRIBUTE);

    stylesheet?.dispatchEvent(new Event('load'));
    await islands.ready;
    await waitFor(() => expect(featured).not.toHaveAttribute(ISLAND_PENDING_ATTRIBUTE));
    expect(await screen.findByRole('link', { name: /Maya Chen/ })).toBeInTheDocument();
    stylesheet?.remove();
  });
});

describe('the island registry', () => {
  const islands: Array<IslandComponent<never>> = [
    VisitorHeaderIsland,
    MemberCountIsland,
    FeaturedIsland,
    TestimonialsIsland,
    VideoIsland,
    FaqIsland,
    LandingHeroIsland,
    LandingEmailFormIsland,
    PageVisitIsland,
    ContactFormIsland,
    // The opportunity detail page (issue 24).
    VisitorApplyIsland,
    CountViewIsland,
    SimilarOpportunitiesIsland,
    // The public canvas page (issue 24).
    SectionNavIsland,
    SectionMenuIsland,
    VisitorCanvasActionsIsland,
    WorkCarouselIsland,
    FeaturedVideoIsland,
    MatchedAwardsListIsland,
    InstagramGridIsland,
    InstagramSectionWithPostsIsland,
    AllTagsIsland,
    AllTagsLinkIsland,
    LocationsSectionIsland,
    CanvasQrCodeIsland,
    BookServiceButtonIsland,
  ] as never;

  it('loads, for every island, the component its definition names', async () => {
    expect(islands.map((island) => island.island.name).sort()).toEqual(
      (Object.keys(islandLoaders) as IslandName[]).sort(),
    );
    for (const island of islands) {
      expect(await islandLoaders[island.island.name]()).toBe(island.island.Component);
    }
  });
});
