import {
  APPLICANT_STATUSES,
  type ApplicantsResult,
  CONTEST_SCORE_STATUSES,
  type NotificationsResult,
  type TeamEmployees,
} from '@canvas/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import { canvases, notifications, opportunities, opportunityApplications } from '../../db/schema';
import { seedDemoData } from '../../seed';
import { createRandom } from '../../seed/context';
import { DEMO_SALON_SLUG } from '../canvases/seed-business';
import { DEMO_PASSWORD } from '../users/seed';
import { HIRING_DEMO_CONTEST, seedHiring } from './seed';
import { MEDIAN_MIN_SAMPLES } from './service';

const t = useTestApp();
const db = () => t.database.db;

beforeAll(async () => {
  await seedDemoData(db(), { demoAdmin: true });
}, 180_000);

async function signedIn(email: string) {
  return bearer(await signIn(t.app, email, DEMO_PASSWORD));
}

async function salon() {
  const [row] = await db().select().from(canvases).where(eq(canvases.slug, DEMO_SALON_SLUG));
  if (!row) throw new Error('no demo salon');
  return row;
}

async function applicantsOf(opportunityId: number): Promise<ApplicantsResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity/applicants',
    headers: await signedIn('business@demo.test'),
    payload: { id: opportunityId, size: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the hiring demo', () => {
  it('keeps every application in a status of the contract: jobs the 14 statuses, contests their scores', async () => {
    const rows = await db()
      .select({ status: opportunityApplications.status, competition: opportunities.competition })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId));
    const job: readonly string[] = APPLICANT_STATUSES;
    const contest: readonly string[] = [...CONTEST_SCORE_STATUSES, 'applied', 'withdrawed'];
    for (const row of rows) expect(row.competition ? contest : job).toContain(row.status);
    const moved = await db()
      .select({ total: count() })
      .from(opportunityApplications)
      .where(
        and(
          sql`${opportunityApplications.status} not in ('applied', 'withdrawed')`,
          isNull(opportunityApplications.firstResponseAt),
        ),
      );
    expect(moved[0]?.total).toBe(0);
  });

  it("gives the demo salon's first active opportunity an applicant in every status, the median response time and dated scheduled steps", async () => {
    const { id } = await salon();
    const today = new Date().toISOString().slice(0, 10);
    const [pipeline] = await db()
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(
        and(
          eq(opportunities.canvasId, id),
          eq(opportunities.status, 'public'),
          eq(opportunities.competition, false),
          sql`${opportunities.expire} >= ${today}`,
        ),
      )
      .orderBy(opportunities.id)
      .limit(1);
    const result = await applicantsOf(pipeline?.id ?? 0);
    const statuses = new Set(result.applicants.list.map((row) => row.status));
    for (const status of APPLICANT_STATUSES) expect(statuses, status).toContain(status);
    expect(result.competition).toBe(false);
    expect(result.medianResponseHours).not.toBeNull();
    expect(result.statistics.interviewCount).toBeGreaterThanOrEqual(4);
    expect(result.statistics.offerCount).toBeGreaterThanOrEqual(4);
    for (const row of result.applicants.list) {
      if (row.status === 'scheduledInterviewDate' || row.status === 'scheduledTechDemonstration') {
        expect(Date.parse(row.scheduledAt ?? '')).toBeGreaterThan(Date.now());
      } else {
        expect(row.scheduledAt).toBeNull();
      }
    }
    expect(
      result.applicants.list.filter((row) => row.status !== 'applied' && row.status !== 'withdrawed').length,
    ).toBeGreaterThanOrEqual(MEDIAN_MIN_SAMPLES);
  });

  it('has a finished contest of the demo salon whose contestants carry Score 0 to Score 10, within the plan', async () => {
    const [contest] = await db()
      .select()
      .from(opportunities)
      .where(eq(opportunities.slug, HIRING_DEMO_CONTEST.slug));
    expect(contest?.canvasId).toBe((await salon()).id);
    expect(contest?.competition).toBe(true);
    expect((contest?.expire ?? '') < new Date().toISOString().slice(0, 10)).toBe(true);
    const result = await applicantsOf(contest?.id ?? 0);
    expect(result.competition).toBe(true);
    const statuses = new Set(result.applicants.list.map((row) => row.status));
    for (const score of CONTEST_SCORE_STATUSES) expect(statuses, score).toContain(score);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${DEMO_SALON_SLUG}`,
      headers: await signedIn('business@demo.test'),
    });
    // The contest has ended: the salon keeps its free slot.
    expect(page.json().job).toEqual({ now: 2, max: 3 });
  });

  it("shows pending invitees on the demo salon's My Team, one of them only with the hidden ones", async () => {
    const { id } = await salon();
    const headers = await signedIn('business@demo.test');
    const team = async (showHidden: boolean): Promise<TeamEmployees> => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/canvas/school/employees',
        headers,
        payload: { canvasId: id, business: true, size: 50, showHidden },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const pending = (list: TeamEmployees['list']) =>
      list.filter((member) => member.pending).map((member) => `${member.email}:${member.hided}`);
    expect(pending((await team(false)).list)).toContain('taylor.brooks@invites.demo.test:false');
    expect(pending((await team(false)).list)).not.toContain('riley.chen@invites.demo.test:true');
    expect(pending((await team(true)).list)).toContain('riley.chen@invites.demo.test:true');
  });

  it('leaves notifications for the demo salon (applications) and the demo student and pro (status changes), some read', async () => {
    const expectations = [
      { email: 'business@demo.test', body: / applied to / },
      { email: 'student@demo.test', body: / moved your application for .+ to Hired\.$/ },
      { email: 'pro@demo.test', body: / moved your application for .+ to Offer Declined\.$/ },
    ];
    for (const { email, body } of expectations) {
      const headers = await signedIn(email);
      const list = await t.app.inject({ method: 'GET', url: '/api/user/notifications?size=50', headers });
      const { list: items } = list.json() as NotificationsResult;
      expect(
        items.some((item) => body.test(item.message.body)),
        email,
      ).toBe(true);
      expect(items.some((item) => item.viewedAt === null)).toBe(true);
      expect(items.some((item) => item.viewedAt !== null)).toBe(true);
      for (const item of items) expect(item.message.link ?? '').toMatch(/^\//);
      const counter = await t.app.inject({ method: 'GET', url: '/api/user/notification-counter', headers });
      expect(counter.json().count).toBe(items.filter((item) => item.viewedAt === null).length);
    }
    // The digest never mails the demo's history.
    const unemailed = await db()
      .select({ total: count() })
      .from(notifications)
      .where(isNull(notifications.emailedAt));
    expect(unemailed[0]?.total).toBe(0);
  });

  it("gives the demo salon's owner a second salon to switch to on My Dashboard, as its Admin", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/my/canvases',
      headers: await signedIn('business@demo.test'),
      payload: { status: 'all' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().list as {
      id: number;
      slug: string;
      type: string;
      memberRole: string | null;
    }[];
    expect(list.filter((canvas) => canvas.type === 'business').map((canvas) => canvas.memberRole)).toEqual(
      expect.arrayContaining([null, 'Admin']),
    );
    expect(list.find((canvas) => canvas.memberRole === null)?.slug).toBe(DEMO_SALON_SLUG);
    // The membership is whole: the other salon's My Team lists its new Admin, who may manage it.
    const other = list.find((canvas) => canvas.memberRole === 'Admin');
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/school/employees',
      headers: await signedIn('business@demo.test'),
      payload: { canvasId: other?.id, business: true, size: 50 },
    });
    expect(team.statusCode, team.body).toBe(200);
    const employees = team.json() as TeamEmployees;
    expect(employees.canManage).toBe(true);
    expect(employees.list.find((member) => member.isSelf)).toMatchObject({ role: 'Admin', pending: false });
  });

  it('is left alone by a second run', async () => {
    const totals = async () => ({
      applications: (await db().select({ total: count() }).from(opportunityApplications))[0]?.total,
      notifications: (await db().select({ total: count() }).from(notifications))[0]?.total,
    });
    const before = await totals();
    await db().transaction((tx: Db) =>
      seedHiring({ db: tx, random: createRandom(1), demoPasswordHash: 'x', demoUserIds: {} }),
    );
    expect(await totals()).toEqual(before);
  });
});
