import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** The only SQL of the notifications area (the `notifications` table of migration 0020). */

export interface NewNotification {
  userId: number;
  kind: string;
  body: string;
  link: string | null;
  /** Set when an immediate email went out with it; null leaves it for the daily digest. */
  emailedAt: Date | null;
}

export async function insertNotifications(db: Db, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** A user's notifications, newest first (the same order as notifications_user_created_idx). */
export function listNotifications(db: Db, userId: number, page: number, size: number) {
  return db
    .select({
      id: notifications.id,
      body: notifications.body,
      link: notifications.link,
      viewedAt: notifications.viewedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
}

export async function countNotifications(db: Db, userId: number, unreadOnly = false): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.viewedAt) : undefined));
  return rows[0]?.total ?? 0;
}

/** Marks one of the user's unread notifications read, or all of them when `id` is undefined. */
export async function markNotificationsRead(db: Db, userId: number, id: number | undefined) {
  const rows = await db
    .update(notifications)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.viewedAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the user's notifications among `ids`, or all of them when `ids` is 'all'; others' are untouched. */
export async function deleteNotifications(db: Db, userId: number, ids: number[] | 'all') {
  if (ids !== 'all' && ids.length === 0) return 0;
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface DigestWindow {
  /** Notifications created at or after this moment... */
  from: Date;
  /** ...and before this one (the start of today, UTC). */
  before: Date;
}

/** Owners of un-emailed notifications in the window, ascending from `afterUserId` (a cursor). */
export async function findDigestUserIds(db: Db, window: DigestWindow, afterUserId: number, limit: number) {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        isNull(notifications.emailedAt),
        gte(notifications.createdAt, window.from),
        lt(notifications.createdAt, window.before),
        gt(notifications.userId, afterUserId),
      ),
    )
    .orderBy(notifications.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Takes a user's un-emailed notifications in the window and marks them emailed, skipping rows another
 * process holds (`FOR UPDATE SKIP LOCKED`): run inside the transaction that queues the digest email.
 */
export async function claimDigestNotifications(db: Db, userId: number, window: DigestWindow) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.emailedAt),
        gte(notifications.createdAt, window.from),
        lt(notifications.createdAt, window.before),
      ),
    )
    .for('update', { skipLocked: true });
  const rows = await db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(inArray(notifications.id, due))
    .returning({
      id: notifications.id,
      kind: notifications.kind,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
    });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}
