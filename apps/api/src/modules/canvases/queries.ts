import type { CanvasStatus, CanvasType } from '@canvas/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CanvasRow,
  canvasBookmarks,
  canvases,
  canvasLocations,
  canvasMembers,
  opportunities,
  paymentOrders,
  users,
} from '../../db/schema';
import type { ProjectedLocation } from './projection';

export type CanvasInsert = Omit<typeof canvases.$inferInsert, 'id' | 'slug'>;
export type CanvasUpdate = Partial<Omit<typeof canvases.$inferInsert, 'id'>>;

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};

/** The columns a read needs: the document and its lifecycle, not the search projection (large, unused). */
export const canvasRecordColumns = {
  id: canvases.id,
  slug: canvases.slug,
  ownerId: canvases.ownerId,
  type: canvases.type,
  status: canvases.status,
  introduction: canvases.introduction,
  pronouns: canvases.pronouns,
  bookingUrl: canvases.bookingUrl,
  instagramHandle: canvases.instagramHandle,
  detail: canvases.detail,
  media: canvases.media,
  achievements: canvases.achievements,
  additionalInformation: canvases.additionalInformation,
  employments: canvases.employments,
  educations: canvases.educations,
  socialMedia: canvases.socialMedia,
  createdAt: canvases.createdAt,
  updatedAt: canvases.updatedAt,
  publishedAt: canvases.publishedAt,
};
export type CanvasRecord = Pick<CanvasRow, keyof typeof canvasRecordColumns>;

/** The newest payment order of the canvas's plan (spec 2 §3 payorder); null for none. */
export const newestOrder = sql<{ status: string; price: number | null } | null>`(
  select json_build_object('status', po.status, 'price', po.amount) from ${paymentOrders} po
  where po.canvas_id = ${canvases.id} order by po.created_at desc, po.id desc limit 1)`;

/** The job quota of the newest paid order; null until one is paid. */
export const paidJobCount = sql<number | null>`(
  select po.job_count from ${paymentOrders} po
  where po.canvas_id = ${canvases.id} and po.status = 'succeeded'
  order by po.created_at desc, po.id desc limit 1)`;

/** The canvas's active opportunities (public, not expired): the job quota's `now` (issue 22). */
export const activeJobCount = sql<number | null>`(
  select count(*)::int from ${opportunities} o
  where o.canvas_id = ${canvases.id} and o.status = 'public' and o.expire >= current_date)`;

/**
 * The reader's roles at the canvas's locations (comma-separated; null when not a member) and the
 * names of every accepted member, read in the same round trip as the canvas. Only readers who
 * are signed in get them; a visitor's read carries nulls.
 */
const readerRoles = sql<string | null>`(
  select string_agg(cm.role, ',') from ${canvasMembers} cm
  where cm.canvas_id = ${canvases.id} and cm.user_id = ${sql.placeholder('reader')})`;
const memberNames = sql<MemberName[] | null>`(
  select json_agg(json_build_object('userId', mu.id, 'firstName', mu.first_name, 'lastName', mu.last_name))
  from ${users} mu
  where mu.id in (select cm.user_id from ${canvasMembers} cm where cm.canvas_id = ${canvases.id}))`;

/** An accepted member's name, as the canvas read carries it. */
export interface MemberName {
  userId: number;
  firstName: string;
  lastName: string;
}

function liveCanvasQuery(db: Db, by: 'id' | 'slug', withReader: boolean) {
  const match =
    by === 'id' ? eq(canvases.id, sql.placeholder('id')) : eq(canvases.slug, sql.placeholder('slug'));
  const bookmarked = withReader
    ? sql<boolean>`exists (select 1 from ${canvasBookmarks} where ${canvasBookmarks.userId} = ${sql.placeholder('reader')} and ${canvasBookmarks.canvasId} = ${canvases.id})`
    : sql<boolean>`false`;
  // Person canvases have no plan and no staff: the sub-selects are skipped for them.
  const forTeams = <T>(select: SQL<T>) =>
    sql<T>`case when ${canvases.type} in ('business', 'school') then ${select} end`;
  return db
    .select({
      canvas: canvasRecordColumns,
      owner: ownerColumns,
      bookmarked,
      payorder: forTeams(newestOrder),
      paidJobCount: forTeams(paidJobCount),
      activeJobCount: forTeams(activeJobCount),
      readerRoles: withReader ? forTeams(readerRoles) : sql<string | null>`null`,
      memberNames: withReader ? forTeams(memberNames) : sql<MemberName[] | null>`null`,
    })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(and(match, isNull(canvases.deletedAt)))
    .limit(1)
    .prepare(`live_canvas_by_${by}${withReader ? '_for_reader' : ''}`);
}
type LiveCanvasQuery = ReturnType<typeof liveCanvasQuery>;

// The public canvas page's one query, prepared once per database: building it is a good share of
// a read's cost otherwise.
const liveCanvasQueries = new WeakMap<Db, Map<string, LiveCanvasQuery>>();

/**
 * A canvas that is not deleted, with its owner's public fields and its plan; by id (primary key)
 * or slug (unique). With `readerId`, also whether that user bookmarked it, their roles as a member
 * and the accepted members' names, in the same round trip.
 */
export async function findLiveCanvas(db: Db, ref: { id: number } | { slug: string }, readerId?: number) {
  const by = 'id' in ref ? 'id' : 'slug';
  const withReader = readerId !== undefined;
  const queries = liveCanvasQueries.get(db) ?? new Map<string, LiveCanvasQuery>();
  liveCanvasQueries.set(db, queries);
  const key = `${by}:${withReader}`;
  const query = queries.get(key) ?? liveCanvasQuery(db, by, withReader);
  queries.set(key, query);
  const rows = await query.execute({ ...ref, reader: readerId ?? 0 });
  return rows[0];
}
export type CanvasWithOwner = NonNullable<Awaited<ReturnType<typeof findLiveCanvas>>>;

/**
 * Inserts a canvas under the first free slug of `candidates`. The unique index decides (ON
 * CONFLICT DO NOTHING), so two saves racing for one slug cannot both win and neither fails.
 */
export async function insertCanvasWithFreeSlug(db: Db, values: CanvasInsert, candidates: readonly string[]) {
  for (const slug of candidates) {
    const rows = await db
      .insert(canvases)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: canvases.slug })
      .returning({ id: canvases.id, slug: canvases.slug });
    if (rows[0]) return rows[0];
  }
  return undefined;
}

export async function updateCanvas(db: Db, id: number, values: CanvasUpdate) {
  await db
    .update(canvases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(canvases.id, id));
}

/** The radius-search rows of a canvas, replaced whole on every save. */
export async function replaceCanvasLocations(db: Db, canvasId: number, locations: ProjectedLocation[]) {
  await db.delete(canvasLocations).where(eq(canvasLocations.canvasId, canvasId));
  if (locations.length > 0) {
    await db.insert(canvasLocations).values(locations.map((location) => ({ canvasId, ...location })));
  }
}

/**
 * "My canvases": the user's own live canvases plus those where they are an accepted member of a
 * location (a teacher finds the school's canvas there; canvas_members_user_idx), newest update first,
 * each with its plan and the user's roles there (null on their own canvases).
 */
export function listOwnerCanvases(
  db: Db,
  userId: number,
  filter: { status: CanvasStatus | 'all'; type?: CanvasType | undefined },
) {
  const memberOf = db
    .select({ canvasId: canvasMembers.canvasId })
    .from(canvasMembers)
    .where(eq(canvasMembers.userId, userId));
  const conditions = [
    or(eq(canvases.ownerId, userId), inArray(canvases.id, memberOf)),
    isNull(canvases.deletedAt),
  ];
  if (filter.status !== 'all') conditions.push(eq(canvases.status, filter.status));
  if (filter.type) conditions.push(eq(canvases.type, filter.type));
  // The dashboard's canvas switcher needs each one's plan and the user's role in the same read.
  const forTeams = <T>(select: SQL<T>) =>
    sql<T>`case when ${canvases.type} in ('business', 'school') then ${select} end`;
  const roles = sql<string | null>`(
    select string_agg(cm.role, ',') from ${canvasMembers} cm
    where cm.canvas_id = ${canvases.id} and cm.user_id = ${userId})`;
  return db
    .select({
      ...canvasRecordColumns,
      payorder: forTeams(newestOrder),
      paidJobCount: forTeams(paidJobCount),
      activeJobCount: forTeams(activeJobCount),
      readerRoles: sql<string | null>`case when ${canvases.ownerId} = ${userId} then null else ${roles} end`,
    })
    .from(canvases)
    .where(and(...conditions))
    .orderBy(desc(canvases.updatedAt));
}

export async function softDeleteCanvas(db: Db, id: number) {
  await db
    .update(canvases)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(canvases.id, id), isNull(canvases.deletedAt)));
}

/** Canvases deleted before `before` (canvases_deleted_at_idx), with their media for the storage clean-up. */
export function listCanvasesDeletedBefore(db: Db, before: Date, limit: number) {
  return db
    .select({ id: canvases.id, media: canvases.media })
    .from(canvases)
    .where(and(isNotNull(canvases.deletedAt), lt(canvases.deletedAt, before)))
    .limit(limit);
}

/** Removes canvases for good; locations and bookmarks cascade, messages keep their text. */
export async function deleteCanvasRows(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(canvases).where(inArray(canvases.id, ids));
}

/**
 * Which of `keys` a remaining canvas (live, or deleted but not yet purged) or an avatar still
 * references. A substring search of the stored JSON: keys carry a random id, so a match is that
 * file, and the purge runs in the background where a scan is affordable.
 */
export async function storageKeysStillUsed(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select k.key from unnest(array[${list}]::text[]) as k(key)
    where exists (select 1 from ${canvases} c where position(k.key in c.media::text) > 0)
       or exists (select 1 from ${users} u where u.avatar is not null and position(k.key in u.avatar) > 0)
  `)) as unknown as { rows: Array<{ key: string }> };
  return new Set(result.rows.map((row) => row.key));
}

/** Public canvases for the sitemap, newest first (canvases_browse_idx covers the filter and order). */
export function listPublicCanvasSlugs(db: Db, limit: number) {
  return db
    .select({ slug: canvases.slug })
    .from(canvases)
    .where(
      and(
        inArray(canvases.type, ['business', 'school', 'student', 'professional']),
        eq(canvases.status, 'public'),
        isNull(canvases.deletedAt),
      ),
    )
    .orderBy(desc(canvases.updatedAt))
    .limit(limit);
}
