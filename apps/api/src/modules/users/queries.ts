import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneCodes, type UserRow, type UserTokenPurpose, users, userTokens } from '../../db/schema';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ value: count() }).from(users);
  return rows[0]?.value ?? 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('user not inserted');
  return row;
}

/** Removes the account for good; every row that is only the user's goes with it (foreign keys cascade). */
export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function findPhoneCode(db: Db, userId: number) {
  const rows = await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).limit(1);
  return rows[0];
}

/** Replaces the user's pending code (one at a time); attempts start again at zero. */
export async function upsertPhoneCode(
  db: Db,
  values: { userId: number; phone: string; codeHash: string; expiresAt: Date },
) {
  await db
    .insert(phoneCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: phoneCodes.userId,
      set: {
        phone: values.phone,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        attempts: 0,
        sentAt: sql`now()`,
      },
    });
}

/**
 * Counts one attempt at the pending code for `phone` and returns the code row, or undefined when
 * there is no such code or its attempts are used up. One statement, so parallel guesses queue.
 */
export async function claimCodeAttempt(db: Db, userId: number, phone: string, maxAttempts: number) {
  const rows = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, phone), lt(phoneCodes.attempts, maxAttempts)),
    )
    .returning();
  return rows[0];
}

export async function deletePhoneCode(db: Db, userId: number) {
  await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
}

/** Another account already uses this email (case-insensitive). */
export async function isEmailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

// --- one-time links (verify the address, reset the password, confirm a new address) ---------

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
