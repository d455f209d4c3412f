import type { ApplicantsQueryInput } from '@canvas/shared';
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  canvases,
  canvasMembers,
  opportunities,
  opportunityApplications,
  opportunityViews,
  users,
} from '../../db/schema';

/**
 * The hiring loop's SQL: an opportunity's applications (opportunity_applications, the pipeline
 * columns of migration 0020) as the poster canvas's editors see them, and the counts of the stat
 * cards. The opportunities area writes applications (apply, withdraw); this area reads them and
 * moves them through the pipeline.
 */

const liveCanvas = and(eq(canvases.id, opportunities.canvasId), isNull(canvases.deletedAt));

/** An opportunity of a live canvas with what the hiring loop needs of it and of its canvas. */
export async function findOpportunityContext(db: Db, opportunityId: number) {
  const rows = await db
    .select({
      id: opportunities.id,
      slug: opportunities.slug,
      canvasId: opportunities.canvasId,
      posterId: opportunities.posterId,
      competition: opportunities.competition,
      jobTitle: opportunities.jobTitle,
      location: opportunities.location,
      email: opportunities.email,
      canvasName: sql<string>`coalesce(${canvases.introduction}->>'name', '')`,
      canvasSlug: canvases.slug,
      canvasOwnerId: canvases.ownerId,
      /** The canvas's first location's address: the place of a national opportunity's interviews. */
      canvasAddress: sql<string>`coalesce(${canvases.detail}->'locations'->0->>'address', '')`,
    })
    .from(opportunities)
    .innerJoin(canvases, liveCanvas)
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  return rows[0];
}
export type OpportunityContext = NonNullable<Awaited<ReturnType<typeof findOpportunityContext>>>;

/** One application of an opportunity, with its candidate's name and email. */
export async function findApplication(db: Db, opportunityId: number, applyId: number) {
  const rows = await db
    .select({
      id: opportunityApplications.id,
      userId: opportunityApplications.userId,
      status: opportunityApplications.status,
      scheduledAt: opportunityApplications.scheduledAt,
      submittedToHiringManager: opportunityApplications.submittedToHiringManager,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(opportunityApplications)
    .innerJoin(users, eq(users.id, opportunityApplications.userId))
    .where(
      and(eq(opportunityApplications.id, applyId), eq(opportunityApplications.opportunityId, opportunityId)),
    )
    .limit(1);
  return rows[0];
}

/** An application by its id alone (the admins' hiring-manager flag names no opportunity). */
export async function findApplicationById(db: Db, applyId: number) {
  const rows = await db
    .select({
      id: opportunityApplications.id,
      opportunityId: opportunityApplications.opportunityId,
      submittedToHiringManager: opportunityApplications.submittedToHiringManager,
    })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.id, applyId))
    .limit(1);
  return rows[0];
}

/**
 * Moves an application to `status`: the change time always, the first response time only the
 * first time (the median response reads it), the scheduled date for the scheduled statuses (and
 * cleared for the others).
 */
export async function updateApplicationStatus(
  db: Db,
  applyId: number,
  values: { status: string; scheduledAt: Date | null },
) {
  await db
    .update(opportunityApplications)
    .set({
      status: values.status,
      scheduledAt: values.scheduledAt,
      statusChangedAt: sql`now()`,
      firstResponseAt: sql`coalesce(${opportunityApplications.firstResponseAt}, now())`,
    })
    .where(eq(opportunityApplications.id, applyId));
}

export async function setSubmittedToHiringManager(db: Db, applyId: number, value: boolean) {
  await db
    .update(opportunityApplications)
    .set({ submittedToHiringManager: value })
    .where(eq(opportunityApplications.id, applyId));
}

export interface ApplicantsFilter {
  opportunityId: number;
  keyword: string;
  status?: string | undefined;
  page: number;
  size: number;
  orderBy: NonNullable<ApplicantsQueryInput['orderBy']>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** City and state of a canvas's first location ('Austin, TX'), '' when it has none. */
const firstLocation = sql<string>`concat_ws(', ',
  nullif(${canvases.detail}->'locations'->0->>'city', ''),
  nullif(coalesce(nullif(${canvases.detail}->'locations'->0->>'stateShort', ''),
    ${canvases.detail}->'locations'->0->>'state'), ''))`;

/**
 * An opportunity's applications with their candidates, one page in the asked order, and the total.
 * The (opportunity, status, created) index narrows the rows to one opportunity (and one status);
 * the name keyword then matches the first name, the last name or both, on those rows only.
 */
export async function listApplicants(db: Db, filter: ApplicantsFilter) {
  const conditions: SQL[] = [eq(opportunityApplications.opportunityId, filter.opportunityId)];
  if (filter.status) conditions.push(eq(opportunityApplications.status, filter.status));
  const keyword = filter.keyword.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(
      sql`(${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern}
        or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const column = {
    location: sql`lower(${firstLocation})`,
    applyDate: opportunityApplications.createdAt,
    status: opportunityApplications.status,
    submittedToHiringManager: opportunityApplications.submittedToHiringManager,
  }[filter.orderBy.field];
  const direction = filter.orderBy.direction === 'asc' ? asc : desc;
  const [list, total] = await Promise.all([
    db
      .select({
        applyId: opportunityApplications.id,
        userId: opportunityApplications.userId,
        canvasId: canvases.id,
        canvasSlug: canvases.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
        phoneNumber: sql<string>`coalesce(${users.phone}, '')`,
        location: firstLocation,
        applyDate: opportunityApplications.createdAt,
        status: opportunityApplications.status,
        submittedToHiringManager: opportunityApplications.submittedToHiringManager,
        canvasStatus: canvases.status,
        scheduledAt: opportunityApplications.scheduledAt,
      })
      .from(opportunityApplications)
      .innerJoin(users, eq(users.id, opportunityApplications.userId))
      .leftJoin(canvases, and(eq(canvases.id, opportunityApplications.canvasId), isNull(canvases.deletedAt)))
      .where(where)
      .orderBy(direction(column), desc(opportunityApplications.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(opportunityApplications)
      .innerJoin(users, eq(users.id, opportunityApplications.userId))
      .where(where),
  ]);
  return { list, count: total[0]?.count ?? 0 };
}

/** How many of an opportunity's applications are in each status (withdrawn ones under 'withdrawed'). */
export async function countByStatus(db: Db, opportunityId: number) {
  return db
    .select({ status: opportunityApplications.status, count: sql<number>`count(*)::int` })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.opportunityId, opportunityId))
    .groupBy(opportunityApplications.status);
}

export async function countViews(db: Db, opportunityId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(opportunityViews)
    .where(eq(opportunityViews.opportunityId, opportunityId));
  return rows[0]?.count ?? 0;
}

/** The median and the number of (first response − application) samples, in hours. */
export async function responseHours(db: Db, opportunityId: number) {
  const rows = await db
    .select({
      samples: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from
        ${opportunityApplications.firstResponseAt} - ${opportunityApplications.createdAt}) / 3600.0)`.mapWith(
        (value: string | number | null) => (value === null ? null : Number(value)),
      ),
    })
    .from(opportunityApplications)
    .where(
      and(
        eq(opportunityApplications.opportunityId, opportunityId),
        // An application made again after a withdrawal starts over: an answer to the old one is no sample.
        sql`${opportunityApplications.firstResponseAt} >= ${opportunityApplications.createdAt}`,
      ),
    );
  return { samples: rows[0]?.samples ?? 0, median: rows[0]?.median ?? null };
}

/** Which of `userIds` applied to the opportunity (in any status, withdrawn ones too). */
export async function applicantIdsAmong(db: Db, opportunityId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: opportunityApplications.userId })
    .from(opportunityApplications)
    .where(
      and(
        eq(opportunityApplications.opportunityId, opportunityId),
        inArray(opportunityApplications.userId, userIds),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The accepted members of a canvas who may edit it (they manage its applicants). */
export async function editorMemberIds(db: Db, canvasId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: canvasMembers.userId })
    .from(canvasMembers)
    .where(and(eq(canvasMembers.canvasId, canvasId), eq(canvasMembers.permission, 'canEdit')));
  return rows.map((row) => row.userId);
}

/** An applicant's name, for the poster's notification. */
export async function findUserName(db: Db, userId: number) {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Counts by status over a canvas's opportunities (one location's, when given), and its active ones. */
export async function businessCounts(db: Db, canvasId: number, locationUuid: string | undefined) {
  const ofCanvas = and(
    eq(opportunities.canvasId, canvasId),
    locationUuid === undefined ? undefined : eq(opportunities.locationUuid, locationUuid),
  );
  const active = and(
    ofCanvas,
    eq(opportunities.status, 'public'),
    gte(opportunities.expire, sql`current_date`),
  );
  const [byStatus, activeRows] = await Promise.all([
    db
      .select({ status: opportunityApplications.status, count: sql<number>`count(*)::int` })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
      .where(ofCanvas)
      .groupBy(opportunityApplications.status),
    db
      .select({
        opportunity: sql<number>`count(*)::int`,
        opportunityView: sql<number>`coalesce(sum((select count(*) from ${opportunityViews} v
          where v.opportunity_id = ${opportunities.id})), 0)::int`,
      })
      .from(opportunities)
      .where(active),
  ]);
  return {
    byStatus,
    opportunity: activeRows[0]?.opportunity ?? 0,
    opportunityView: activeRows[0]?.opportunityView ?? 0,
  };
}
