import type { PublicPageInput } from '@canvas/shared';
import { CLUB_AWARD_TITLE, socialProfileUrl } from '@canvas/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDeferredStyles } from '@/lib/deferred-styles';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/lib/define-island';
import { mockApi } from '@/testing/mock-api';
import { CANVAS_ORG_SAMPLES, CANVAS_PERSON_SAMPLES } from './canvas-samples';
import { PUBLIC_PAGE_SAMPLES } from './samples';
import { hydratePublicPage, servePublicPage } from './testing';

// Outside the app, an island navigates by loading the next page, which jsdom cannot do: the test
// records where it would go instead.
const navigations = vi.hoisted(() => [] as string[]);
vi.mock('@/components/site-link', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/site-link')>();
  return { ...original, useSiteNavigate: () => (to: string) => void navigations.push(to) };
});

type CanvasInput = Extract<PublicPageInput, { kind: 'canvas' }>;
const SAMPLES = [...CANVAS_PERSON_SAMPLES, ...CANVAS_ORG_SAMPLES].filter(
  (sample): sample is CanvasInput => sample.kind === 'canvas',
);

/** What the islands ask the API for once live. */
function visitorApi() {
  return mockApi({
    'POST /api/badges/match': { body: { matches: [] } },
    'GET /api/instagram/medias': { body: { username: null, medias: [] } },
    'GET /api/places/map': { body: { tileUrl: null, attribution: null, zoom: 15 } },
  });
}

afterEach(() => {
  resetDeferredStyles();
  navigations.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the canvas page samples', () => {
  it('are the canvas templates: a student and a professional, a salon and a school', () => {
    expect(PUBLIC_PAGE_SAMPLES['canvas-person']).toBe(CANVAS_PERSON_SAMPLES);
    expect(PUBLIC_PAGE_SAMPLES['canvas-org']).toBe(CANVAS_ORG_SAMPLES);
    expect(SAMPLES.map((sample) => sample.canvas.type)).toEqual([
      'student',
      'professional',
      'business',
      'school',
    ]);
    for (const { opportunities } of SAMPLES.slice(2)) expect(opportunities.length).toBeGreaterThan(0);
  });
});

describe.each(SAMPLES.map((sample) => [sample.path, sample] as const))(
  'the server-rendered %s',
  (_path, sample) => {
    const { canvas } = sample;
    const isOrg = canvas.type === 'business' || canvas.type === 'school';

    it('draws the whole canvas before any script: name, about, work photos, contact links', async () => {
      const { page } = await servePublicPage(sample);
      expect(page.template).toBe(isOrg ? 'canvas-org' : 'canvas-person');
      expect(page.title).toContain(canvas.introduction.name);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(canvas.introduction.name);
      expect(screen.getByText(canvas.introduction.description)).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      // Photos: every one with its size and WebP copies, the hero's first and preloaded.
      const photos = isOrg
        ? [canvas.media.featuredPhoto, canvas.media.teamPhoto]
        : [canvas.media.featuredPhoto, ...canvas.media.portfolioPhoto];
      for (const photo of photos) {
        if (!photo) throw new Error('the sample has its photos');
        const image = document.querySelector(`img[src="${photo.url}"]`);
        expect(image).toHaveAttribute('srcset', expect.stringContaining(`${photo.variants?.['640']} 640w`));
        expect(image).toHaveAttribute('width', String(photo.dimensions?.width));
        expect(image).toHaveAttribute('height', String(photo.dimensions?.height));
      }
      const cover = document.querySelector(`img[src="${canvas.media.featuredPhoto?.url}"]`);
      expect(cover).toHaveAttribute('loading', 'eager');
      expect(cover).toHaveAttribute('fetchpriority', 'high');
      expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
      expect(page.lcpImage).toEqual({
        href: cover?.getAttribute('src'),
        srcSet: cover?.getAttribute('srcset'),
        sizes: '100vw',
      });
      if (!isOrg) {
        const work = screen.getByRole('region', { name: `${canvas.introduction.name}'s work` });
        expect(within(work).getAllByRole('button', { name: /^Open / })).toHaveLength(
          canvas.media.portfolioPhoto.length,
        );
      }

      // Contact: social profiles, booking or phone, and the visitor's actions.
      for (const network of ['instagram', 'facebook', 'tiktok'] as const) {
        const href = socialProfileUrl(network, canvas.socialMedia[network]);
        expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
      }
      if (canvas.bookingUrl) expect(screen.getByRole('link', { name: 'Book a Service' })).toBeInTheDocument();
      if (isOrg) {
        expect(screen.getByRole('link', { name: canvas.detail.primaryContactNumber })).toHaveAttribute(
          'href',
          expect.stringMatching(/^tel:\+1\d{10}$/),
        );
      }
      expect(screen.getByRole('button', { name: isOrg ? 'Message us' : 'Message me' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();

      if (isOrg) {
        for (const opportunity of sample.opportunities) {
          expect(
            screen.getByRole('link', { name: new RegExp(opportunity.jobTitle?.name ?? '') }),
          ).toHaveAttribute('href', `/opportunity-detail/${opportunity.slug}`);
        }
      } else {
        for (const award of canvas.achievements) {
          expect(screen.getByText(award.clubName || award.title)).toBeInTheDocument();
        }
        for (const job of canvas.employments)
          expect(screen.getAllByText(job.title).length).toBeGreaterThan(0);
      }
    });

    it('carries only plain, small props in its islands: never the whole canvas', async () => {
      await servePublicPage(sample);
      const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
      expect(islands.map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual(
        expect.arrayContaining(['site-header', 'canvas-actions', 'canvas-section-menu', 'canvas-qr-code']),
      );
      for (const island of islands) {
        const props = island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '';
        expect(props).not.toContain(canvas.introduction.description);
        expect(props.length).toBeLessThan(8_000);
      }
    });

    it('brings its islands to life without a mismatch or a repeated id', async () => {
      visitorApi();
      const { root } = await servePublicPage(sample);
      const heading = screen.getByRole('heading', { level: 1 });
      // Before it is live no button can be pressed, so no press is lost: each waits in its island's gate.
      const buttons = [...root.querySelectorAll('button')];
      expect(buttons.length).toBeGreaterThan(3);
      for (const button of buttons) expect(button).toBeDisabled();
      await hydratePublicPage(root);
      for (const button of root.querySelectorAll('button:not([data-disabled])')) expect(button).toBeEnabled();
      // Only the islands were hydrated: the page around them is still the server's markup.
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.length).toBe(new Set(ids).size);
      // The QR code, drawn for the page's own address once live.
      expect(await screen.findByRole('img', { name: /^QR code of / })).toHaveAttribute(
        'data-qr-payload',
        `${window.location.origin}${sample.path}`,
      );
    });
  },
);

describe("given the site's address (the API's PUBLIC_URL)", () => {
  it.each(SAMPLES.map((sample) => [sample.path, sample] as const))(
    'draws the QR code of the canvas link into the HTML, which stays as it is once live (%s)',
    async (_path, sample) => {
      visitorApi();
      const link = `https://canvas.example/canvas/${sample.canvas.slug}`;
      const { page, root } = await servePublicPage({ ...sample, origin: 'https://canvas.example' });
      expect(page.html).toContain(`data-qr-payload="${link}"`);
      const symbol = screen.getByRole('img', { name: `QR code of ${link}` });
      await hydratePublicPage(root);
      expect(screen.getByRole('img', { name: `QR code of ${link}` })).toBe(symbol);
    },
  );
});

describe('a visitor on the live page', () => {
  it.each(SAMPLES.map((sample) => [sample.path, sample] as const))(
    'is sent to sign in by Bookmark, to come back with the intent (%s)',
    async (_path, sample) => {
      visitorApi();
      const { root } = await servePublicPage(sample, '?utm_source=instagram');
      await hydratePublicPage(root);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Bookmark' }));
      const back = `${sample.path}?utm_source=instagram&intent=bookmark`;
      expect(navigations).toEqual([`/sign-in?from=${encodeURIComponent(back)}`]);
    },
  );

  it("opens every tag of a long list from its '+N' or More (their modals load at the press)", async () => {
    visitorApi();
    const [, professional, salon] = SAMPLES;
    if (!professional || !salon) throw new Error('no samples');
    const user = userEvent.setup();

    const { root } = await servePublicPage(professional);
    await hydratePublicPage(root);
    await user.click(screen.getByRole('button', { name: 'Show all 10 preferred brands' }));
    const brands = await screen.findByRole('dialog', { name: 'Preferred brands' });
    expect(within(brands).getByText('Olaplex')).toBeInTheDocument();

    const org = await servePublicPage(salon);
    await hydratePublicPage(org.root);
    await user.click(screen.getByRole('button', { name: 'More company benefits: show all 10' }));
    const benefits = await screen.findByRole('dialog', { name: 'Company benefits' });
    expect(within(benefits).getByText('Commission bonuses')).toBeInTheDocument();
    // The salon's fourth location shows at 'and 1 more location', live too.
    await user.click(screen.getByRole('button', { name: /and 1 more location/i }));
    expect(screen.getByText('87 Bedford Ave, Brooklyn, NY 11211')).toBeInTheDocument();
  });

  it('is sent to sign in by Message me, and nothing else is loaded for it', async () => {
    const { requests } = visitorApi();
    const sample = SAMPLES[1];
    if (!sample) throw new Error('no sample');
    const { root } = await servePublicPage(sample);
    await hydratePublicPage(root);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Message me' }));
    expect(navigations).toEqual([`/sign-in?from=${encodeURIComponent(`${sample.path}?intent=message`)}`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/bookmark'))).toBe(false);
  });
});

describe("the awards' badges (the matches the API hands over)", () => {
  const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const awardsOf = (root: HTMLElement) => {
    const awards = root.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="canvas-awards"]`);
    if (!awards) throw new Error('no awards island');
    return awards;
  };

  it.each(SAMPLES.map((sample) => [sample.path, sample] as const))(
    'are in the HTML before any script (logo, line, issuer link) and stay as they are once live, unasked (%s)',
    async (_path, sample) => {
      const { requests } = visitorApi();
      const { root } = await servePublicPage(sample);
      const awards = awardsOf(root);
      expect(sample.badges.length).toBeGreaterThan(0);
      const items = within(awards).getAllByRole('listitem');
      expect(items).toHaveLength(sample.canvas.achievements.length);
      for (const badge of sample.badges) {
        for (const index of badge.awards) {
          const award = sample.canvas.achievements[index];
          const item = items[index];
          if (!award || !item) throw new Error(`no award ${index}`);
          // The logo keeps its square place while it loads (lazy): nothing grows on scroll.
          const logo = item.querySelector('img');
          expect(logo).toHaveAttribute('src', badge.logo);
          expect(logo).toHaveAttribute('width', '56');
          expect(logo).toHaveAttribute('height', '56');
          const title = award.title === CLUB_AWARD_TITLE && award.clubName ? award.clubName : award.title;
          const line = sameText(badge.line, title) ? 'Verified badge' : badge.line;
          if (badge.url) {
            expect(within(item).getByRole('link', { name: line })).toHaveAttribute('href', badge.url);
          } else {
            expect(item).toHaveTextContent(line);
            expect(within(item).queryByRole('link')).toBeNull();
          }
        }
      }

      const before = awards.innerHTML;
      const logos = [...awards.querySelectorAll('img')];
      await hydratePublicPage(root);
      // Hydrated without a change: the same nodes, the same markup, and no fetch of the matches.
      expect(awards.innerHTML).toBe(before);
      const live = [...awards.querySelectorAll('img')];
      expect(live).toHaveLength(logos.length);
      for (const [index, logo] of logos.entries()) expect(live[index]).toBe(logo);
      expect(requests.filter((request) => request.url.includes('/api/badges/match'))).toEqual([]);
    },
  );

  it('draws plain award icons when no award earns a badge, and asks nothing once live', async () => {
    const sample = SAMPLES[1];
    if (!sample) throw new Error('no sample');
    const { requests } = visitorApi();
    const { root } = await servePublicPage({ ...sample, badges: [] });
    const awards = awardsOf(root);
    expect(awards.querySelector('img')).toBeNull();
    const before = awards.innerHTML;
    await hydratePublicPage(root);
    expect(awards.innerHTML).toBe(before);
    expect(requests.filter((request) => request.url.includes('/api/badges/match'))).toEqual([]);
  });
});
