import { type MyCanvas, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBusinessCanvas } from '@/features/canvases/canvas-fixtures';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { renderApp } from '@/testing/render';

const salon: MyCanvas = {
  id: 52,
  slug: 'studio-nova',
  type: 'business',
  status: 'public',
  name: 'Studio Nova',
  title: '',
  image: null,
  completion: 90,
  updatedAt: '2026-11-20T10:00:00.000Z',
  memberRole: null,
  payorder: { status: 'succeeded', price: 4900 },
  job: { now: 1, max: 5 },
};

function setUp(canvas: MyCanvas) {
  const user = makeUser({ dashboardWelcome: false, profile: { target: 'businessCanvas' } });
  startSession(makeSession(user));
  return mockApi({
    'GET /api/user/info': { body: user },
    'POST /api/canvas/my/canvases': { body: { list: [canvas] } },
    'GET /api/canvas/52': { body: makeBusinessCanvas({ memberRole: canvas.memberRole }) },
    'POST /api/opportunity/my/posted': {
      body: { list: [makeOpportunityFixture({ canvasId: 52 })], count: 1 },
    },
    'GET /api/opportunity/my/asked': { body: { list: [] } },
    'POST /api/canvas/business/statistics': {
      body: {
        apply: 1,
        scheduledInterviewDate: 0,
        beingScreened: 0,
        interviewing: 0,
        scheduledTechDemonstration: 0,
        interviewed: 0,
        submittedToHiringLeader: 0,
        offerPending: 0,
        offerAccepted: 0,
        hired: 0,
        offerDeclined: 0,
        notAFit: 0,
        withdrawed: 0,
        opportunity: 1,
        opportunityView: 9,
      },
    },
  });
}

describe('/my-dashboard composes the tabs from their features', () => {
  it('Posted Opportunities with the canvas quota and its cards', async () => {
    setUp(salon);
    renderApp('/my-dashboard?viewCanvas=52&tabType=posted_opportunity');
    expect(await screen.findByRole('heading', { name: 'Posted Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5 used')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Senior Stylist' })).toBeInTheDocument();
  });

  it('Stats for the salon', async () => {
    setUp(salon);
    renderApp('/home?viewCanvas=52&tabType=stats');
    expect(await screen.findByText('Active Opportunity Views')).toBeInTheDocument();
  });

  it('a non-admin member gets My Opportunities without Withdraw or Message Poster, and no team or posted tabs', async () => {
    setUp({ ...salon, memberRole: 'Non-admin' });
    renderApp('/my-dashboard?viewCanvas=52&tabType=posted_opportunity');
    expect(await screen.findByText(messages.noOpportunities)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['My Opportunities']);
    expect(screen.getByText('View as Non-admin')).toBeInTheDocument();
  });

  it('the sidebar offers the Dashboard with its dot, and highlights unread notifications with their count', async () => {
    const user = makeUser({ dashboardWelcome: false, dashboardDot: true });
    startSession(makeSession(user));
    mockApi({
      'GET /api/user/info': { body: user },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
      'GET /api/user/notification-counter': { body: { count: 3 } },
    });
    renderApp('/my-dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Your account' });
    const dashboard = within(sidebar).getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/my-dashboard');
    expect(dashboard).toHaveAttribute('aria-description', 'Something new');
    const notifications = within(sidebar).getByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveAttribute('aria-description', '3 unread'));
    expect(notifications).toHaveAttribute('data-highlighted', 'true');
    expect(within(notifications).getByText('3')).toBeInTheDocument();
    // The messages' badge waits for the chat issue; no Referral link unless configured.
    expect(within(sidebar).queryByRole('link', { name: 'Referral' })).toBeNull();
  });
});
