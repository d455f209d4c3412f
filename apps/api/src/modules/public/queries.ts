import type { CanvasType, MediaItem, OpportunityLocation, OptionRef } from '@canvas/shared';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  canvases,
  captchaUses,
  contactMessages,
  dataRightsRequests,
  landingPageVisits,
  opportunities,
} from '../../db/schema';

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

/** A public canvas that may be featured, with just what a tile shows. */
export interface FeaturedCanvasRecord {
  slug: string;
  type: CanvasType;
  name: string | null;
  title: string | null;
  headline: string | null;
  city: string | null;
  stateShort: string | null;
  portraitPhoto: MediaItem | null;
  featuredPhoto: MediaItem | null;
}

/**
 * How many of the newest candidates are read to pick one canvas per owner: an owner has a handful
 * of canvases at most, so a window this wide still fills the list when some owners repeat.
 */
export const FEATURED_CANDIDATES_PER_TILE = 4;

const hasTilePhoto = sql`(jsonb_typeof(${canvases.media}->'portraitPhoto') = 'object'
  or jsonb_typeof(${canvases.media}->'featuredPhoto') = 'object')`;

/**
 * The canvases the home and landing pages feature: public, not deleted, with a portrait or featured
 * photo, the most recently updated first, one per owner.
 *
 * For now the list is picked automatically. Admins will curate it on /admin-featured (spec 3): a
 * curated table of canvas ids in the admins' order will come first, and this newest-with-a-photo
 * pick will only fill the places the admins left empty.
 *
 * The candidates come from the partial index canvases_browse_recent_idx (public, not deleted,
 * updated_at desc, id desc), read in its order and stopped after a small window; the photo test
 * filters those rows only. Answers the query unexecuted (the plan test explains it).
 */
export function featuredCanvasesQuery(db: Db, limit: number) {
  const candidates = db
    .select({ id: canvases.id, ownerId: canvases.ownerId, updatedAt: canvases.updatedAt })
    .from(canvases)
    .where(and(eq(canvases.status, 'public'), isNull(canvases.deletedAt), hasTilePhoto))
    .orderBy(sql`${canvases.updatedAt} desc nulls last`, sql`${canvases.id} desc nulls last`)
    .limit(limit * FEATURED_CANDIDATES_PER_TILE)
    .as('candidates');
  const perOwner = db
    .selectDistinctOn([candidates.ownerId], { id: candidates.id, updatedAt: candidates.updatedAt })
    .from(candidates)
    .orderBy(candidates.ownerId, desc(candidates.updatedAt), desc(candidates.id))
    .as('per_owner');
  return db
    .select({
      slug: canvases.slug,
      type: canvases.type,
      name: sql<string | null>`${canvases.introduction}->>'name'`,
      title: sql<string | null>`${canvases.introduction}->>'title'`,
      headline: sql<string | null>`${canvases.introduction}->>'headline'`,
      city: sql<string | null>`${canvases.detail}->'locations'->0->>'city'`,
      stateShort: sql<string | null>`${canvases.detail}->'locations'->0->>'stateShort'`,
      portraitPhoto: sql<MediaItem | null>`${canvases.media}->'portraitPhoto'`,
      featuredPhoto: sql<MediaItem | null>`${canvases.media}->'featuredPhoto'`,
    })
    .from(perOwner)
    .innerJoin(canvases, eq(canvases.id, perOwner.id))
    .orderBy(desc(perOwner.updatedAt), desc(canvases.id))
    .limit(limit);
}

export async function findFeaturedCanvases(db: Db, limit: number): Promise<FeaturedCanvasRecord[]> {
  return featuredCanvasesQuery(db, limit);
}

/** A public opportunity that may be featured, with just what a tile shows. */
export interface FeaturedOpportunityRecord {
  slug: string;
  jobTitle: OptionRef | null;
  jobType: OptionRef | null;
  competition: boolean;
  validForAllState: boolean;
  location: OpportunityLocation | null;
  thumbPhoto: MediaItem | null;
  canvasName: string | null;
}

/**
 * The opportunities the home and landing pages feature (spec 1 §2.5): public, unexpired, of a live
 * canvas, with a thumbnail, the newest first. The rows come from the partial index
 * opportunities_public_recent_idx (public, created_at desc, id desc) read in its order, so only the
 * first few public rows are looked at. Answers the query unexecuted (the plan test explains it).
 */
export function featuredOpportunitiesQuery(db: Db, limit: number) {
  return db
    .select({
      slug: opportunities.slug,
      jobTitle: opportunities.jobTitle,
      jobType: opportunities.jobType,
      competition: opportunities.competition,
      validForAllState: opportunities.validForAllState,
      location: opportunities.location,
      thumbPhoto: sql<MediaItem | null>`${opportunities.media}->'thumbPhoto'`,
      canvasName: sql<string | null>`${canvases.introduction}->>'name'`,
    })
    .from(opportunities)
    .innerJoin(canvases, and(eq(canvases.id, opportunities.canvasId), isNull(canvases.deletedAt)))
    .where(
      and(
        eq(opportunities.status, 'public'),
        gte(opportunities.expire, sql`current_date`),
        sql`jsonb_typeof(${opportunities.media}->'thumbPhoto') = 'object'`,
      ),
    )
    .orderBy(sql`${opportunities.createdAt} desc nulls last`, sql`${opportunities.id} desc nulls last`)
    .limit(limit);
}

export async function findFeaturedOpportunities(db: Db, limit: number): Promise<FeaturedOpportunityRecord[]> {
  return featuredOpportunitiesQuery(db, limit);
}
