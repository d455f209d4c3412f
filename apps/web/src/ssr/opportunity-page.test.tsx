import { paySummary } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDeferredStyles } from '@/lib/deferred-styles';
import { ISLAND_ATTRIBUTE } from '@/lib/define-island';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { OPPORTUNITY_SAMPLES, SAMPLE_CONTEST, SAMPLE_OPPORTUNITY } from './opportunity-samples';
import { PUBLIC_PAGE_SAMPLES } from './samples';
import { hydratePublicPage, servePublicPage } from './testing';

// Outside the app, an island navigates by loading the next page, which jsdom cannot do: the test
// records where it would go instead.
const navigations = vi.hoisted(() => [] as string[]);
vi.mock('@/components/site-link', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/site-link')>();
  return { ...original, useSiteNavigate: () => (to: string) => void navigations.push(to) };
});

const PATH = `/opportunity-detail/${SAMPLE_OPPORTUNITY.slug}`;

afterEach(() => {
  resetDeferredStyles();
  navigations.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the server-rendered opportunity page', () => {
  it('is one of the opportunity template samples', () => {
    expect(PUBLIC_PAGE_SAMPLES.opportunity).toBe(OPPORTUNITY_SAMPLES);
    expect(OPPORTUNITY_SAMPLES.map((sample) => sample.kind)).toEqual(['opportunity', 'opportunity']);
  });

  it('draws the whole opportunity from the API answer, before any script', async () => {
    const sample = OPPORTUNITY_SAMPLES[0];
    if (sample?.kind !== 'opportunity') throw new Error('no sample');
    const { page } = await servePublicPage(sample);
    expect(page).toMatchObject({
      title: 'Senior Stylist at Luxe Salon | Canvas',
      description: 'Lived-in colour, done right',
      template: 'opportunity',
      // Preloaded by the page's head: the featured photo is its first screen's picture.
      lcpImage: {
        href: '/media/demo/opportunity/luxe-floor-1920.webp',
        srcSet:
          '/media/demo/opportunity/luxe-floor-640.webp 640w, /media/demo/opportunity/luxe-floor-1920.webp 1920w',
        sizes: '(min-width: 64em) 632px, (min-width: 48em) calc(100vw - 88px), calc(100vw - 36px)',
      },
    });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Stylist' })).toBeInTheDocument();
    expect(screen.getByText('Full Time', { selector: 'p' })).toBeInTheDocument();
    const company = screen.getAllByRole('link', { name: 'Luxe Salon' });
    expect(company[0]).toHaveAttribute('href', '/canvas/luxe-salon');
    expect(screen.getByText('1200 South Congress Ave, Austin, TX 78704')).toBeInTheDocument();
    const pay = paySummary(SAMPLE_OPPORTUNITY.additional.pay);
    expect(pay).toBeTruthy();
    expect(screen.getByText(pay ?? '', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply with my Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch our video' })).toHaveAttribute('href', '#featured-video');

    // The description with its requirements and benefits, as the API sanitized it.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByRole('heading', { name: 'What we are looking for' })).toBeInTheDocument();
    expect(within(description).getByText('A current Texas cosmetology licence')).toBeInTheDocument();
    expect(within(description).getByRole('heading', { name: 'Benefits' })).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Details' });
    for (const value of ['Full Time', 'Hair', 'Commission']) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    const additional = screen.getByRole('region', { name: 'Additional information' });
    for (const tag of ['Redken', 'Oribe', 'Vagaro'])
      expect(within(additional).getByText(tag)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to apply' })).toBeInTheDocument();
    // "Why join our team": the company's own words and links.
    const about = screen.getByRole('region', { name: 'About the company' });
    expect(within(about).getByText(/A 14-chair salon on South Congress/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://luxe-salon.example.com',
    );
    expect(within(about).getByRole('link', { name: 'View canvas' })).toHaveAttribute(
      'href',
      '/canvas/luxe-salon',
    );

    // Media: the featured photo is the first screen's picture; the video plays without a script.
    const featured = description.parentElement?.querySelector('img');
    expect(featured).toHaveAttribute('src', '/media/demo/opportunity/luxe-floor-1920.webp');
    expect(featured).toHaveAttribute(
      'srcset',
      '/media/demo/opportunity/luxe-floor-640.webp 640w, /media/demo/opportunity/luxe-floor-1920.webp 1920w',
    );
    expect(featured).toHaveAttribute('sizes');
    expect(featured).toHaveAttribute('width', '1920');
    expect(featured).toHaveAttribute('height', '1080');
    expect(featured).toHaveAttribute('loading', 'eager');
    expect(featured).toHaveAttribute('fetchpriority', 'high');
    const video = within(screen.getByRole('region', { name: 'Featured video' })).getByText(
      (_, element) => element?.tagName === 'VIDEO',
    );
    expect(video).toHaveAttribute('src', '/media/demo/opportunity/luxe-tour.mp4');
    expect(video).toHaveAttribute('poster', '/media/demo/opportunity/luxe-tour-poster.webp');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).not.toHaveAttribute('autoplay');
    const logo = about.querySelector('img');
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '56');

    // Only the interactive parts are islands, each with plain JSON props.
    const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((island) => [
      island.getAttribute(ISLAND_ATTRIBUTE),
      island.getAttribute('data-island-props'),
    ]);
    expect(islands).toEqual([
      ['site-header', JSON.stringify({ pathname: PATH, search: '' })],
      ['opportunity-view', JSON.stringify({ id: 7 })],
      ['opportunity-apply', JSON.stringify({ path: PATH })],
      ['opportunity-similar', JSON.stringify({ id: 7 })],
    ]);
    // Nothing waits for the opportunity itself.
    expect(screen.queryByRole('status', { name: /Loading opportunity/ })).not.toBeInTheDocument();
  });

  it('draws a contest: its badge, National Opportunity, and no video or logo', async () => {
    const sample = OPPORTUNITY_SAMPLES[1];
    if (sample?.kind !== 'opportunity') throw new Error('no sample');
    const { page } = await servePublicPage(sample);
    expect(page.title).toBe(`Editorial Colour Contest at ${SAMPLE_CONTEST.canvasName} | Canvas`);
    expect(screen.getByRole('heading', { level: 1, name: 'Editorial Colour Contest' })).toBeInTheDocument();
    expect(screen.getByText('CONTEST')).toBeInTheDocument();
    expect(screen.getByText('National Opportunity')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch our video' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the company' }).querySelector('img')).toBeNull();
  });
});

describe('its islands', () => {
  it('hydrate without a mismatch or a repeated id, count one view and show similar opportunities', async () => {
    const other = makeOpportunityFixture({
      id: 8,
      slug: 'colorist-8',
      jobTitle: { optionId: 5, name: 'Colorist' },
    });
    const { requests } = mockApi({
      'POST /api/opportunity/addview': { body: { counted: true } },
      'GET /api/opportunity/similar/7': { body: { list: [other], count: 1 } },
    });
    const { root } = await servePublicPage({
      kind: 'opportunity',
      path: PATH,
      opportunity: SAMPLE_OPPORTUNITY,
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(screen.getByLabelText('Loading similar opportunities')).toBeInTheDocument();
    // Before it is live, Apply and Bookmark wait in their island's gate: no press is lost.
    const apply = screen.getByRole('button', { name: 'Apply with my Portfolio' });
    expect(apply).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeDisabled();

    await hydratePublicPage(root);
    expect(apply).toBeEnabled();
    // Only the islands were hydrated: the page around them is still the server's markup.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBe(new Set(ids).size);
    const section = await screen.findByRole('region', { name: 'Similar opportunities' });
    expect(within(section).getByRole('link', { name: /Colorist/ })).toHaveAttribute(
      'href',
      '/opportunity-detail/colorist-8',
    );
    const views = requests.filter((request) => request.url.endsWith('/api/opportunity/addview'));
    expect(views).toHaveLength(1);
    expect(views[0]?.body).toEqual({ id: 7 });
  });

  it('ask a visitor who applies to sign in, and bring them back to the page (with its query)', async () => {
    mockApi({
      'POST /api/opportunity/addview': { body: { counted: true } },
      'GET /api/opportunity/similar/7': { body: { list: [], count: 0 } },
    });
    const { root } = await servePublicPage(
      { kind: 'opportunity', path: PATH, opportunity: SAMPLE_OPPORTUNITY },
      '?utm_source=instagram',
    );
    await hydratePublicPage(root);
    const user = userEvent.setup();
    const from = encodeURIComponent(`${PATH}?utm_source=instagram`);

    await user.click(screen.getByRole('button', { name: 'Apply with my Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to apply' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply with my Portfolio' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in to apply' })).getByRole('button', {
        name: 'Sign in',
      }),
    );
    expect(navigations).toEqual([`/sign-in?from=${from}`]);

    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(navigations).toEqual([`/sign-in?from=${from}`, `/sign-in?from=${from}`]);
  });
});
