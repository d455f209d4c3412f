import { messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { makeDashboardCanvas } from './dashboard-fixtures';
import {
  dashboardKindOfTarget,
  pickCanvas,
  pickTab,
  TAB_LABELS,
  tabsFor,
  unpaidStateOf,
  viewAsLabel,
  welcomeKindOf,
} from './dashboard-model';

const labels = (canvas: Parameters<typeof tabsFor>[0]) => tabsFor(canvas).map((tab) => TAB_LABELS[tab]);

describe('the tabs of each dashboard (spec 3 My Dashboard, §6)', () => {
  it('business: My Team and Posted Opportunities for the owner and Admin members, then My Opportunities and Stats', () => {
    const all = ['My Team', 'Posted Opportunities', 'My Opportunities', 'Stats'];
    expect(labels({ type: 'business', memberRole: null })).toEqual(all);
    expect(labels({ type: 'business', memberRole: 'Admin' })).toEqual(all);
  });

  it("business: a non-admin member sees neither My Team nor Posted Opportunities (nor Stats, the editors' on the server)", () => {
    expect(labels({ type: 'business', memberRole: 'Non-admin' })).toEqual(['My Opportunities']);
  });

  it('school: My Team and Posted Opportunities (no students or school stats yet); view-only staff only the team', () => {
    expect(labels({ type: 'school', memberRole: null })).toEqual(['My Team', 'Posted Opportunities']);
    expect(labels({ type: 'school', memberRole: 'Teacher' })).toEqual(['My Team', 'Posted Opportunities']);
    expect(labels({ type: 'school', memberRole: 'Teacher Assistant' })).toEqual(['My Team']);
  });

  it('student and professional: My Opportunities only', () => {
    expect(labels({ type: 'student', memberRole: null })).toEqual(['My Opportunities']);
    expect(labels({ type: 'professional', memberRole: null })).toEqual(['My Opportunities']);
  });

  it('opens the tab the query asks for when the dashboard has it, else the first', () => {
    const tabs = tabsFor({ type: 'business', memberRole: null });
    expect(pickTab(tabs, 'stats')).toBe('stats');
    expect(pickTab(tabs, 'posted_opportunity')).toBe('posted_opportunity');
    expect(pickTab(tabsFor({ type: 'business', memberRole: 'Non-admin' }), 'team')).toBe('my_opportunities');
    expect(pickTab(tabs, 'students')).toBe('team');
    expect(pickTab(tabs, null)).toBe('team');
  });
});

describe('the canvas shown', () => {
  const canvases = [makeDashboardCanvas({ id: 1 }), makeDashboardCanvas({ id: 2 })];

  it('is the viewCanvas of the query, else the first', () => {
    expect(pickCanvas(canvases, '2')?.id).toBe(2);
    expect(pickCanvas(canvases, '99')?.id).toBe(1);
    expect(pickCanvas(canvases, null)?.id).toBe(1);
    expect(pickCanvas([], null)).toBeUndefined();
  });
});

describe('unpaid plans (spec 3 My Dashboard)', () => {
  it('a business without a running plan is sent to its Business plan', () => {
    expect(unpaidStateOf(makeDashboardCanvas({ id: 12, payorder: null }))).toEqual({
      text: messages.dashboardUnpaidBusiness,
      href: '/business-payment/12',
    });
    expect(messages.dashboardUnpaidBusiness).toBe('Subscribe to a Business plan to use the dashboard');
  });

  it('a school with a lapsed plan is sent to its School plan', () => {
    const school = makeDashboardCanvas({
      id: 13,
      type: 'school',
      payorder: { status: 'canceled', price: 900 },
    });
    expect(unpaidStateOf(school)).toEqual({
      text: messages.dashboardUnpaidSchool,
      href: '/school-payment/13',
    });
    expect(messages.dashboardUnpaidSchool).toBe('Subscribe to School plan to use the dashboard');
  });

  it('paid canvases and person canvases have no unpaid state', () => {
    expect(unpaidStateOf(makeDashboardCanvas())).toBeNull();
    expect(unpaidStateOf(makeDashboardCanvas({ type: 'student', payorder: null, job: null }))).toBeNull();
  });
});

describe("'View as {role}'", () => {
  it("names a member's role in the canvas's words, and nothing for the owner", () => {
    expect(viewAsLabel({ type: 'business', memberRole: 'Non-admin' })).toBe('View as Non-admin');
    expect(viewAsLabel({ type: 'school', memberRole: 'Teacher Assistant' })).toBe(
      'View as Teacher Assistant',
    );
    expect(viewAsLabel({ type: 'business', memberRole: 'Admin' })).toBe('View as Admin');
    expect(viewAsLabel({ type: 'business', memberRole: null })).toBeNull();
  });
});

describe('with no canvas, the profile target decides', () => {
  it('which dashboard and which welcome', () => {
    expect(dashboardKindOfTarget('businessCanvas')).toBe('business');
    expect(dashboardKindOfTarget('schoolDashboard')).toBe('school');
    expect(dashboardKindOfTarget('studentCanvas')).toBe('applicant');
    expect(welcomeKindOf(null, 'studentCanvas')).toBe('student');
    expect(welcomeKindOf(null, 'personalCanvas')).toBe('professional');
    expect(welcomeKindOf(null, 'schoolDashboard')).toBe('school');
    expect(welcomeKindOf('business', 'studentCanvas')).toBe('business');
  });
});
