import type { Opportunity } from '@canvas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, opportunities, opportunityApplications, opportunityViews } from '../../db/schema';
import type { CachedRead, ReadCache } from '../../lib/read-cache';
import { findOpportunity } from './queries';
import {
  isVisibleToAll,
  type OpportunityDeps,
  opportunityNotFound,
  opportunityRef,
  toOpportunity,
} from './service';

/**
 * What a visitor's view of an opportunity is built from besides its document: the row versions
 * (xmin) of the opportunity and of its canvas (whose name and slug it shows) and the two counts
 * it shows. The counts move with every application and view, so they are part of the version.
 */
async function findOpportunityVersion(db: Db, ref: { id: number } | { slug: string }) {
  const match = 'id' in ref ? eq(opportunities.id, ref.id) : eq(opportunities.slug, ref.slug);
  const rows = await db
    .select({
      id: opportunities.id,
      status: opportunities.status,
      expire: opportunities.expire,
      rowVersion: sql<string>`${opportunities}.xmin::text`,
      canvasVersion: sql<string>`${canvases}.xmin::text`,
      applicants: sql<number>`(select count(*)::int from ${opportunityApplications} a
        where a.opportunity_id = ${opportunities.id} and a.withdrawn_at is null)`,
      viewCount: sql<number>`(select count(*)::int from ${opportunityViews} v where v.opportunity_id = ${opportunities.id})`,
    })
    .from(opportunities)
    .innerJoin(canvases, and(eq(canvases.id, opportunities.canvasId), isNull(canvases.deletedAt)))
    .where(match)
    .limit(1);
  return rows[0];
}

/**
 * A visitor answer's version without its counts of views and applicants: what changes a page that
 * shows the opportunity (only its poster sees the counts, on their dashboard). A view is a write
 * nearly every visit makes; with the counts in it, each one would draw the page again.
 */
export function versionWithoutCounts(version: string): string {
  const {
    viewCount: _views,
    applicants: _applicants,
    ...shown
  } = JSON.parse(version) as Record<string, unknown>;
  return JSON.stringify(shown);
}

/** The name of the visitors' opportunity answers' cache (readCacheOf). */
export const PUBLIC_OPPORTUNITY_READS = 'public-opportunity';

/**
 * `GET /api/opportunity/{id or slug}` for a visitor (decision 034): public, unexpired ones only,
 * from `cache` while their version is unchanged; anything else is the same 404 as before. Signed-in
 * readers are not served from here (their application, bookmark and editor rights are theirs).
 */
export async function readPublicOpportunity(
  deps: OpportunityDeps,
  cache: ReadCache,
  idOrSlug: string,
  serialize: (opportunity: Opportunity) => string,
): Promise<CachedRead> {
  const ref = opportunityRef(idOrSlug);
  // With the day in it: expiry changes what is shown without any write (an opportunity's
  // visibility, a salon's active job count), so each day's first read looks again.
  const day = new Date().toISOString().slice(0, 10);
  return cache.readByRef(JSON.stringify({ ...ref, day }), async () => {
    const version = await findOpportunityVersion(deps.db, ref);
    if (!version || !isVisibleToAll(version)) throw opportunityNotFound();
    const { id, ...parts } = version;
    return {
      key: `opportunity:${id}`,
      version: JSON.stringify(parts),
      build: async () => {
        const read = await findOpportunity(deps.db, { id }, null);
        if (!read || !isVisibleToAll(read.row)) throw opportunityNotFound();
        // No timestamp covers the counts (a view is a new row, a withdrawal a changed one), so the
        // ETag alone validates these answers.
        return { body: serialize(toOpportunity(read, false)), lastModified: null };
      },
    };
  });
}
