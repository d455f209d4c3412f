import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/**
 * Fixed-window counters in PostgreSQL (the login_throttle table), so every API process sees the
 * same counts. Sign-in counts failures per account and IP (`account:`, `ip:`), text-message codes
 * count sends (`sms:`); each caller chooses its keys, limits and window.
 */

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

/** Drops the counters whose window has ended (housekeeping). */
export async function deleteEndedThrottleWindows(db: Db, windowMinutes: number) {
  await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.windowStartedAt, sql`now() - make_interval(mins => ${windowMinutes}::int)`));
}

/** The longest window any caller counts in (daily caps); housekeeping keeps counters this long. */
export const LONGEST_WINDOW_MINUTES = 24 * 60;

/**
 * Counts one use of `key` and answers whether it is still within `limit` in the current window (and
 * when that window ends). Counting before checking means parallel requests can never pass together
 * beyond the limit; a refused use counts too.
 */
export async function countUse(db: Db, key: string, limit: number, windowMinutes: number) {
  await recordFailure(db, key, windowMinutes);
  const state = await readThrottle(db, key, windowMinutes);
  const resetsAt = state?.resetsAt ?? new Date(Date.now() + windowMinutes * 60_000);
  return {
    allowed: (state?.failures ?? 1) <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000)),
  };
}

/**
 * Records `key` once (a spent proof of work, say): true the first time, false for every later
 * claim until its window ends, even under racing requests (one insert wins).
 */
export async function claimOnce(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoNothing()
    .returning({ key: loginThrottle.key });
  return rows.length > 0;
}
