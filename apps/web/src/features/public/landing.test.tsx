import { MEMBER_COUNT_TEXT, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { landingPages, nextTabletOffset } from './content/landing-pages';
import { truncateTestimonial } from './content/testimonials';

const visits = (requests: ReturnType<typeof mockApi>['requests']) =>
  requests
    .filter((request) => request.url.endsWith('/api/landing/page-visited'))
    .map((request) => request.body);

function mockLanding() {
  return mockApi({
    'GET /api/user/count': { body: { count: 42 } },
    'POST /api/landing/page-visited': { body: { ok: true } },
  });
}

async function submitEmail(user: ReturnType<typeof renderApp>['user'], email: string) {
  const form = screen.getByRole('form', { name: 'Get started with your email' });
  await user.type(within(form).getByRole('textbox', { name: 'Email address' }), email);
  await user.click(within(form).getByRole('button'));
}

describe('landing page visits (POST /api/landing/page-visited)', () => {
  it('records page, source and rep from the query', async () => {
    const { requests } = mockLanding();
    renderApp('/wella?source=spring-show&rep=rep-7');
    await waitFor(() =>
      expect(visits(requests)).toContainEqual({ page: 'wella', source: 'spring-show', rep: 'rep-7' }),
    );
  });

  it('defaults source to the campaign name and rep to null', async () => {
    const { requests } = mockLanding();
    renderApp('/stop-interview-no-shows');
    await waitFor(() =>
      expect(visits(requests)).toContainEqual({
        page: 'stop-interview-no-shows',
        source: 'stop-interview-no-shows',
        rep: null,
      }),
    );
  });

  it('keeps the fixed source of land-your-dream-career and saloncentric whatever the query says', async () => {
    const { requests } = mockLanding();
    const { unmount } = renderApp('/land-your-dream-career?source=other&rep=r1');
    await waitFor(() =>
      expect(visits(requests)).toContainEqual({
        page: 'land-your-dream-career',
        source: 'land-your-dream-career',
        rep: 'r1',
      }),
    );
    unmount();
    renderApp('/saloncentric?source=other');
    await waitFor(() =>
      expect(visits(requests)).toContainEqual({ page: 'saloncentric', source: 'saloncentric', rep: null }),
    );
  });
});

describe('landing page email form', () => {
  it('goes to /get-started with the encoded email, source and rep', async () => {
    mockLanding();
    const { user, router } = renderApp('/paulmitchell?source=fall-tour&rep=jo%20ann');
    await screen.findByRole('heading', { level: 1 });
    await submitEmail(user, 'mia+pm@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('prefilled')).toBe('mia+pm@example.com');
    expect(query.get('source')).toBe('fall-tour');
    expect(query.get('rep')).toBe('jo ann');
    expect(router.state.location.search).toContain('prefilled=mia%2Bpm%40example.com');
  });

  it('uses the campaign default source and leaves rep out when there is none', async () => {
    mockLanding();
    const { user, router } = renderApp('/studentpro');
    await screen.findByRole('heading', { level: 1 });
    await submitEmail(user, 'sam@example.com');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/get-started?prefilled=sam%40example.com&source=studentpro'),
    );
  });

  it('refuses an invalid email and stays on the page', async () => {
    mockLanding();
    const { user, router } = renderApp('/wella');
    await screen.findByRole('heading', { level: 1 });
    await submitEmail(user, 'sam@example');
    expect(await screen.findByText(messages.emailInvalid)).toBeVisible();
    expect(router.state.location.pathname).toBe('/wella');
  });
});

describe('landing page hero', () => {
  it("toggles between 'Create Your Portfolio' and 'Post Your Career Opportunity' with the spec's button labels", async () => {
    mockLanding();
    const { user } = renderApp('/saloncentric');
    const form = await screen.findByRole('form', { name: 'Get started with your email' });
    expect(screen.getByRole('radio', { name: messages.landingModePortfolio })).toBeChecked();
    expect(within(form).getByRole('button', { name: messages.landingJoin })).toBeVisible();
    await user.click(screen.getByText(messages.landingModeBiz));
    expect(screen.getByRole('radio', { name: messages.landingModeBiz })).toBeChecked();
    expect(within(form).getByRole('button', { name: messages.landingPostJob })).toBeVisible();
  });

  it('opens in biz mode with ?mode=biz', async () => {
    mockLanding();
    renderApp('/wella?mode=biz');
    expect(await screen.findByRole('radio', { name: messages.landingModeBiz })).toBeChecked();
  });

  it("closes with 'Create Your Free Account' for pros, and has no toggle on single-audience pages", async () => {
    mockLanding();
    renderApp('/land-your-dream-career');
    expect(await screen.findByRole('button', { name: messages.landingCreateAccount })).toBeVisible();
    expect(screen.queryByRole('radio', { name: messages.landingModeBiz })).toBeNull();
  });

  it("claims '39,504+' on the salon campaign and '50,000+' elsewhere until the member count loads", async () => {
    mockApi({
      'GET /api/user/count': { status: 503, body: { code: 503, message: 'Unavailable' } },
      'POST /api/landing/page-visited': { body: { ok: true } },
    });
    const { unmount } = renderApp('/stop-interview-no-shows');
    expect(await screen.findByText('39,504+')).toBeVisible();
    unmount();
    renderApp('/paulmitchell');
    expect(await screen.findByText(MEMBER_COUNT_TEXT)).toBeVisible();
  });

  it('shows one member count everywhere once it loads, from GET /api/user/count (issue 26)', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 1234 } },
      'POST /api/landing/page-visited': { body: { ok: true } },
    });
    const { unmount } = renderApp('/stop-interview-no-shows');
    const hero = await screen.findByRole('region', { name: 'Stop interview no-shows' });
    await waitFor(() => expect(within(hero).getByText('1,234')).toBeVisible());
    expect(screen.queryByText('39,504+')).toBeNull();
    unmount();
    renderApp('/paulmitchell');
    await waitFor(() => expect(screen.getAllByText('1,234').length).toBeGreaterThan(0));
    expect(screen.queryByText(MEMBER_COUNT_TEXT)).toBeNull();
  });

  it('sends Post Job Listing on to the real post page after sign-up', async () => {
    mockLanding();
    const { user, router } = renderApp('/stop-interview-no-shows');
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Get started with your email' });
    expect(within(form).getByRole('button', { name: messages.landingPostJob })).toBeVisible();
    await submitEmail(user, 'owner@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(new URLSearchParams(router.state.location.search).get('destination')).toBe(
      '/post-job-opportunity',
    );
  });

  it('shows each partner variant its own trusted-brands strip', async () => {
    mockLanding();
    renderApp('/wella');
    const strip = await screen.findByRole('region', { name: 'Trusted across the beauty industry' });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(['Wella', 'SalonCentric', 'Paul Mitchell']);
    expect(landingPages.saloncentric.brands[0]).toBe('saloncentric');
  });
});

describe('tablet image scrolling (spec 1 §2.5)', () => {
  it('steps 34 % at a time and starts over once past 50 %', () => {
    expect(nextTabletOffset(0)).toBe(34);
    expect(nextTabletOffset(34)).toBe(68);
    expect(nextTabletOffset(68)).toBe(0);
    expect(nextTabletOffset(50)).toBe(84);
  });
});

describe('testimonials', () => {
  it('cuts quotes over 160 characters and leaves shorter ones whole', () => {
    const long = 'word '.repeat(60).trim();
    const cut = truncateTestimonial(long);
    expect(cut?.endsWith('…')).toBe(true);
    expect((cut ?? '').length).toBeLessThanOrEqual(161);
    expect(truncateTestimonial('x'.repeat(160))).toBeNull();
  });

  it("expands with 'Read more' and collapses with 'Read less'", async () => {
    mockLanding();
    const { user } = renderApp('/paulmitchell');
    const [readMore] = await screen.findAllByRole('button', { name: 'Read more' });
    if (!readMore) throw new Error('no Read more');
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(readMore);
    expect(readMore).toHaveAttribute('aria-expanded', 'true');
    expect(readMore).toHaveTextContent('Read less');
  });
});
