import {
  type CanvasType,
  METERS_PER_MILE,
  type OpportunityBrowseResult,
  type OpportunityBrowseRow,
  type OpportunityBrowseSearch,
  type OpportunityCanvasLocation,
} from '@canvas/shared';
import type { Db } from '../../db/client';
import type { OpportunitySearchType } from '../../db/schema';
import { resolveKeyword } from '../../lib/search/resolve-keyword';
import {
  countOpportunityMatches,
  deleteExpiredSearchRows,
  findOpportunityPage,
  findOwnCanvasLocations,
  OPPORTUNITY_SEARCH_TABLES,
  type OpportunityBrowseRecord,
  type OpportunityFilter,
  pageCarriesCount,
} from './queries/opportunity-browse';

export interface OpportunitySearchDeps {
  db: Db;
}

const ALL_KINDS: OpportunitySearchType[] = ['job', 'contest'];

/** Turns a validated search into what the queries run: typed words corrected, the place in metres. */
export async function resolveOpportunityFilter(
  deps: OpportunitySearchDeps,
  search: OpportunityBrowseSearch,
): Promise<OpportunityFilter> {
  const keyword = await resolveKeyword(deps.db, OPPORTUNITY_SEARCH_TABLES, search.keyword);
  const location = search.location
    ? {
        longitude: search.location.coordinates[0],
        latitude: search.location.coordinates[1],
        radius: search.location.radius,
      }
    : null;
  return {
    types: search.kind ? [search.kind] : ALL_KINDS,
    keyword,
    location,
    categoryIds: search.category,
    jobTypeIds: search.jobtype,
    paymentModeIds: search.paymentMode,
    softwareIds: search.software,
    brandIds: search.brand,
  };
}

function toRow(record: OpportunityBrowseRecord): OpportunityBrowseRow {
  return {
    id: record.id,
    slug: record.slug,
    jobTitle: record.jobTitle,
    jobType: record.jobType,
    jobCategory: record.jobCategory,
    location: record.location,
    validForAllState: record.validForAllState,
    competition: record.competition,
    brand: record.brand,
    media: record.media,
    canvasId: record.canvasId,
    canvasName: record.canvasName,
    canvasSlug: record.canvasSlug,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    expire: record.expire,
    distanceMiles:
      record.distanceMetres === null ? null : Math.round((record.distanceMetres / METERS_PER_MILE) * 10) / 10,
  };
}

/**
 * `POST /api/opportunity/browse/search` (spec 1 §2.4, §7 Browsing): public opportunities whose
 * expire day has not passed, every filter AND-ed and the values of one filter OR-ed, national
 * ones within every radius; newest first (best keyword match first when there is a keyword).
 */
export async function searchOpportunities(
  deps: OpportunitySearchDeps,
  search: OpportunityBrowseSearch,
): Promise<OpportunityBrowseResult> {
  const filter = await resolveOpportunityFilter(deps, search);
  const page = { limit: search.size, offset: (search.page - 1) * search.size };
  // Newest first whatever the search. A page with a keyword or a facet filter carries the total
  // (from the bitmaps it builds, or from the cells it scans for a radius), so the count's own pass
  // is skipped unless the page is empty; otherwise the count runs alongside.
  if (pageCarriesCount(filter)) {
    const records = await findOpportunityPage(deps.db, filter, page);
    const count = records[0]?.total ?? (await countOpportunityMatches(deps.db, filter));
    return { list: records.map(toRow), count };
  }
  const [records, count] = await Promise.all([
    findOpportunityPage(deps.db, filter, page),
    countOpportunityMatches(deps.db, filter),
  ]);
  return { list: records.map(toRow), count };
}

/**
 * Whose place a search starts from: the searcher's own portfolio (a professional or student
 * canvas: where they want to work) before a business or school they own.
 */
const TYPE_ORDER: CanvasType[] = ['professional', 'student', 'business', 'school'];

interface StoredLocation {
  address?: unknown;
  city?: unknown;
  stateShort?: unknown;
  coordinates?: unknown;
}

const isCoordinates = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => typeof part === 'number' && Number.isFinite(part));

/**
 * `GET /api/opportunity/canvas/location`: the first located address of the signed-in user's own
 * canvases (TYPE_ORDER, then oldest canvas first; its addresses in their order), named by its
 * address or else its city and state; both null when they have none.
 */
export async function findSearchStart(
  deps: OpportunitySearchDeps,
  userId: number,
): Promise<OpportunityCanvasLocation> {
  const owned = await findOwnCanvasLocations(deps.db, userId);
  const ranked = [...owned].sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  for (const canvas of ranked) {
    const locations = Array.isArray(canvas.locations) ? (canvas.locations as StoredLocation[]) : [];
    const located = locations.find((location) => isCoordinates(location.coordinates));
    if (!located || !isCoordinates(located.coordinates)) continue;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const name =
      text(located.address) || [text(located.city), text(located.stateShort)].filter(Boolean).join(', ');
    return { locationName: name || null, coordinates: located.coordinates };
  }
  return { locationName: null, coordinates: null };
}

/** The job kind that removes expired opportunities from search (expiry runs it every few minutes). */
export const OPPORTUNITY_SEARCH_EXPIRY_JOB = 'opportunity-search.expire';
/** How often the expiry job is queued (server.ts): an expired opportunity shows at most this long. */
export const OPPORTUNITY_SEARCH_EXPIRY_EVERY_MS = 5 * 60 * 1000;

/** Removes the search rows of opportunities whose expire day passed; answers how many. */
export const removeExpiredFromSearch = (deps: OpportunitySearchDeps) => deleteExpiredSearchRows(deps.db);
