import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { applicationStatusLabel, defaultWithdrawMessage } from './application-status';
import { MyOpportunities } from './my-opportunities';

const applicant = makeUser({ id: 21 });
const MY_ASKED = 'GET /api/opportunity/my/asked';

const applied = (id: number, applyStatus: string, name: string) => ({
  opportunity: makeOpportunityFixture({
    id,
    slug: `${name.toLowerCase().replace(/ /g, '-')}-${id}`,
    jobTitle: { optionId: null, name },
    applyStatus,
  }),
  applyStatus,
  appliedAt: '2026-11-02T15:00:00.000Z',
});

const list = [
  applied(7, 'applied', 'Senior Stylist'),
  applied(8, 'interviewing', 'Colorist'),
  applied(9, 'withdrawed', 'Nail Tech'),
  applied(10, 'beingScreened', 'Barber'),
];

function signIn() {
  startSession(makeSession(applicant));
  return { 'GET /api/user/info': { body: applicant } };
}

const row = (name: string) => screen.findByRole('region', { name: `${name} at Luxe Salon` });

describe('application status (spec 3 §4)', () => {
  it('shows applied, interviewing and withdrawed as they are and anything else as Pending', () => {
    expect(applicationStatusLabel('applied')).toBe('applied');
    expect(applicationStatusLabel('interviewing')).toBe('interviewing');
    expect(applicationStatusLabel('withdrawed')).toBe('withdrawed');
    for (const status of ['beingScreened', 'hired', 'offerPending', 'score7'])
      expect(applicationStatusLabel(status)).toBe(messages.applicationPending);
  });

  it('starts the withdraw note with the company and the job', () => {
    const note = defaultWithdrawMessage('Luxe Salon', 'Colorist');
    expect(note).toContain('Hi Luxe Salon,');
    expect(note).toContain('Colorist');
  });
});

describe('My Opportunities (applicant)', () => {
  it('lists what the user applied to, with its status, View Opportunity, Withdraw and Message Poster', async () => {
    mockApi({ ...signIn(), [MY_ASKED]: { body: { list } } });
    renderWithProviders(<MyOpportunities />);
    const stylist = await row('Senior Stylist');
    expect(within(stylist).getByText('applied')).toBeInTheDocument();
    expect(within(stylist).getByRole('link', { name: 'View Opportunity' })).toHaveAttribute(
      'href',
      '/opportunity-detail/senior-stylist-7',
    );
    expect(within(stylist).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(stylist).getByRole('button', { name: 'Message Poster' })).toBeInTheDocument();
    expect(within(stylist).getByText(/Applied 11\/0[23]\/2026/)).toBeInTheDocument();
    expect(within(await row('Colorist')).getByText('interviewing')).toBeInTheDocument();
    expect(within(await row('Barber')).getByText(messages.applicationPending)).toBeInTheDocument();
    const withdrawn = await row('Nail Tech');
    expect(within(withdrawn).getByText('withdrawed')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it("says 'You don't have any opportunities yet' with nothing applied to", async () => {
    mockApi({ ...signIn(), [MY_ASKED]: { body: { list: [] } } });
    renderWithProviders(<MyOpportunities />);
    expect(await screen.findByText(messages.noOpportunities)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse opportunities' })).toHaveAttribute(
      'href',
      '/homepage-opportunity',
    );
  });

  it('asks for one canvas’s applications when given its id', async () => {
    const { requests } = mockApi({ ...signIn(), [MY_ASKED]: { body: { list: [] } } });
    renderWithProviders(<MyOpportunities canvasId={12} />);
    await screen.findByText(messages.noOpportunities);
    expect(requests.find((request) => request.url.includes('/my/asked'))?.url).toContain('canvas_id=12');
  });

  it('hides Withdraw and Message Poster when read-only (a non-admin member of a business canvas)', async () => {
    mockApi({ ...signIn(), [MY_ASKED]: { body: { list } } });
    renderWithProviders(<MyOpportunities readOnly />);
    const stylist = await row('Senior Stylist');
    expect(within(stylist).getByRole('link', { name: 'View Opportunity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Poster' })).not.toBeInTheDocument();
  });

  it('withdraws with a message to the poster, by keyboard, and refreshes the list', async () => {
    const { requests } = mockApi({
      ...signIn(),
      [MY_ASKED]: { body: { list } },
      'POST /api/opportunity/withdraw': { body: { success: true } },
    });
    const { user } = renderWithProviders(<MyOpportunities />);
    within(await row('Colorist'))
      .getByRole('button', { name: 'Withdraw' })
      .focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    // The focus starts on the safe answer.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const note = within(dialog).getByRole('textbox', { name: 'Message to the poster' });
    expect(note).toHaveValue(defaultWithdrawMessage('Luxe Salon', 'Colorist'));
    await user.clear(note);
    await user.type(note, 'I took another offer.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(messages.opportunityWithdrawn)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/api/opportunity/withdraw'))?.body).toEqual({
      id: 8,
      msg: 'I took another offer.',
    });
    await waitFor(() =>
      expect(requests.filter((request) => request.url.includes('/my/asked'))).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw your application?' })).not.toBeInTheDocument(),
    );
  });

  it("refuses an empty withdraw message with 'please input your message'", async () => {
    const { requests } = mockApi({ ...signIn(), [MY_ASKED]: { body: { list } } });
    const { user } = renderWithProviders(<MyOpportunities />);
    await user.click(within(await row('Colorist')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Message to the poster' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(messages.messageEmpty)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/api/opportunity/withdraw'))).toBe(false);
  });

  it("messages the opportunity's poster (msg_to_job_poster) and confirms 'Message sent!'", async () => {
    const { requests } = mockApi({
      ...signIn(),
      [MY_ASKED]: { body: { list } },
      'POST /api/user/msg-email': { body: { success: true, skipped: false } },
    });
    const { user } = renderWithProviders(<MyOpportunities />);
    await user.click(within(await row('Senior Stylist')).getByRole('button', { name: 'Message Poster' }));
    const composer = await screen.findByRole('dialog', { name: 'Message Luxe Salon' });
    await user.click(within(composer).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.messageEmpty)).toBeInTheDocument();
    await user.type(
      within(composer).getByRole('textbox', { name: 'Your message' }),
      'Is the role still open?',
    );
    await user.click(within(composer).getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('dialog', { name: messages.messageSent });
    expect(within(sent).getByText(messages.messageSentDescription)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/api/user/msg-email'))?.body).toEqual({
      msg: 'Is the role still open?',
      template: 'msg_to_job_poster',
      users: [5],
      extra: { opportunity_id: 7 },
    });
  });

  it('has its own page, /my-opportunities, where the apply dialog leads', async () => {
    mockApi({
      ...signIn(),
      [MY_ASKED]: { body: { list } },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    renderApp('/my-opportunities');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Opportunities' })).toBeInTheDocument();
    expect(await row('Senior Stylist')).toBeInTheDocument();
  });
});
