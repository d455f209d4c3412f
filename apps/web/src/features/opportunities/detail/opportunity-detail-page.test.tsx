import { type CanvasSummary, messages, type Opportunity } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshExpire } from '@/api/opportunities/duplicate-opportunity';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';

import { currentUrl, renderApp } from '@/testing/render';
import { defaultApplyMessage, isOpportunityExpired, updatedDaysAgo } from './detail-rules';

function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return makeOpportunityFixture({
    jobType: { optionId: 2, name: 'Full Time' },
    editor: '<p>Join <strong>our team</strong>.</p>',
    viewCount: 3,
    additional: {
      retailBrands: [{ optionId: 9, name: 'Redken' }],
      softwares: [],
      paymentStructure: { optionId: 4, name: 'Commission' },
      tagLine: 'Beauty, done right',
      website: 'https://luxe.test',
      about: 'A salon in Austin.',
      pay: null,
    },
    ...overrides,
  });
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
    const thumb = { url: '/media/t.png', type: 'thumbnailPhoto', video: false } as const;
    const media = { thumbPhoto: thumb, featuredPhoto: null, companyPhoto: null, featuredVideo: null };
    const { requests } = mockDetail(makeOpportunity({ canEdit: true, status: 'private', media }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'PUT /api/opportunity/status': { body: makeOpportunity({ canEdit: true, media }) },
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

  it('opens the embed panel from the owner bar and copies its snippet', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ canEdit: true }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { user } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Embed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed this opportunity' });
    const code = within(dialog).getByRole('textbox', { name: 'Embed code' });
    const src = `${window.location.origin}/opportunity-detail/senior-stylist-7?isEmbedded=true&autoplay=true`;
    expect(code).toHaveValue(
      `<iframe src="${src.replace(/&/g, '&amp;')}" title="Senior Stylist at Luxe Salon" width="100%" height="900" style="border:0;width:100%;max-width:100%;" loading="lazy" allow="autoplay; fullscreen"></iframe>`,
    );
    const include = within(dialog).getByRole('switch', { name: messages.embedIncludeCompany });
    expect(include).toBeChecked();
    await user.click(include);
    expect((code as HTMLTextAreaElement).value).toContain('autoplay=true&amp;hideCompany=true');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(messages.embedCodeCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
  });

  it('sends applying and the company to a tab of their own when embedded, and lists no other opportunities', async () => {
    const { requests } = mockDetail(makeOpportunity());
    renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true&autoplay=true');
    const apply = await screen.findByRole('link', { name: 'Apply with my Portfolio' });
    expect(apply).toHaveAttribute('href', '/opportunity-detail/senior-stylist-7');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Luxe Salon' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'View canvas' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar opportunities' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/similar/'))).toBe(false);
  });

  it('keeps the owner bar out of the embedded page', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ canEdit: true }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('leaves out the company with hideCompany (the snippet without Why Join Our Team)', async () => {
    mockDetail(makeOpportunity());
    renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true&hideCompany=true');
    expect(await screen.findByRole('region', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About the company' })).not.toBeInTheDocument();
  });

  it('shows the company when embedded with Why Join Our Team', async () => {
    mockDetail(makeOpportunity());
    renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true&autoplay=true');
    expect(await screen.findByRole('region', { name: 'About the company' })).toBeInTheDocument();
  });

  it('autoplays the featured video muted with autoplay=true', async () => {
    const video = { url: 'https://cdn.test/v.mp4', type: 'featuredVideo', video: true } as const;
    mockDetail(
      makeOpportunity({
        media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: video },
      }),
    );
    const { container } = renderApp('/opportunity-detail/senior-stylist-7?isEmbedded=true&autoplay=true');
    await screen.findByRole('region', { name: 'Featured video' });
    const element = container.querySelector('video');
    expect(element?.autoplay).toBe(true);
    expect(element?.muted).toBe(true);
  });

  it('duplicates from the owner bar: a private copy with a fresh expiry, then its editor after 1 second', async () => {
    startSession(makeSession(makeUser()));
    const original = makeOpportunity({ canEdit: true, expire: '2026-12-31' });
    const { requests } = mockDetail(original, {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'GET /api/opportunity/7': { body: original },
      'POST /api/opportunity': { body: { id: 99, slug: 'senior-stylist-luxe-2' } },
    });
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7');
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(messages.opportunityDuplicated)).toBeInTheDocument();
    const sent = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({ canvasId: 40, jobTitle: original.jobTitle, editor: original.editor });
    expect(sent?.body).not.toHaveProperty('id');
    expect(sent?.body).not.toHaveProperty('status');
    expect(sent?.body).not.toHaveProperty('poster');
    expect(sent?.body).toHaveProperty('expire', freshExpire());
    expect(currentUrl(router)).toBe('/opportunity-detail/senior-stylist-7');
    await waitFor(
      () =>
        expect(currentUrl(router)).toBe('/dashboard-post-job-opportunity?id=40&opportunityId=99&is_edit=1'),
      { timeout: 2500 },
    );
  });

  it('preview Back returns to the editor', async () => {
    startSession(makeSession(makeUser()));
    mockDetail(makeOpportunity({ canEdit: true, status: 'private' }), {
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'GET /api/canvas/40': { status: 404, body: { code: 404, message: 'Not found' } },
    });
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7?is_preview=true');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/dashboard-post-job-opportunity?id=40&opportunityId=7&is_edit=1'),
    );
  });

  it('preview Publish lists the missing required fields as Post Job does, without calling the server', async () => {
    startSession(makeSession(makeUser()));
    const draft = makeOpportunity({
      canEdit: true,
      status: 'private',
      additional: { ...makeOpportunity().additional, website: '', paymentStructure: null },
    });
    const { requests } = mockDetail(draft, { 'POST /api/canvas/my/canvases': { body: { list: [] } } });
    const { user } = renderApp('/opportunity-detail/senior-stylist-7?is_preview=true');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const missing = [
      messages.opportunityRequiredWebsite,
      messages.opportunityRequiredPaymentStructure,
      messages.opportunityRequiredThumbnail,
    ];
    expect(await screen.findByText(messages.opportunityMissingFields(missing))).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Before you post' });
    for (const label of missing) expect(within(alert).getByText(label)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/api/opportunity/status'))).toBe(false);
  });

  it("preview Publish shows the plan's quota refusal", async () => {
    startSession(makeSession(makeUser()));
    const thumb = { url: '/media/t.png', type: 'thumbnailPhoto', video: false } as const;
    const quota = messages.opportunityQuotaReached('support@canvas.example.com');
    mockDetail(
      makeOpportunity({
        canEdit: true,
        status: 'private',
        media: { thumbPhoto: thumb, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
      }),
      {
        'POST /api/canvas/my/canvases': { body: { list: [] } },
        'PUT /api/opportunity/status': { status: 402, body: { code: 402, message: quota } },
      },
    );
    const { user, router } = renderApp('/opportunity-detail/senior-stylist-7?is_preview=true');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(quota)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/opportunity-detail/senior-stylist-7?is_preview=true');
  });

  it('shows Back from the dashboard', async () => {
    mockDetail(makeOpportunity());
    renderApp('/opportunity-detail/senior-stylist-7?from_dashboard=true');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-opportunities'));
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
