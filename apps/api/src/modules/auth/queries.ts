import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle, sessions, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { id: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
) {
  await db.insert(sessions).values(values);
}

/** The user behind a live session, or undefined when the session is revoked, expired or unknown. */
export async function findUserBySession(db: Db, sessionId: string, userId: number) {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0]?.user;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId` (after a password change, say). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string | null) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0];
}

/** Failures recorded for `key` in the current window, and when that window ends. */
export async function readThrottle(db: Db, key: string, windowMinutes: number) {
  const rows = await db
    .select({
      failures: loginThrottle.failures,
      resetsAt:
        sql<Date>`${loginThrottle.windowStartedAt} + make_interval(mins => ${windowMinutes}::int)`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.key, key),
        gt(loginThrottle.windowStartedAt, sql`now() - make_interval(mins => ${windowMinutes}::int)`),
      ),
    );
  return rows[0];
}

/** Counts one failure for `key`, starting a new window when the previous one has ended. */
export async function recordFailure(db: Db, key: string, windowMinutes: number) {
  const windowOpen = sql`${loginThrottle.windowStartedAt} > now() - make_interval(mins => ${windowMinutes}::int)`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${windowOpen} THEN ${loginThrottle.failures} + 1 ELSE 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowOpen} THEN ${loginThrottle.windowStartedAt} ELSE now() END`,
      },
    });
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
