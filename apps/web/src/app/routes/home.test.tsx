import { type FeaturedTile, MEMBER_COUNT_TEXT, TRACK_ID_STORAGE_KEY } from '@canvas/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

describe('home page', () => {
  it("shows '50,000+' until GET /api/user/count answers, then the count", async () => {
    let answer: (value: Response) => void = () => {};
    const { fetchMock } = mockApi({});
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/api/user/count')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify({ portfolios: [] }), { status: 200 })),
    );
    renderApp('/');
    expect((await screen.findAllByText(MEMBER_COUNT_TEXT, { exact: false })).length).toBeGreaterThan(0);
    answer(new Response(JSON.stringify({ count: 51234 }), { status: 200 }));
    expect((await screen.findAllByText('51,234', { exact: false })).length).toBeGreaterThan(0);
  });

  it('invites visitors to sign in and members to their account', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    const { unmount } = renderApp('/');
    const signInLinks = await screen.findAllByRole('link', { name: 'Sign in' });
    expect(signInLinks.map((link) => link.getAttribute('href'))).toContain('/sign-in');
    unmount();
    startSession(makeSession(makeUser({ profile: { target: 'schoolDashboard' } })));
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Go to your account' }))[0]).toHaveAttribute(
      'href',
      '/home',
    );
  });
});

describe('featured portfolios on the home page (GET /api/landing/featured)', () => {
  const tiles: FeaturedTile[] = [
    {
      name: 'Maya Robinson',
      location: 'Chicago, IL',
      image: '/media/canvas/student/maya-640.webp',
      type: 'Student',
      slug: 'maya-robinson',
      url: '/canvas/maya-robinson',
    },
    {
      name: 'Sofia Alvarez',
      location: '',
      image: null,
      type: 'Professional',
      slug: 'sofia-alvarez',
      url: '/canvas/sofia-alvarez',
    },
  ];
  const sectionTitle = 'Portfolios that get noticed';

  /** Waits until the featured list was answered and the page had time to show it. */
  async function featuredSettled(requests: RecordedRequest[]) {
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/api/landing/featured'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }

  it('shows the tiles with type, location and photo, each linking to /canvas/{slug}', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'GET /api/landing/featured': { body: { portfolios: tiles } },
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: sectionTitle })).closest('section');
    if (!section) throw new Error('no featured section');
    const maya = within(section).getByRole('link', { name: /maya robinson/i });
    expect(maya).toHaveAttribute('href', '/canvas/maya-robinson');
    expect(within(maya).getByText('Student')).toBeInTheDocument();
    expect(within(maya).getByText('Chicago, IL')).toBeInTheDocument();
    expect(maya.querySelector('img')).toHaveAttribute('src', '/media/canvas/student/maya-640.webp');
    expect(within(section).getByRole('link', { name: /sofia alvarez/i })).toHaveAttribute(
      'href',
      '/canvas/sofia-alvarez',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(2);
  });

  it('hides the section when there is nothing to feature', async () => {
    const { requests } = mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'GET /api/landing/featured': { body: { portfolios: [] } },
    });
    renderApp('/');
    await featuredSettled(requests);
    expect(screen.queryByRole('heading', { name: sectionTitle })).toBeNull();
  });

  it('hides the section, without an error message, when the list cannot be loaded', async () => {
    const { requests } = mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'GET /api/landing/featured': { status: 500, body: { code: 500, message: 'Featured list is down' } },
    });
    renderApp('/');
    await featuredSettled(requests);
    expect(screen.queryByRole('heading', { name: sectionTitle })).toBeNull();
    expect(screen.queryByText('Featured list is down')).toBeNull();
  });
});

describe('featured opportunities on the home page (spec 1 §2.5)', () => {
  const opportunity: FeaturedTile = {
    name: 'Senior Stylist at Luxe Salon',
    location: 'National Opportunity',
    image: '/media/opportunity/senior-640.webp',
    type: 'Contest',
    slug: 'senior-stylist',
    url: '/opportunity-detail/senior-stylist',
  };

  it('shows the newest opportunities, each linking to /opportunity-detail/{slug}', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'GET /api/landing/featured': { body: { portfolios: [], opportunities: [opportunity] } },
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Hiring now' })).closest('section');
    if (!section) throw new Error('no featured opportunities section');
    const link = within(section).getByRole('link', { name: /senior stylist at luxe salon/i });
    expect(link).toHaveAttribute('href', '/opportunity-detail/senior-stylist');
    expect(within(link).getByText('Contest')).toBeInTheDocument();
    expect(within(link).getByText('National Opportunity')).toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/opportunity/senior-640.webp');
  });

  it('hides the section when there are none (or an older answer has no opportunities)', async () => {
    const { requests } = mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'GET /api/landing/featured': { body: { portfolios: [] } },
    });
    renderApp('/');
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/api/landing/featured'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Hiring now' })).toBeNull();
  });
});

describe('/track-referral route', () => {
  it('stores the track id and goes home without a url', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    const { router } = renderApp('/track-referral?id=rep-9');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(window.localStorage.getItem(TRACK_ID_STORAGE_KEY)).toBe('rep-9');
  });

  it('continues to a safe same-site path', async () => {
    mockApi({});
    const { router } = renderApp('/track-referral?id=rep-9&url=%2Fmy-canvases');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent('/my-canvases')}`),
    );
  });
});
