import {
  type CanvasType,
  MEMBER_ROLE_AUTHORITY,
  type MyCanvas,
  messages,
  type ProfileTarget,
  teamRoleName,
} from '@canvas/shared';
import { paths } from '@/lib/paths';

/** My Dashboard's rules (spec 3 "My Dashboard", §6 canvas member roles). */

/** The tabs, by their `tabType` query value (spec 3: posted_opportunity, team, students; plus ours). */
export const DASHBOARD_TABS = ['team', 'posted_opportunity', 'my_opportunities', 'stats'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  team: 'My Team',
  posted_opportunity: 'Posted Opportunities',
  my_opportunities: 'My Opportunities',
  stats: 'Stats',
};

export const isDashboardTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

/** Which dashboard a canvas type gives; with no canvas, the profile target decides. */
export type DashboardKind = 'business' | 'school' | 'applicant';

export function dashboardKindOf(type: CanvasType): DashboardKind {
  if (type === 'business') return 'business';
  if (type === 'school') return 'school';
  return 'applicant';
}

export function dashboardKindOfTarget(target: ProfileTarget | null): DashboardKind {
  if (target === 'businessCanvas' || target === 'careerOpportunity') return 'business';
  if (target === 'schoolDashboard') return 'school';
  return 'applicant';
}

/** The owner and the canvas's Admin members run the business; other staff only look on. */
const isOwnerOrAdmin = (canvas: Pick<MyCanvas, 'memberRole'>) =>
  canvas.memberRole === null || canvas.memberRole === 'Admin';

/** Owner, Admin or Teacher: who may edit a school canvas and so post for it (the server's rule). */
const mayEditCanvas = (canvas: Pick<MyCanvas, 'memberRole'>) =>
  canvas.memberRole === null || MEMBER_ROLE_AUTHORITY[canvas.memberRole] <= 1;

/**
 * The tabs of a canvas's dashboard. Business: My Team and Posted Opportunities for the owner and
 * Admin members only, then My Opportunities and Stats. Stats too is the canvas editors' (the server
 * answers POST /api/canvas/business/statistics to them only), so a non-admin member has My
 * Opportunities alone. School: My Team and Posted Opportunities (My Students and the school's Stats
 * come later). Student or professional: My Opportunities only.
 */
export function tabsFor(canvas: Pick<MyCanvas, 'type' | 'memberRole'>): DashboardTab[] {
  const kind = dashboardKindOf(canvas.type);
  if (kind === 'business') {
    return isOwnerOrAdmin(canvas)
      ? ['team', 'posted_opportunity', 'my_opportunities', 'stats']
      : ['my_opportunities'];
  }
  if (kind === 'school') return mayEditCanvas(canvas) ? ['team', 'posted_opportunity'] : ['team'];
  return ['my_opportunities'];
}

/** The tab asked for in the query when this dashboard has it, else its first tab. */
export function pickTab(tabs: readonly DashboardTab[], asked: string | null): DashboardTab | undefined {
  return isDashboardTab(asked) && tabs.includes(asked) ? asked : tabs[0];
}

/** The canvas asked for in the query (`viewCanvas`, an id), else the first (newest) one. */
export function pickCanvas(canvases: readonly MyCanvas[], asked: string | null): MyCanvas | undefined {
  return canvases.find((canvas) => String(canvas.id) === asked) ?? canvases[0];
}

export interface UnpaidState {
  text: string;
  href: string;
}

/** A business or school canvas without a running plan: the text and where Subscribe leads (spec 3). */
export function unpaidStateOf(canvas: Pick<MyCanvas, 'id' | 'type' | 'payorder'>): UnpaidState | null {
  if (canvas.type !== 'business' && canvas.type !== 'school') return null;
  if (canvas.payorder?.status === 'succeeded') return null;
  return canvas.type === 'business'
    ? { text: messages.dashboardUnpaidBusiness, href: paths.planPayment.business.getHref(String(canvas.id)) }
    : { text: messages.dashboardUnpaidSchool, href: paths.planPayment.school.getHref(String(canvas.id)) };
}

/** 'View as {role}' for a member, in the canvas's own role names (Non-admin in a business). */
export function viewAsLabel(canvas: Pick<MyCanvas, 'type' | 'memberRole'>): string | null {
  if (canvas.memberRole === null) return null;
  return messages.dashboardViewAs(teamRoleName(canvas.memberRole, canvas.type === 'business'));
}

/** How a canvas reads in the Dashboard switcher. */
export function canvasOptionLabel(canvas: Pick<MyCanvas, 'name' | 'type'>): string {
  const kind = { business: 'Business', school: 'School', student: 'Student', professional: 'Professional' }[
    canvas.type
  ];
  return `${canvas.name.trim() || 'Untitled canvas'} · ${kind}`;
}

/** The welcome overlay's kind: student, pro, school or business (spec 3 My Dashboard). */
export type WelcomeKind = 'student' | 'professional' | 'school' | 'business';

export function welcomeKindOf(canvasType: CanvasType | null, target: ProfileTarget | null): WelcomeKind {
  if (canvasType) return canvasType;
  const kind = dashboardKindOfTarget(target);
  if (kind !== 'applicant') return kind;
  return target === 'studentCanvas' ? 'student' : 'professional';
}
