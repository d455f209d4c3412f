import { messages, type Opportunity } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onApiError } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { renderWithProviders } from '@/testing/render';
import { type PostedCanvas, PostedOpportunities } from './posted-opportunities';
import { fillViews } from './views-chart-modal';

const salon: PostedCanvas = {
  id: 40,
  type: 'business',
  job: { now: 3, max: 10 },
  locations: [
    { uuid: 'loc-1', address: '12 Main St, Austin, TX' },
    { uuid: 'loc-2', address: '1 Elm St, Dallas, TX' },
  ],
};

const stylist = makeOpportunityFixture({ id: 71, applicants: 4, viewCount: 120 });
const contest = makeOpportunityFixture({
  id: 72,
  slug: 'color-contest-72',
  jobTitle: { optionId: 2, name: 'Color Contest' },
  jobType: { optionId: null, name: 'Part Time' },
  competition: true,
  validForAllState: true,
  location: null,
  status: 'private',
});
const expired = makeOpportunityFixture({
  id: 73,
  jobTitle: { optionId: 3, name: 'Barber' },
  expire: '2020-01-01',
});

const posted = (list: Opportunity[]) => ({ body: { list, count: list.length } });
const calls = (requests: RecordedRequest[], method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url.split('?')[0] === url);

function setUp(handlers: Parameters<typeof mockApi>[0], canvas: PostedCanvas = salon) {
  startSession(makeSession(makeUser({ profile: { target: 'businessCanvas' } })));
  const api = mockApi({
    'POST /api/opportunity/my/posted': posted([stylist, contest, expired]),
    ...handlers,
  });
  return { ...api, ...renderWithProviders(<PostedOpportunities canvas={canvas} />) };
}

describe('Posted Opportunities (spec 3)', () => {
  it('shows the header, the plan usage, Post Opportunity and the filters', async () => {
    const { requests } = setUp({});
    expect(screen.getByRole('heading', { name: 'Posted Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('3 of 10 used')).toBeInTheDocument();
    expect(messages.postedUsage(3, 10)).toBe('3 of 10 used');
    expect(screen.getByRole('link', { name: 'Post Opportunity' })).toHaveAttribute(
      'href',
      '/dashboard-post-job-opportunity?id=40',
    );
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('All');
    expect(screen.getByPlaceholderText('Search job title')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Senior Stylist' });
    expect(calls(requests, 'POST', '/api/opportunity/my/posted')[0]?.body).toMatchObject({
      canvasId: 40,
      status: 'all',
    });
  });

  it('has no location filter for a school', async () => {
    setUp({}, { ...salon, type: 'school' });
    await screen.findByRole('article', { name: 'Senior Stylist' });
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('filters by location, job title and All / Active / Inactive', async () => {
    const { user, requests } = setUp({});
    await screen.findByRole('article', { name: 'Senior Stylist' });
    const last = () => calls(requests, 'POST', '/api/opportunity/my/posted').at(-1)?.body;
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: '1 Elm St, Dallas, TX' }));
    await waitFor(() => expect(last()).toMatchObject({ locationUuid: 'loc-2' }));
    await user.type(screen.getByPlaceholderText('Search job title'), 'stylist');
    await waitFor(() => expect(last()).toMatchObject({ keyword: 'stylist', locationUuid: 'loc-2' }));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(last()).toMatchObject({ status: 'inactive' }));
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(last()).toMatchObject({ status: 'active' }));
  });

  it('shows each card: job type, title, CONTEST, location or National Opportunity, age, counts', async () => {
    setUp({});
    const card = await screen.findByRole('article', { name: 'Color Contest' });
    expect(within(card).getByText('Part Time')).toBeInTheDocument();
    expect(within(card).getByText('CONTEST')).toBeInTheDocument();
    expect(within(card).getByText(messages.nationalOpportunity)).toBeInTheDocument();
    expect(within(card).getByText(/^Posted \d+ (days|months) ago$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Color Contest: Inactive, switch' })).toBeEnabled();
    const job = screen.getByRole('article', { name: 'Senior Stylist' });
    expect(within(job).getByText('12 Main St, Austin, TX')).toBeInTheDocument();
    expect(within(job).queryByText('CONTEST')).toBeNull();
    expect(within(job).getByRole('link', { name: '4 applicants' })).toHaveAttribute(
      'href',
      '/opportunity-applicants?canvasId=40&id=71',
    );
    expect(within(job).getByRole('button', { name: '120 views, open the chart' })).toBeInTheDocument();
  });

  it('an expired opportunity shows Expired, disabled', async () => {
    setUp({});
    const card = await screen.findByRole('article', { name: 'Barber' });
    expect(within(card).getByRole('button', { name: 'Barber: Expired' })).toBeDisabled();
  });

  it('the status button switches Active to Inactive with PUT /api/opportunity/status', async () => {
    const { user, requests } = setUp({
      'PUT /api/opportunity/status': { body: { ...stylist, status: 'private' } },
    });
    const card = await screen.findByRole('article', { name: 'Senior Stylist' });
    await user.click(within(card).getByRole('button', { name: 'Senior Stylist: Active, switch' }));
    await waitFor(() =>
      expect(calls(requests, 'PUT', '/api/opportunity/status')[0]?.body).toEqual({
        id: 71,
        status: 'private',
      }),
    );
  });

  it('a refused switch reaches the app toast with the quota message, and the card stays Inactive', async () => {
    const quota = messages.opportunityQuotaReached('support@canvas.test');
    const shown: string[] = [];
    const stop = onApiError(({ error, request }) => {
      if (request.errorDisplay === 'global') shown.push(error.message);
    });
    const { user } = setUp({
      'PUT /api/opportunity/status': { status: 403, body: { code: 403, message: quota } },
    });
    const card = await screen.findByRole('article', { name: 'Color Contest' });
    await user.click(within(card).getByRole('button', { name: 'Color Contest: Inactive, switch' }));
    await waitFor(() => expect(shown).toEqual([quota]));
    stop();
    expect(within(card).getByRole('button', { name: 'Color Contest: Inactive, switch' })).toBeEnabled();
  });

  it('the view count opens the views chart by Day, Week and Month', async () => {
    const day = (date: string, count: number) => ({ date, count });
    const [today] = fillViews([], 'day')
      .slice(-1)
      .map((point) => ({
        day: point.date,
        week: fillViews([], 'week').at(-1)?.date ?? '',
        month: fillViews([], 'month').at(-1)?.date ?? '',
      }));
    const yesterday = fillViews([], 'day').at(-2)?.date ?? '';
    if (!today) throw new Error('no buckets');
    const { user, requests } = setUp({
      'GET /api/opportunity/opp-view-details/71': {
        body: {
          // The server's buckets: today and yesterday, this week, this month (the chart fills the rest).
          viewsPerDay: [day(today.day, 5), day(yesterday, 3)],
          viewsPerWeek: [day(today.week, 30)],
          viewsPerMonth: [day(today.month, 120)],
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Senior Stylist' });
    await user.click(within(card).getByRole('button', { name: '120 views, open the chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Views of Senior Stylist' });
    expect(await within(dialog).findByText('8 views in this period')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Month' }));
    expect(await within(dialog).findByText('120 views in this period')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Week' }));
    expect(await within(dialog).findByText('30 views in this period')).toBeInTheDocument();
    expect(calls(requests, 'GET', '/api/opportunity/opp-view-details/71')).toHaveLength(1);
  });

  it('the menu offers View, Edit, Copy embedded code, Duplicate and Delete', async () => {
    const { user } = setUp({});
    const card = await screen.findByRole('article', { name: 'Senior Stylist' });
    await user.click(within(card).getByRole('button', { name: 'Actions for Senior Stylist' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Copy embedded code', 'Duplicate', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      '/opportunity-detail/senior-stylist-7?from_dashboard=true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard-post-job-opportunity?id=40&opportunityId=71&is_edit=1',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy embedded code' }));
    expect(await screen.findByRole('dialog', { name: 'Embed this opportunity' })).toBeInTheDocument();
    expect(screen.getByText(messages.embedIncludeCompany)).toBeInTheDocument();
  });

  it('Delete asks first, then calls DELETE /api/opportunity/{id}', async () => {
    const { user, requests } = setUp({ 'DELETE /api/opportunity/71': { body: { success: true } } });
    const card = await screen.findByRole('article', { name: 'Senior Stylist' });
    await user.click(within(card).getByRole('button', { name: 'Actions for Senior Stylist' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this opportunity?' });
    expect(calls(requests, 'DELETE', '/api/opportunity/71')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(requests, 'DELETE', '/api/opportunity/71')).toHaveLength(1));
  });

  it("says 'There's no opportunity added' when there are none", async () => {
    setUp({ 'POST /api/opportunity/my/posted': posted([]) });
    expect(await screen.findByText(messages.noPostedOpportunities)).toBeInTheDocument();
    expect(messages.noPostedOpportunities).toBe("There's no opportunity added");
  });
});
