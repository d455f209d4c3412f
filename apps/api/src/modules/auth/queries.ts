import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  loginThrottle,
  oauthGrants,
  sessions,
  socialAccounts,
  type UserTokenPurpose,
  users,
  userTokens,
} from '../../db/schema';

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

export async function insertUserToken(
  db: Db,
  values: {
    userId: number;
    purpose: UserTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    newEmail?: string;
  },
) {
  await db.insert(userTokens).values(values);
}

/**
 * Marks a live token used and returns it, in one statement: two requests racing with the same
 * link cannot both succeed. Unknown, used and expired tokens return undefined.
 */
export async function consumeUserToken(db: Db, purpose: UserTokenPurpose, tokenHash: string) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}

/** Retires every unused token of one purpose (a newer link replaces the older ones). */
export async function invalidateUserTokens(db: Db, userId: number, purpose: UserTokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Whether a token of this purpose was issued within the last `seconds` (resend throttling). */
export async function hasRecentToken(db: Db, userId: number, purpose: UserTokenPurpose, seconds: number) {
  const rows = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        gt(userTokens.createdAt, sql`now() - make_interval(secs => ${seconds}::int)`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The unused, unexpired changeEmail token of a user: the address waiting for confirmation. */
export async function findPendingEmail(db: Db, userId: number): Promise<string | null> {
  const rows = await db
    .select({ newEmail: userTokens.newEmail })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'changeEmail'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return rows[0]?.newEmail ?? null;
}

export type OAuthGrantRow = typeof oauthGrants.$inferSelect;

export async function insertOAuthGrant(db: Db, values: typeof oauthGrants.$inferInsert) {
  await db.insert(oauthGrants).values(values);
}

/** Takes a live grant out of the table (single use): a second attempt with the same key finds nothing. */
export async function consumeOAuthGrant(db: Db, kind: OAuthGrantRow['kind'], keyHash: string) {
  const rows = await db
    .delete(oauthGrants)
    .where(
      and(
        eq(oauthGrants.keyHash, keyHash),
        eq(oauthGrants.kind, kind),
        gt(oauthGrants.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}

export async function deleteExpiredOAuthGrants(db: Db) {
  await db.delete(oauthGrants).where(lt(oauthGrants.expiresAt, sql`now()`));
}

export async function findSocialAccount(db: Db, provider: 'google' | 'facebook', providerUserId: string) {
  const rows = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return rows[0]?.user;
}

export async function linkSocialAccount(
  db: Db,
  values: { provider: 'google' | 'facebook'; providerUserId: string; userId: number },
) {
  await db.insert(socialAccounts).values(values).onConflictDoNothing();
}
