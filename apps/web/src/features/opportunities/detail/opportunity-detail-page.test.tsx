import type { CanvasSummary, Opportunity } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { defaultApplyMessage, isOpportunityExpired, updatedDaysAgo } from './detail-rules';

function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 7,
    slug: 'senior-stylist-7',
    jobTitle: { optionId: 1, name: 'Senior Stylist' },
    jobType: { optionId: 2, name: 'Full Time' },
    jobCategory: { optionId: 3, name: 'Hair' },
    location: { uuid: 'loc-1', address: '12 Main St, Austin, TX' },
    validForAllState: false,
    competition: false,
    brand: 'Not a Brand',
    email: 'jobs@salon.test',
    applyUrl: '',
    editor: '<p>Join <strong>our team</strong>.</p>',
    status: 'public',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    expire: '2099-12-31',
    applicants: 0,
    viewCount: 3,
    media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
    canvasId: 40,
    canvasName: 'Luxe Salon',
    canvasSlug: 'luxe-salon',
    applyStatus: null,
    poster: 5,
    additional: {
      retailBrands: [{ optionId: 9, name: 'Redken' }],
      softwares: [],
      paymentStructure: { optionId: 4, name: 'Commission' },
      tagLine: 'Beauty, done right',
      website: 'https://luxe.test',
      about: 'A salon in Austin.',
    },
    isBookmarked: false,
    canEdit: false,
    ...overrides,
  };
}

const studentCanvas: CanvasSummary = {
  id: 12,
  slug: 'ava',
  type: 'student',
  status: 'public',
  name: 'Ava Stone',
  title: 'Stylist',
  image: null,
  completion: 80,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function mockDetail(opportunity: Opportunity, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/opportunity/senior-stylist-7': { body: opportunity },
    'POST /api/opportunity/addview': { body: { counted: true } },
    'GET /api/opportunity/similar/7': { body: { list: [], count: 0 } },
    ...extra,
  });
}

describe('opportunity detail rules', () => {
  it('expires after its expiry day, not on it', () => {
    const today = new Date(2026, 10, 26);
    expect(isOpportunityExpired('2026-11-26', today)).toBe(false);
    expect(isOpportunityExpired('2026-11-25', today)).toBe(true);
  });

  it('prefills the apply message with company, job title and user name', () => {
    const text = defaultApplyMessage('Luxe Salon', 'Senior Stylist', 'Ava Stone');
    expect(text).toContain('Hi Luxe Salon,');
    expect(text).toContain('Senior Stylist');
    expect(text).toContain('Ava Stone');
  });

  it('says how long ago a similar opportunity was updated', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(updatedDaysAgo('2026-11-23T12:00:00.000Z', now)).toBe('Updated 3 days ago');
    expect(updatedDaysAgo('2026-11-25T12:00:00.000Z', now)).toBe('Updated 1 day ago');
  });
});

describe('OpportunityDetailPage', () => {
  it('shows the opportunity, counts one view and links the company', async () => {
    const { requests } = mockDetail(makeOpportunity({ competition: true }));
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Stylist' })).toBeInTheDocument();
    expect(screen.getByText('CONTEST')).toBeInTheDocument();
    expect(screen.getByText('12 Main St, Austin, TX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Luxe Salon' })).toHaveAttribute('href', '/canvas/luxe-salon');
    expect(screen.getByText('our team').tagName).toBe('STRONG');
    const details = screen.getByRole('table', { name: 'Details' });
    expect(within(details).getByText('Commission')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/api/opportunity/addview'))).toHaveLength(1),
    );
    expect(requests.find((request) => request.url.endsWith('/addview'))?.body).toEqual({ id: 7 });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("reads 'National Opportunity' when valid for all states", async () => {
    mockDetail(makeOpportunity({ validForAllState: true, location: null }));
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByText('National Opportunity')).toBeInTheDocument();
  });

  it('shows the not-found state when the API answers 404', async () => {
    mockApi({
      'GET /api/opportunity/senior-stylist-7': { status: 404, body: { code: 404, message: 'Not found' } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(
      await screen.findByRole('heading', { name: 'This opportunity is not available' }),
    ).toBeInTheDocument();
  });

  it('tells an editor it has expired and offers no apply', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ expire: '2020-01-01', canEdit: true, status: 'private' }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByText('This opportunity has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply with my Portfolio' })).not.toBeInTheDocument();
  });

  it('gives editors Edit and Set as Public, which calls the status route', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockDetail(makeOpportunity({ canEdit: true, status: 'private' }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'PUT /api/opportunity/status': { body: makeOpportunity({ canEdit: true, status: 'public' }) },
    });
    const { user } = renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard-post-job-opportunity?id=40&opportunityId=7&is_edit=1',
    );
    await user.click(screen.getByRole('button', { name: 'Set as Public' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/api/opportunity/status'))?.body).toEqual({
        id: 7,
        status: 'public',
      }),
    );
  });

  it('offers Set as Private on a public opportunity', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ canEdit: true }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('button', { name: 'Set as Private' })).toBeInTheDocument();
  });

  it('shows Back and Publish in preview', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockDetail(makeOpportunity({ canEdit: true, status: 'private' }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'PUT /api/opportunity/status': { body: makeOpportunity({ canEdit: true }) },
    });
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7?is_preview=true');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/opportunity-publish-success?id=senior-stylist-7'));
    expect(requests.some((request) => request.url.endsWith('/api/opportunity/status'))).toBe(true);
  });

  it('shows Back when embedded', async () => {
    mockDetail(makeOpportunity());
    renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('hides the site header and footer when embedded, and only then', async () => {
    mockDetail(makeOpportunity());
    const embedded = renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Stylist' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    embedded.unmount();

    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Stylist' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the site header on other pages asked for with isEmbedded', async () => {
    mockApi({});
    renderApp('/contact-us?isEmbedded=true');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before applying', async () => {
    mockDetail(makeOpportunity());
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Apply with my Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to apply' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/sign-in?from=${encodeURIComponent('/opportunity-detail/senior-stylist-7')}`,
      ),
    );
  });

  it('sends a visitor who bookmarks to sign in', async () => {
    mockDetail(makeOpportunity());
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('sends a user without a student or professional canvas to create one', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity(), {
      'POST /api/canvas/my/canvases': { body: { list: [{ ...studentCanvas, type: 'business' }] } },
    });
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Apply with my Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your portfolio first' });
    await user.click(within(dialog).getByRole('button', { name: 'Create a canvas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/add-canvas'));
  });

  it('applies with the prefilled message and confirms it was sent', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockDetail(makeOpportunity(), {
      'POST /api/canvas/my/canvases': { body: { list: [studentCanvas] } },
      'POST /api/opportunity/apply': { body: { success: true, applyStatus: 'applied' } },
    });
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Apply with my Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply with my Portfolio' });
    const message = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(message).toHaveValue(defaultApplyMessage('Luxe Salon', 'Senior Stylist', 'Ava Stone'));
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const sent = await screen.findByRole('dialog', { name: 'Message sent!' });
    expect(within(sent).getByText('Woohoo! Your application was sent successfully.')).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/api/opportunity/apply'))?.body).toEqual({
      id: 7,
      canvasId: 12,
      message: defaultApplyMessage('Luxe Salon', 'Senior Stylist', 'Ava Stone'),
    });
    await user.click(within(sent).getByRole('button', { name: 'Back to My Applied Opportunities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage-opportunity'));
  });

  it('shows that the reader has already applied', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ applyStatus: 'applied' }), {
      'POST /api/canvas/my/canvases': { body: { list: [studentCanvas] } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply with my Portfolio' })).not.toBeInTheDocument();
  });

  it('bookmarks and offers Remove Bookmark on a bookmarked one', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockDetail(makeOpportunity({ isBookmarked: true }), {
      'POST /api/canvas/my/canvases': { body: { list: [studentCanvas] } },
      'PUT /api/bookmark/opportunity/7/remove': { body: { bookmarked: false } },
    });
    const { user } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Remove Bookmark' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/api/bookmark/opportunity/7/remove'))).toBe(
        true,
      ),
    );
  });

  it('shows additional information and how to apply to a visitor', async () => {
    mockDetail(
      makeOpportunity({
        media: {
          thumbPhoto: null,
          featuredPhoto: null,
          companyPhoto: null,
          featuredVideo: { url: 'https://cdn.test/v.mp4', type: 'featuredVideo', video: true },
        },
      }),
    );
    renderApp('/opportunity-detail/senior-stylist-7');
    const additional = await screen.findByRole('region', { name: 'Additional information' });
    expect(within(additional).getByText('Redken')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to apply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch our video' })).toHaveAttribute('href', '#featured-video');
    expect(screen.getByRole('region', { name: 'Featured video' })).toBeInTheDocument();
  });

  it('keeps How to apply from signed-in readers', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity(), { 'POST /api/canvas/my/canvases': { body: { list: [studentCanvas] } } });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('region', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to apply' })).not.toBeInTheDocument();
  });

  it('lists similar opportunities with their update age', async () => {
    const other = makeOpportunity({ id: 8, slug: 'colorist-8', jobTitle: { optionId: 5, name: 'Colorist' } });
    mockDetail(makeOpportunity(), {
      'GET /api/opportunity/similar/7': { body: { list: [other], count: 1 } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    const section = await screen.findByRole('region', { name: 'Similar opportunities' });
    expect(within(section).getByRole('link', { name: /Colorist/ })).toHaveAttribute(
      'href',
      '/opportunity-detail/colorist-8',
    );
    expect(within(section).getByText(/^Updated \d+ days? ago$/)).toBeInTheDocument();
  });
});
