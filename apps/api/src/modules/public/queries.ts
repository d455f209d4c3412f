import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaUses, contactMessages, dataRightsRequests, landingPageVisits } from '../../db/schema';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const rows = await db.insert(contactMessages).values(values).returning();
  return rows[0];
}

export async function insertDataRightsRequest(db: Db, values: typeof dataRightsRequests.$inferInsert) {
  const rows = await db.insert(dataRightsRequests).values(values).returning();
  return rows[0];
}

export async function insertLandingPageVisit(db: Db, values: typeof landingPageVisits.$inferInsert) {
  await db.insert(landingPageVisits).values(values);
}

/**
 * Records a solved captcha challenge; false when it was already used (a replayed solution).
 * Expired rows are cleared on the way, so the table stays as small as the open challenges.
 */
export async function claimCaptchaChallenge(db: Db, challengeId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaUses).where(sql`${captchaUses.expiresAt} < now()`);
  const rows = await db
    .insert(captchaUses)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: captchaUses.challengeId });
  return rows.length === 1;
}
