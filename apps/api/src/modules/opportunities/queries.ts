import { and, eq, gte, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  canvases,
  opportunities,
  opportunityApplications,
  opportunityBookmarks,
  opportunityViews,
  users,
} from '../../db/schema';

export type OpportunityInsert = Omit<typeof opportunities.$inferInsert, 'id' | 'slug'>;
export type OpportunityUpdate = Partial<Omit<typeof opportunities.$inferInsert, 'id' | 'slug' | 'canvasId'>>;

/**
 * The columns of an opportunity as read: the row, its canvas's name and slug (a live canvas only),
 * its applicant and view counts, and for a signed-in reader their application and bookmark.
 */
function readColumns(readerId: number | null) {
  const reader = readerId ?? 0;
  return {
    row: opportunities,
    canvasName: sql<string>`coalesce(${canvases.introduction}->>'name', '')`,
    canvasSlug: canvases.slug,
    canvasOwnerId: canvases.ownerId,
    applicants: sql<number>`(select count(*)::int from ${opportunityApplications} a
      where a.opportunity_id = ${opportunities.id} and a.withdrawn_at is null)`,
    viewCount: sql<number>`(select count(*)::int from ${opportunityViews} v where v.opportunity_id = ${opportunities.id})`,
    applyStatus: sql<string | null>`(select a.status from ${opportunityApplications} a
      where a.opportunity_id = ${opportunities.id} and a.user_id = ${reader})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${opportunityBookmarks} b
      where b.opportunity_id = ${opportunities.id} and b.user_id = ${reader})`,
  };
}

const liveCanvas = and(eq(canvases.id, opportunities.canvasId), isNull(canvases.deletedAt));
/** Active: public and not past its expire day (what the job quota counts). */
export const publicUnexpired = and(
  eq(opportunities.status, 'public'),
  gte(opportunities.expire, sql`current_date`),
);
/**
 * Newest first, NULLS LAST as the indexes are built: a plain DESC means NULLS FIRST, which those
 * indexes cannot give, so the planner would sort every match instead of reading them in order.
 */
const newestFirst = sql`${opportunities.createdAt} desc nulls last, ${opportunities.id} desc nulls last`;

function selectOpportunities(db: Db, readerId: number | null) {
  return db.select(readColumns(readerId)).from(opportunities).innerJoin(canvases, liveCanvas);
}
export type OpportunityRead = Awaited<ReturnType<ReturnType<typeof selectOpportunities>['execute']>>[number];

/** An opportunity of a live canvas, by id or slug; undefined otherwise. */
export async function findOpportunity(
  db: Db,
  ref: { id: number } | { slug: string },
  readerId: number | null,
) {
  const match = 'id' in ref ? eq(opportunities.id, ref.id) : eq(opportunities.slug, ref.slug);
  const rows = await selectOpportunities(db, readerId).where(match).limit(1);
  return rows[0];
}

/** Inserts under the first free slug of `candidates`; the unique index decides. */
export async function insertOpportunityWithFreeSlug(
  db: Db,
  values: OpportunityInsert,
  candidates: readonly string[],
) {
  for (const slug of candidates) {
    const rows = await db
      .insert(opportunities)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: opportunities.slug })
      .returning({ id: opportunities.id, slug: opportunities.slug });
    if (rows[0]) return rows[0];
  }
  return undefined;
}

export async function updateOpportunity(db: Db, id: number, values: OpportunityUpdate) {
  await db
    .update(opportunities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(opportunities.id, id));
}

export async function deleteOpportunity(db: Db, id: number) {
  await db.delete(opportunities).where(eq(opportunities.id, id));
}

/**
 * Deletes an opportunity of any canvas (live or deleted) with its applications, views and
 * bookmarks; false when there is none. The foreign keys cascade too, but the admin removal names
 * what goes so that it stays one transaction's work whatever the keys become.
 */
export async function deleteOpportunityWithActivity(tx: Db, id: number): Promise<boolean> {
  await tx.delete(opportunityApplications).where(eq(opportunityApplications.opportunityId, id));
  await tx.delete(opportunityViews).where(eq(opportunityViews.opportunityId, id));
  await tx.delete(opportunityBookmarks).where(eq(opportunityBookmarks.opportunityId, id));
  const rows = await tx
    .delete(opportunities)
    .where(eq(opportunities.id, id))
    .returning({ id: opportunities.id });
  return rows.length > 0;
}

/**
 * Locks the poster canvas's row until the transaction ends: every publish of the canvas takes
 * this lock before it counts the plan's slots, so two at once count one after the other.
 */
export async function lockPosterCanvas(tx: Db, canvasId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: canvases.id })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), isNull(canvases.deletedAt)))
    .for('update');
  return rows.length > 0;
}

/** Records one view; false when this visitor was already counted today. */
export async function insertView(db: Db, opportunityId: number, visitor: string): Promise<boolean> {
  const rows = await db
    .insert(opportunityViews)
    .values({ opportunityId, visitor, day: sql`current_date` })
    .onConflictDoNothing()
    .returning({ day: opportunityViews.day });
  return rows.length > 0;
}

/** Views grouped by day, ISO week or month (the first day of each), oldest first. */
export async function viewsPer(db: Db, opportunityId: number, unit: 'day' | 'week' | 'month', since: string) {
  // The unit is one of three literals (never input), inlined so GROUP BY matches the select list.
  const bucket = sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${opportunityViews.day}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({ date: bucket, count: sql<number>`count(*)::int` })
    .from(opportunityViews)
    .where(and(eq(opportunityViews.opportunityId, opportunityId), gte(opportunityViews.day, since)))
    .groupBy(bucket)
    .orderBy(bucket);
}

/**
 * Applies, or applies again after a withdrawal; undefined when an application is already active
 * (the unique index on opportunity and user decides, so two requests at once cannot both apply).
 */
export async function upsertApplication(
  db: Db,
  values: { opportunityId: number; userId: number; canvasId: number | null; message: string },
) {
  const rows = await db
    .insert(opportunityApplications)
    .values({ ...values, status: 'applied' })
    .onConflictDoUpdate({
      target: [opportunityApplications.opportunityId, opportunityApplications.userId],
      set: {
        status: 'applied',
        message: values.message,
        canvasId: values.canvasId,
        withdrawnAt: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${opportunityApplications.withdrawnAt} is not null`,
    })
    .returning({ status: opportunityApplications.status });
  return rows[0];
}

/** Withdraws the user's own active application; undefined when they have none. */
export async function withdrawApplication(db: Db, opportunityId: number, userId: number) {
  const rows = await db
    .update(opportunityApplications)
    .set({ status: 'withdrawed', withdrawnAt: sql`now()` })
    .where(
      and(
        eq(opportunityApplications.opportunityId, opportunityId),
        eq(opportunityApplications.userId, userId),
        isNull(opportunityApplications.withdrawnAt),
      ),
    )
    .returning({ id: opportunityApplications.id });
  return rows[0];
}

/** The opportunities a user applied to (optionally with one of their canvases), newest first. */
export async function listApplied(db: Db, userId: number, canvasId: number | undefined) {
  const conditions: SQL[] = [eq(opportunityApplications.userId, userId)];
  if (canvasId !== undefined) conditions.push(eq(opportunityApplications.canvasId, canvasId));
  return db
    .select({
      ...readColumns(userId),
      status: opportunityApplications.status,
      appliedAt: opportunityApplications.createdAt,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .innerJoin(canvases, liveCanvas)
    .where(and(...conditions))
    .orderBy(sql`${opportunityApplications.createdAt} desc nulls last`)
    .limit(500);
}

export interface PostedFilter {
  canvasId: number;
  locationUuid?: string | undefined;
  keyword?: string | undefined;
  status: 'all' | 'active' | 'inactive';
  page: number;
  size: number;
}

/** A canvas's posted opportunities (spec 3 Posted Opportunities), newest first, with the total. */
export async function listPosted(db: Db, readerId: number, filter: PostedFilter) {
  const conditions: (SQL | undefined)[] = [eq(opportunities.canvasId, filter.canvasId)];
  if (filter.locationUuid) conditions.push(eq(opportunities.locationUuid, filter.locationUuid));
  if (filter.keyword) {
    const escaped = filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(ilike(sql`${opportunities.jobTitle}->>'name'`, `%${escaped}%`));
  }
  if (filter.status === 'active') conditions.push(eq(opportunities.status, 'public'));
  if (filter.status === 'inactive') conditions.push(ne(opportunities.status, 'public'));
  const where = and(...conditions);
  const [list, total] = await Promise.all([
    selectOpportunities(db, readerId)
      .where(where)
      .orderBy(newestFirst)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ count: sql<number>`count(*)::int` }).from(opportunities).where(where),
  ]);
  return { list, count: total[0]?.count ?? 0 };
}

/** The public, unexpired opportunities of a canvas (its Current Opportunities), newest first. */
export async function listPublicOfCanvas(db: Db, canvasId: number, readerId: number | null) {
  return selectOpportunities(db, readerId)
    .where(and(eq(opportunities.canvasId, canvasId), publicUnexpired))
    .orderBy(newestFirst)
    .limit(100);
}

/** How many similar opportunities the detail page shows. */
export const SIMILAR_LIMIT = 4;

/**
 * Public, unexpired opportunities like one: the same job category or job title, other than it,
 * newest first (walks the public-recent index until it has enough).
 */
export function similarOpportunitiesQuery(
  db: Db,
  of: { id: number; jobCategory: string | null; jobTitle: string | null },
  readerId: number | null,
) {
  const alike = [
    of.jobCategory ? sql`lower(${opportunities.jobCategory}->>'name') = lower(${of.jobCategory})` : undefined,
    of.jobTitle ? sql`lower(${opportunities.jobTitle}->>'name') = lower(${of.jobTitle})` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (alike.length === 0) return null;
  return selectOpportunities(db, readerId)
    .where(and(publicUnexpired, ne(opportunities.id, of.id), sql`(${sql.join(alike, sql` or `)})`))
    .orderBy(newestFirst)
    .limit(SIMILAR_LIMIT);
}

export async function listSimilar(
  db: Db,
  of: { id: number; jobCategory: string | null; jobTitle: string | null },
  readerId: number | null,
) {
  return (await similarOpportunitiesQuery(db, of, readerId)) ?? [];
}

export async function addBookmark(db: Db, userId: number, opportunityId: number, note: string) {
  await db
    .insert(opportunityBookmarks)
    .values({ userId, opportunityId, note })
    .onConflictDoUpdate({
      target: [opportunityBookmarks.userId, opportunityBookmarks.opportunityId],
      set: { note },
    });
}

export async function removeBookmark(db: Db, userId: number, opportunityId: number) {
  await db
    .delete(opportunityBookmarks)
    .where(
      and(eq(opportunityBookmarks.userId, userId), eq(opportunityBookmarks.opportunityId, opportunityId)),
    );
}

/** The poster's email and first name, for the withdrawal email. */
export async function findPoster(db: Db, userId: number) {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * The plan's quota fell to `max`: the canvas's newest active (public, unexpired) opportunities
 * beyond it become 'downgrade' (shown as Inactive); the oldest `max` stay public.
 */
export async function downgradeBeyond(tx: Db, canvasId: number, max: number) {
  const keep = tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.canvasId, canvasId), publicUnexpired))
    .orderBy(opportunities.createdAt, opportunities.id)
    .limit(Math.max(0, max));
  await tx
    .update(opportunities)
    .set({ status: 'downgrade', updatedAt: sql`now()` })
    .where(
      and(eq(opportunities.canvasId, canvasId), publicUnexpired, sql`${opportunities.id} not in ${keep}`),
    );
}

/**
 * Public, unexpired opportunities of live canvases for the sitemap, newest first:
 * opportunities_public_recent_idx gives the order and the status filter, so about `limit` rows are read.
 */
export function listPublicOpportunitySlugs(db: Db, limit: number) {
  return db
    .select({ slug: opportunities.slug, updatedAt: opportunities.updatedAt })
    .from(opportunities)
    .innerJoin(canvases, liveCanvas)
    .where(publicUnexpired)
    .orderBy(newestFirst)
    .limit(limit);
}
