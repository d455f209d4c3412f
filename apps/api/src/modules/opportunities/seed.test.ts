import { messages, missingOpportunityFields, OPPORTUNITY_DEFAULT_BRAND } from '@canvas/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import {
  canvases,
  opportunities,
  opportunityApplications,
  opportunityBookmarks,
  opportunityViews,
  users,
} from '../../db/schema';
import { seedDemoData } from '../../seed';
import { createRandom } from '../../seed/context';
import { DEMO_SALON_SLUG, DEMO_SCHOOL_SLUG } from '../canvases/seed-business';
import { DEMO_PASSWORD } from '../users/seed';
import { sanitizeDescription } from './html';
import { DEMO_SALON_ACTIVE, seedOpportunities } from './seed';
import { LEGACY_JOBS } from './seed-data';

const t = useTestApp();
const db = () => t.database.db;

beforeAll(async () => {
  // The whole demo seed, as a first start runs it. Images are the canvases seeder's to test:
  // without storage the thumbnails are left out.
  await seedDemoData(db(), { demoAdmin: true });
}, 180_000);

const rows = () => db().select().from(opportunities);
const isActive = (row: { status: string; expire: string }) =>
  row.status === 'public' && row.expire >= new Date().toISOString().slice(0, 10);

async function signedIn(email: string) {
  return bearer(await signIn(t.app, email, DEMO_PASSWORD));
}

describe('demo opportunities', () => {
  it('are about 200 from the demo salons and schools across the demo cities, in every standing', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(160);
    expect(all.length).toBeLessThanOrEqual(240);
    const posters = await db()
      .select({ type: canvases.type, city: sql<string>`${canvases.detail}->'locations'->0->>'city'` })
      .from(canvases)
      .where(sql`${canvases.id} in (select canvas_id from ${opportunities})`);
    expect(new Set(posters.map((poster) => poster.type))).toEqual(new Set(['business', 'school']));
    expect(new Set(posters.map((poster) => poster.city)).size).toBeGreaterThanOrEqual(20);
    const active = all.filter(isActive);
    expect(active.length).toBeGreaterThanOrEqual(50);
    expect(all.filter((row) => row.status === 'public' && !isActive(row)).length).toBeGreaterThan(10);
    expect(all.filter((row) => row.status === 'private').length).toBeGreaterThan(10);
    expect(all.some((row) => row.status === 'downgrade')).toBe(true);
    expect(active.filter((row) => row.competition).length).toBeGreaterThan(0);
    expect(active.filter((row) => row.validForAllState && row.location === null).length).toBeGreaterThan(0);
    expect(active.some((row) => row.brand !== OPPORTUNITY_DEFAULT_BRAND)).toBe(true);
    const created = all.map((row) => row.createdAt.getTime());
    expect((Math.max(...created) - Math.min(...created)) / 86_400_000).toBeGreaterThan(90);
  });

  it('are complete where public: every required field but the thumbnail (no images here), a sanitized description', async () => {
    for (const row of (await rows()).filter((candidate) => candidate.status === 'public')) {
      const missing = missingOpportunityFields({ ...row, jobTitle: row.jobTitle ?? null });
      expect(missing, row.slug).toEqual([messages.opportunityRequiredThumbnail]);
      expect(sanitizeDescription(row.editor), row.slug).toBe(row.editor);
      expect(row.additional.paymentStructure?.optionId, row.slug).not.toBe(173);
    }
  });

  it("keeps every canvas's active ones within its plan, the demo salon one slot short of its three", async () => {
    const overQuota = await db().execute(sql`
      select c.slug from canvases c
      where (select count(*) from opportunities o
             where o.canvas_id = c.id and o.status = 'public' and o.expire >= current_date)
        > coalesce((select po.job_count from payment_orders po
                    where po.canvas_id = c.id and po.status = 'succeeded'
                    order by po.created_at desc, po.id desc limit 1), 0)`);
    expect((overQuota as unknown as { rows: unknown[] }).rows).toEqual([]);
    const salon = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${DEMO_SALON_SLUG}`,
      headers: await signedIn('business@demo.test'),
    });
    expect(salon.json().job).toEqual({ now: DEMO_SALON_ACTIVE, max: 3 });
    const school = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${DEMO_SCHOOL_SLUG}`,
      headers: await signedIn('school@demo.test'),
    });
    expect(school.json().job).toEqual({ now: 1, max: 1 });
  });

  it("answers the old site's job slugs with public opportunities of demo salons", async () => {
    for (const legacy of LEGACY_JOBS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/opportunity/${legacy.slug}` });
      expect(response.statusCode, legacy.slug).toBe(200);
      expect(response.json()).toMatchObject({
        slug: legacy.slug,
        status: 'public',
        jobTitle: { name: legacy.title },
      });
    }
    const receptionist = await t.app.inject({ method: 'GET', url: '/api/opportunity/receptionist' });
    expect(receptionist.json().canvasSlug).toBe(DEMO_SALON_SLUG);
  });

  it('have applications in every status, the demo student’s and pro’s among them, views and bookmarks', async () => {
    const statuses = await db()
      .select({ status: opportunityApplications.status, total: count() })
      .from(opportunityApplications)
      .groupBy(opportunityApplications.status);
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.total]));
    for (const status of ['applied', 'interviewing', 'withdrawed', 'hired', 'notAFit', 'offerDeclined'])
      expect(byStatus[status], status).toBeGreaterThan(0);
    const withdrawn = await db()
      .select({ withdrawnAt: opportunityApplications.withdrawnAt, status: opportunityApplications.status })
      .from(opportunityApplications);
    for (const row of withdrawn) expect(row.withdrawnAt !== null).toBe(row.status === 'withdrawed');

    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/my/asked',
      headers: await signedIn('student@demo.test'),
    });
    expect(
      asked
        .json()
        .list.map((item: { applyStatus: string }) => item.applyStatus)
        .sort(),
    ).toEqual(['applied', 'hired', 'interviewing', 'withdrawed']);
    const [views] = await db()
      .select({ total: count(), days: sql<number>`count(distinct ${opportunityViews.day})::int` })
      .from(opportunityViews);
    expect(views?.total).toBeGreaterThan(500);
    expect(views?.days).toBe(30);
    const [student] = await db().select().from(users).where(eq(users.email, 'student@demo.test'));
    const bookmarks = await db()
      .select()
      .from(opportunityBookmarks)
      .where(eq(opportunityBookmarks.userId, student?.id ?? 0));
    expect(bookmarks.length).toBeGreaterThan(0);
  });

  it('are left alone by a second run', async () => {
    const before = (await rows()).map((row) => row.slug).sort();
    const applications = (await db().select({ total: count() }).from(opportunityApplications))[0]?.total;
    await db().transaction((tx: Db) =>
      seedOpportunities({ db: tx, random: createRandom(1), demoPasswordHash: 'x', demoUserIds: {} }),
    );
    expect((await rows()).map((row) => row.slug).sort()).toEqual(before);
    expect((await db().select({ total: count() }).from(opportunityApplications))[0]?.total).toBe(
      applications,
    );
  });
});
