import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthGrants, sessions, socialAccounts, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { id: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
) {
  await db.insert(sessions).values(values);
}

/** The user behind a live session and when it began, or undefined when it is revoked, expired or unknown. */
export async function findUserBySession(db: Db, sessionId: string, userId: number) {
  const rows = await db
    .select({ user: users, signedInAt: sessions.createdAt })
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
  return rows[0];
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

/** Drops every grant that would sign in as `userId` (unused login tickets and partner codes). */
export async function deleteUserOAuthGrants(db: Db, userId: number) {
  await db.delete(oauthGrants).where(eq(oauthGrants.userId, userId));
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
