import { type MyCanvas, messages } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderWithProviders } from '@/testing/render';
import { dashboardKeys } from '../api/keys';
import { makeDashboardCanvas } from '../dashboard-fixtures';
import type { DashboardTab } from '../dashboard-model';
import { MyDashboard } from './my-dashboard';

const salon = makeDashboardCanvas({ id: 7, name: 'Marigold & Mane' });
const school = makeDashboardCanvas({ id: 8, type: 'school', name: 'Aveline Academy' });
const student = makeDashboardCanvas({ id: 9, type: 'student', name: 'Ava Stone', payorder: null, job: null });

const renderTab = (tab: DashboardTab, canvas: MyCanvas) => (
  <p>
    Tab {tab} of {canvas.name}
  </p>
);

function setUp(list: MyCanvas[], url = '/my-dashboard', user = makeUser({ dashboardWelcome: false })) {
  startSession(makeSession(user));
  const api = mockApi({
    'POST /api/canvas/my/canvases': { body: { list } },
    'GET /api/user/remove-dashboard-dot': { body: { dashboardDot: false } },
    'POST /api/user/dashboard-welcomed': { body: { dashboardWelcome: false } },
  });
  return { ...api, ...renderWithProviders(<MyDashboard renderTab={renderTab} />, url) };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('My Dashboard: the canvas switcher and tabs (query viewCanvas, tabType)', () => {
  it('opens the canvas and tab the query names', async () => {
    setUp([salon, school], '/my-dashboard?viewCanvas=7&tabType=stats');
    expect(await screen.findByText('Tab stats of Marigold & Mane')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Dashboard' })).toHaveValue('Marigold & Mane · Business');
  });

  it('switching canvas writes viewCanvas and opens that dashboard at its first tab; a tab writes tabType', async () => {
    const { user, router } = setUp([salon, school], '/my-dashboard?viewCanvas=7&tabType=stats');
    await screen.findByText('Tab stats of Marigold & Mane');
    await user.click(screen.getByRole('combobox', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('option', { name: 'Aveline Academy · School' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-dashboard?viewCanvas=8'));
    expect(await screen.findByText('Tab team of Aveline Academy')).toBeInTheDocument();
    expect(tabNames()).toEqual(['My Team', 'Posted Opportunities']);

    await user.click(screen.getByRole('tab', { name: 'Posted Opportunities' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?viewCanvas=8&tabType=posted_opportunity'),
    );
    expect(await screen.findByText('Tab posted_opportunity of Aveline Academy')).toBeInTheDocument();
  });

  it('a student or professional canvas has My Opportunities only', async () => {
    setUp([student]);
    expect(await screen.findByText('Tab my_opportunities of Ava Stone')).toBeInTheDocument();
    expect(tabNames()).toEqual(['My Opportunities']);
  });

  it("a business's non-admin member sees neither My Team nor Posted Opportunities, and 'View as Non-admin'", async () => {
    setUp([makeDashboardCanvas({ memberRole: 'Non-admin' })], '/my-dashboard?tabType=team');
    expect(await screen.findByText('View as Non-admin')).toBeInTheDocument();
    expect(tabNames()).toEqual(['My Opportunities']);
    expect(screen.getByText('Tab my_opportunities of Marigold & Mane')).toBeInTheDocument();
  });

  it("shows 'View as {role}' to members only", async () => {
    setUp([makeDashboardCanvas({ type: 'school', memberRole: 'Teacher' })]);
    expect(await screen.findByText('View as Teacher')).toBeInTheDocument();
  });
});

describe('My Dashboard: no canvas and unpaid plans', () => {
  it("with no canvas: 'Create a canvas to start seeing your dashboard' and a way to /add-canvas", async () => {
    setUp([]);
    expect(await screen.findByText(messages.dashboardNoCanvas)).toBeInTheDocument();
    expect(messages.dashboardNoCanvas).toBe('Create a canvas to start seeing your dashboard');
    expect(screen.getByRole('link', { name: 'Create a canvas' })).toHaveAttribute('href', '/add-canvas');
  });

  it('an unpaid business offers Subscribe to /business-payment/{id} instead of its tabs', async () => {
    setUp([makeDashboardCanvas({ id: 21, payorder: null })]);
    expect(await screen.findByText(messages.dashboardUnpaidBusiness)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/business-payment/21');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('an unpaid school offers Subscribe to /school-payment/{id}', async () => {
    setUp([makeDashboardCanvas({ id: 22, type: 'school', payorder: { status: 'canceled', price: 900 } })]);
    expect(await screen.findByText(messages.dashboardUnpaidSchool)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/school-payment/22');
  });
});

describe("My Dashboard: 'loading..' while a tab loads (spec 3 §4, §8)", () => {
  function Slow() {
    // A tab whose data never arrives, under one of the dashboard's own keys.
    useQuery({
      queryKey: dashboardKeys.businessStatistics(1, null),
      queryFn: () => new Promise<never>(() => undefined),
    });
    return <p>Loading the team</p>;
  }

  it('warns instead of switching tabs during a load', async () => {
    startSession(makeSession(makeUser({ dashboardWelcome: false })));
    mockApi({ 'POST /api/canvas/my/canvases': { body: { list: [salon] } } });
    const { user, router } = renderWithProviders(
      <MyDashboard renderTab={(tab) => (tab === 'team' ? <Slow /> : <p>Other tab</p>)} />,
      '/my-dashboard',
    );
    await screen.findByText('Loading the team');
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(await screen.findByText(messages.dashboardLoading)).toBeInTheDocument();
    expect(messages.dashboardLoading).toBe('loading..');
    expect(currentUrl(router)).toBe('/my-dashboard');
    expect(screen.getByRole('tab', { name: 'My Team' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('My Dashboard: the welcome overlay', () => {
  it('shows on the first visit, in two steps for a business, and closing it is remembered', async () => {
    const { user, requests } = setUp([salon], '/my-dashboard', makeUser({ dashboardWelcome: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your hiring dashboard' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Bring your team along' });
    await user.click(within(second).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/api/user/dashboard-welcomed'),
    ).toBe(true);
  });

  it('a student gets one step; a returning user none', async () => {
    const { unmount } = setUp([student], '/my-dashboard', makeUser({ dashboardWelcome: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your dashboard' });
    expect(within(dialog).queryByText(/Step 1 of/)).toBeNull();
    unmount();
    setUp([student]);
    await screen.findByText('Tab my_opportunities of Ava Stone');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with no canvas the profile target picks the welcome (a school in two steps)', async () => {
    setUp([], '/my-dashboard', makeUser({ dashboardWelcome: true, profile: { target: 'schoolDashboard' } }));
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to your school dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });
});

describe('My Dashboard: leaving clears the dashboard dot (spec 3 dashboard shell)', () => {
  const dotCalls = (requests: { url: string }[]) =>
    requests.filter((request) => request.url === '/api/user/remove-dashboard-dot');

  it('for an end user', async () => {
    const { requests, unmount } = setUp([salon]);
    await screen.findByText('Tab team of Marigold & Mane');
    expect(dotCalls(requests)).toHaveLength(0);
    unmount();
    await waitFor(() => expect(dotCalls(requests)).toHaveLength(1));
  });

  it('not for a platform admin', async () => {
    const { requests, unmount } = setUp([salon], '/my-dashboard', makeAdmin({ dashboardWelcome: false }));
    await screen.findByText('Tab team of Marigold & Mane');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dotCalls(requests)).toHaveLength(0);
  });
});
