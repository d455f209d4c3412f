import {
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUSES,
  type ApplicantRow,
  type ApplicantsResult,
  messages,
} from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { APPLICANTS_CONDENSED_QUERY, ApplicantsPage } from './applicants-page';

const URL = '/opportunity-applicants?canvasId=7&id=42';

const maya: ApplicantRow = {
  applyId: 501,
  userId: 31,
  canvasId: 410,
  canvasSlug: 'maya-robinson',
  firstName: 'Maya',
  lastName: 'Robinson',
  avatar: null,
  phoneNumber: '(512) 555-0111',
  location: 'Austin, TX',
  applyDate: '2026-03-04T15:00:00.000Z',
  status: 'applied',
  adminSubmittedToHiringManager: null,
  pending: false,
  scheduledAt: null,
};
const leo: ApplicantRow = {
  ...maya,
  applyId: 502,
  userId: 32,
  canvasId: 411,
  canvasSlug: null,
  firstName: 'Leo',
  lastName: 'Park',
  location: 'Dallas, TX',
  status: 'interviewing',
};
const hidden: ApplicantRow = {
  ...maya,
  applyId: 503,
  userId: 33,
  canvasId: null,
  canvasSlug: null,
  firstName: 'Ivy',
  lastName: 'Chen',
  pending: true,
};

const result = (list: ApplicantRow[], overrides: Partial<ApplicantsResult> = {}): ApplicantsResult => ({
  applicants: { list, count: list.length },
  statistics: { applyCount: 12, offerCount: 3, interviewCount: 5, viewCount: 1840 },
  competition: false,
  medianResponseHours: null,
  ...overrides,
});

const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.split('?')[0] === `/api${path}`);
const listCalls = (requests: RecordedRequest[]) => calls(requests, 'POST', '/opportunity/applicants');

function viewport(condensed: boolean) {
  stubViewport(condensed ? [APPLICANTS_CONDENSED_QUERY] : []);
}

beforeEach(() => {
  viewport(false);
  Element.prototype.scrollTo = () => {};
  startSession(makeSession(makeUser()));
});
afterEach(() => {
  endSession('signedOut');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ApplicantsPage', () => {
  it("shows 'Candidates', the stat cards, the way back and the opportunity, and asks for the first 25 newest", async () => {
    const { requests } = mockApi({ 'POST /api/opportunity/applicants': { body: result([maya, leo]) } });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Candidates', level: 1 })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No. Applicants12', 'Offer Total3', 'Interview5', 'Opportunity Views1,840']);
    expect(screen.getByRole('link', { name: 'Posted Opportunities' })).toHaveAttribute(
      'href',
      '/my-dashboard?tabType=posted_opportunity&viewCanvas=7',
    );
    expect(screen.getByRole('link', { name: 'View opportunity' })).toHaveAttribute(
      'href',
      '/opportunity-detail/42?from_dashboard=true',
    );
    expect(listCalls(requests)[0]?.body).toEqual({
      id: 42,
      keyword: '',
      size: 25,
      page: 1,
      orderBy: { field: 'applyDate', direction: 'desc' },
    });
    const table = screen.getByRole('table', { name: 'Applicants' });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['MRMaya Robinson', '(512) 555-0111', 'Austin, TX', '03/04/2026']);
    expect(screen.queryByText(/Usually responds/)).toBeNull();
  });

  it('says how fast the poster usually answers when the API knows', async () => {
    mockApi({ 'POST /api/opportunity/applicants': { body: result([maya], { medianResponseHours: 52 }) } });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(await screen.findByText('Usually responds within 3 days')).toBeInTheDocument();
  });

  it("says 'There are no applicants yet' when nobody applied", async () => {
    mockApi({ 'POST /api/opportunity/applicants': { body: result([]) } });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(await screen.findByText(messages.applicantsEmpty)).toBeInTheDocument();
  });

  it("filters by status (ALL and the 14 statuses), page size (25 to 400) and a debounced 'Search Applicant by name...'", async () => {
    const { requests } = mockApi({ 'POST /api/opportunity/applicants': { body: result([maya]) } });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ALL',
      ...APPLICANT_STATUSES.map((status) => APPLICANT_STATUS_LABELS[status]),
    ]);
    await user.click(screen.getByRole('option', { name: 'Interviewing' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)?.body).toMatchObject({ status: 'interviewing', page: 1 }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '25',
      '50',
      '100',
      '200',
      '400',
    ]);
    await user.click(screen.getByRole('option', { name: '200' }));
    await waitFor(() => expect(listCalls(requests).at(-1)?.body).toMatchObject({ size: 200 }));

    const before = listCalls(requests).length;
    await user.type(screen.getByPlaceholderText('Search Applicant by name...'), 'maya');
    await waitFor(() => expect(listCalls(requests).at(-1)?.body).toMatchObject({ keyword: 'maya' }));
    // One request for the whole word, none for 'm', 'ma', 'may'.
    expect(
      listCalls(requests)
        .slice(before)
        .map((request) => (request.body as { keyword: string }).keyword),
    ).toEqual(['maya']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'ALL' }));
    await waitFor(() => expect(listCalls(requests).at(-1)?.body).not.toHaveProperty('status'));
  });

  it('sorts by location, date applied and status', async () => {
    const { requests } = mockApi({ 'POST /api/opportunity/applicants': { body: result([maya, leo]) } });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });
    await user.click(screen.getByRole('button', { name: /Location/ }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)?.body).toMatchObject({
        orderBy: expect.objectContaining({ field: 'location' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)?.body).toMatchObject({
        orderBy: expect.objectContaining({ field: 'status' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: /Date applied/ }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)?.body).toMatchObject({
        orderBy: expect.objectContaining({ field: 'applyDate' }),
      }),
    );
    // Name and phone are not sortable (spec 3).
    expect(screen.queryByRole('button', { name: /^Name/ })).toBeNull();
  });

  it("calls a contest's applicants 'Contestants' and scores them Score 0 … Score 10", async () => {
    const scored = { ...maya, status: 'score7' };
    const { requests } = mockApi({
      'POST /api/opportunity/applicants': { body: result([scored], { competition: true }) },
      'POST /api/opportunity/applicant-status': { body: { success: true } },
    });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Contestants', level: 1 })).toBeInTheDocument();
    const scores = Array.from({ length: 11 }, (_, score) => `Score ${score}`);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ALL', ...scores]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Status of Maya Robinson' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(scores);
    await user.click(screen.getByRole('option', { name: 'Score 10' }));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/opportunity/applicant-status')[0]?.body).toEqual({
        opportunityId: 42,
        applyId: 501,
        status: 'score10',
      }),
    );
  });

  it('moves a candidate to any status (no order) and reloads the list', async () => {
    const { requests } = mockApi({
      'POST /api/opportunity/applicants': { body: result([maya]) },
      'POST /api/opportunity/applicant-status': { body: { success: true } },
    });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });
    expect(listCalls(requests)).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Status of Maya Robinson' }));
    await user.click(screen.getByRole('option', { name: 'Hired' }));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/opportunity/applicant-status')[0]?.body).toEqual({
        opportunityId: 42,
        applyId: 501,
        status: 'hired',
      }),
    );
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
    expect(await screen.findByText('Maya Robinson is now Hired.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('asks for the date and time of a scheduled interview, and says the candidate gets a calendar invitation', async () => {
    const { requests } = mockApi({
      'POST /api/opportunity/applicants': { body: result([maya]) },
      'POST /api/opportunity/applicant-status': { body: { success: true } },
    });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });
    await user.click(screen.getByRole('combobox', { name: 'Status of Maya Robinson' }));
    await user.click(screen.getByRole('option', { name: 'Scheduled Interview Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled Interview Date' });
    expect(dialog).toHaveTextContent('They get a calendar invitation with your address by email.');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Please pick a date and time')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/opportunity/applicant-status')).toEqual([]);

    const input = within(dialog).getByLabelText(/Date and time/);
    await user.type(input, '2026-12-01T14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/opportunity/applicant-status')[0]?.body).toEqual({
        opportunityId: 42,
        applyId: 501,
        status: 'scheduledInterviewDate',
        scheduledAt: new Date('2026-12-01T14:30').toISOString(),
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Scheduled Interview Date' })).toBeNull(),
    );
  });

  it('cancelling the schedule dialog changes nothing', async () => {
    const { requests } = mockApi({ 'POST /api/opportunity/applicants': { body: result([maya]) } });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });
    await user.click(screen.getByRole('combobox', { name: 'Status of Maya Robinson' }));
    await user.click(screen.getByRole('option', { name: 'Scheduled Tech Demonstration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled Tech Demonstration' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'POST', '/opportunity/applicant-status')).toEqual([]);
  });

  it("shows pending applicants as '(pending)' with no checkbox to tick and no actions", async () => {
    mockApi({ 'POST /api/opportunity/applicants': { body: result([maya, hidden]) } });
    renderWithProviders(<ApplicantsPage />, URL);
    await screen.findByRole('table', { name: 'Applicants' });
    expect(screen.getByText('(pending)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Ivy Chen' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Actions for Ivy Chen' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Maya Robinson' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Actions for Maya Robinson' })).toBeInTheDocument();
  });

  describe("the admins' 'Submitted to Hiring Manager'", () => {
    it('is not shown to the poster', async () => {
      mockApi({ 'POST /api/opportunity/applicants': { body: result([maya]) } });
      renderWithProviders(<ApplicantsPage />, URL);
      await screen.findByRole('table', { name: 'Applicants' });
      expect(screen.queryByRole('columnheader', { name: /Submitted to Hiring Manager/ })).toBeNull();
    });

    it('is a sortable checkbox column for platform admins that saves at once', async () => {
      startSession(makeSession(makeAdmin()));
      const { requests } = mockApi({
        'POST /api/opportunity/applicants': {
          body: result([{ ...maya, adminSubmittedToHiringManager: false }]),
        },
        'POST /api/opportunity/submitted-to-hiring-manager': { body: { success: true } },
      });
      const { user } = renderWithProviders(<ApplicantsPage />, URL);
      await screen.findByRole('table', { name: 'Applicants' });
      await user.click(screen.getByRole('checkbox', { name: 'Maya Robinson submitted to hiring manager' }));
      await waitFor(() =>
        expect(calls(requests, 'POST', '/opportunity/submitted-to-hiring-manager')[0]?.body).toEqual({
          applyId: 501,
          bool: true,
        }),
      );
      await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: /Submitted to Hiring Manager/ }));
      await waitFor(() =>
        expect(listCalls(requests).at(-1)?.body).toMatchObject({
          orderBy: expect.objectContaining({ field: 'submittedToHiringManager' }),
        }),
      );
    });
  });

  describe('Message', () => {
    it("writes to the selected applicants (msg_to_applicants): 'please input your message', then 'email sent successfully'", async () => {
      const { requests } = mockApi({
        'POST /api/opportunity/applicants': { body: result([maya, leo, hidden]) },
        'POST /api/user/msg-email': { body: { success: true, skipped: false } },
      });
      const { user } = renderWithProviders(<ApplicantsPage />, URL);
      await screen.findByRole('table', { name: 'Applicants' });
      expect(screen.getByRole('button', { name: 'Message' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message 2 applicants' });
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText(messages.messageEmpty)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Thanks for applying!');
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText(messages.applicantsEmailSent)).toBeInTheDocument();
      expect(calls(requests, 'POST', '/user/msg-email')[0]?.body).toEqual({
        msg: 'Thanks for applying!',
        template: 'msg_to_applicants',
        users: [31, 32],
        extra: { opportunity_id: 42 },
      });
      expect(screen.queryByRole('dialog', { name: messages.messageSent })).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Message' })).toBeDisabled());
    });

    it('writes to one applicant from their row', async () => {
      const { requests } = mockApi({
        'POST /api/opportunity/applicants': { body: result([maya]) },
        'POST /api/user/msg-email': { body: { success: true, skipped: false } },
      });
      const { user } = renderWithProviders(<ApplicantsPage />, URL);
      await user.click(await screen.findByRole('button', { name: 'Actions for Maya Robinson' }));
      await user.click(screen.getByRole('menuitem', { name: 'Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message Maya Robinson' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(calls(requests, 'POST', '/user/msg-email')[0]?.body).toMatchObject({ users: [31] }),
      );
    });
  });

  it("View opens the candidate's canvas in a new tab; Copy link copies it after 500 ms", async () => {
    mockApi({ 'POST /api/opportunity/applicants': { body: result([maya, leo]) } });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    await user.click(await screen.findByRole('button', { name: 'Actions for Maya Robinson' }));
    const view = screen.getByRole('menuitem', { name: 'View' });
    expect(view).toHaveAttribute('href', '/canvas/maya-robinson');
    expect(view).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    // Nothing yet: the copy waits 500 ms (spec 3).
    expect(screen.queryByText(messages.linkCopied)).toBeNull();
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/canvas/maya-robinson`);

    // Without a slug, the canvas's id.
    await user.click(screen.getByRole('button', { name: 'Actions for Leo Park' }));
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveAttribute('href', '/canvas/411');
  });

  it('refuses a reader who is not the poster (403) with a clear not-allowed state', async () => {
    mockApi({
      'POST /api/opportunity/applicants': { status: 403, body: { code: 403, message: 'Forbidden' } },
    });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(
      await screen.findByRole('heading', { name: "You can't see these applicants" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Posted Opportunities' })).toHaveAttribute(
      'href',
      '/my-dashboard?tabType=posted_opportunity&viewCanvas=7',
    );
  });

  it('says the same of an opportunity that is not there (404) or an address without one', async () => {
    const { requests } = mockApi({
      'POST /api/opportunity/applicants': { status: 404, body: { code: 404, message: 'Not found' } },
    });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(
      await screen.findByRole('heading', { name: "You can't see these applicants" }),
    ).toBeInTheDocument();
    requests.length = 0;
    renderWithProviders(<ApplicantsPage />, '/opportunity-applicants?canvasId=7');
    expect(await screen.findAllByRole('heading', { name: "You can't see these applicants" })).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('offers Try again when the list fails to load', async () => {
    let fail = true;
    mockApi({
      'POST /api/opportunity/applicants': () =>
        fail ? { status: 500, body: { code: 500, message: 'Boom' } } : { body: result([maya]) },
    });
    const { user } = renderWithProviders(<ApplicantsPage />, URL);
    expect(await screen.findByText('We could not load the applicants')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Applicants' })).toBeInTheDocument();
  });

  it('shows skeletons while the first page loads', async () => {
    mockApi({ 'POST /api/opportunity/applicants': { body: result([maya]) } });
    renderWithProviders(<ApplicantsPage />, URL);
    expect(screen.getByRole('status', { name: 'Loading the applicants' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Applicants' });
  });

  describe('at 1024 px and below', () => {
    const many = (page: number) =>
      Array.from({ length: 25 }, (_, index) => ({
        ...maya,
        applyId: page * 100 + index,
        userId: page * 100 + index,
        firstName: `Page${page}`,
        lastName: `Person${index}`,
      }));

    it('lists condensed cards and loads the next page at the end of the list (or with the button)', async () => {
      viewport(true);
      const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          entry: { callback: IntersectionObserverCallback; target: Element | null };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback, target: null };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.target = target;
          }
          disconnect() {
            this.entry.target = null;
          }
        },
      );
      const { requests } = mockApi({
        'POST /api/opportunity/applicants': ({ body }) => {
          // 25, then 3 and 3: 31 in all (few cards keep the test quick).
          const page = (body as { page: number }).page;
          const list = many(page).slice(0, page === 1 ? 25 : 3);
          return { body: { ...result(list), applicants: { list, count: 31 } } };
        },
      });
      const { user } = renderWithProviders(<ApplicantsPage />, URL);
      const list = await screen.findByRole('list', { name: 'Applicants' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getAllByRole('listitem')).toHaveLength(25);
      expect(within(list).getAllByText('Austin, TX · (512) 555-0111 · Applied 03/04/2026')).toHaveLength(25);

      // Scrolling to the end: the sentinel comes into view.
      const active = observers.find((entry) => entry.target !== null);
      expect(active).toBeDefined();
      active?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(28));
      expect(listCalls(requests).at(-1)?.body).toMatchObject({ page: 2, size: 25 });

      // The keyboard's way: the button.
      await user.click(screen.getByRole('button', { name: 'Load more applicants' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(31));
      expect(listCalls(requests).at(-1)?.body).toMatchObject({ page: 3 });
      expect(screen.queryByRole('button', { name: 'Load more applicants' })).toBeNull();
      expect(screen.getByText('All 31 applicants shown')).toBeInTheDocument();

      // Sorting without column headers.
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(screen.getByRole('option', { name: 'Location, A to Z' }));
      await waitFor(() =>
        expect(listCalls(requests).at(-1)?.body).toMatchObject({
          page: 1,
          orderBy: { field: 'location', direction: 'asc' },
        }),
      );
    });

    it('selects and messages from the cards; pending cards have no checkbox or actions', async () => {
      viewport(true);
      const { requests } = mockApi({
        'POST /api/opportunity/applicants': { body: result([maya, hidden]) },
        'POST /api/user/msg-email': { body: { success: true, skipped: false } },
      });
      const { user } = renderWithProviders(<ApplicantsPage />, URL);
      await screen.findByRole('list', { name: 'Applicants' });
      expect(screen.queryByRole('checkbox', { name: 'Select Ivy Chen' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Actions for Ivy Chen' })).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: 'Select Maya Robinson' }));
      await user.click(screen.getByRole('button', { name: 'Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message Maya Robinson' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hi');
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(calls(requests, 'POST', '/user/msg-email')[0]?.body).toMatchObject({ users: [31] }),
      );
    });
  });
});
