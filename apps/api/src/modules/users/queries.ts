import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneCodes, type UserRow, users } from '../../db/schema';

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
