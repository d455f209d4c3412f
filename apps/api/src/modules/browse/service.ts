import { type BrowseResult, type BrowseRow, type BrowseSearch, METERS_PER_MILE } from '@canvas/shared';
import type { Db } from '../../db/client';
import { resolveKeyword } from '../../lib/search/resolve-keyword';
import {
  AVERAGE_TICKET_RANGES,
  EXPERIENCE_RANGES,
  graduationWindow,
  mergeRanges,
  mergeWindows,
  PERCENT_RANGES,
  VISIT_FREQUENCY_RANGES,
} from './browse-buckets';
import {
  type BrowseFilter,
  type BrowseRecord,
  CANVAS_SEARCH_TABLES,
  countBrowseMatches,
  findBrowsePage,
} from './queries/canvas-browse';

export interface BrowseDeps {
  db: Db;
  /** Today's date (UTC, YYYY-MM-DD) for the graduation windows; tests pin it. */
  today?: () => string;
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** Turns a validated search into SQL-ready filters: buckets into ranges, typed words into corrections. */
export async function resolveBrowseFilter(deps: BrowseDeps, search: BrowseSearch): Promise<BrowseFilter> {
  const today = (deps.today ?? utcToday)();
  const keyword = await resolveKeyword(deps.db, CANVAS_SEARCH_TABLES, search.keyword);
  const location = search.location
    ? {
        longitude: search.location.coordinates[0],
        latitude: search.location.coordinates[1],
        radius: search.location.radius,
      }
    : null;
  return {
    types: search.type,
    keyword,
    location,
    categoryIds: search.userCategory,
    licensed: search.category === undefined ? null : search.category === 'licensed',
    schoolIds: search.school,
    programIds: search.program,
    softwareIds: search.software,
    // Buckets that touch become one range, which an index reads as one range (mergeRanges).
    experience: mergeRanges(
      search.yearOfExperience.map((bucket) => EXPERIENCE_RANGES[bucket]),
      { integers: true },
    ),
    averageTicket: mergeRanges(search.combinedAverageTicket.map((bucket) => AVERAGE_TICKET_RANGES[bucket])),
    visitFrequency: mergeRanges(
      search.annualFrequencyOfVisit.map((bucket) => VISIT_FREQUENCY_RANGES[bucket]),
    ),
    repeatRetention: mergeRanges(search.repeatClientRetention.map((bucket) => PERCENT_RANGES[bucket])),
    retailSales: mergeRanges(search.serviceToRetailSales.map((bucket) => PERCENT_RANGES[bucket])),
    graduation: mergeWindows(search.graduationDate.map((window) => graduationWindow(window, today))),
  };
}

function toRow(record: BrowseRecord): BrowseRow {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: record.id,
    type: record.type,
    slug: record.slug,
    name: text(record.title) || text(record.headline),
    fullName: text(record.name),
    schoolName: text(record.schoolName) || null,
    program: text(record.program) || null,
    categories: (record.categories ?? []).map((category) => text(category.name)).filter(Boolean),
    media: {
      featuredVideo: record.featuredVideo ?? null,
      portraitPhoto: record.portraitPhoto ?? null,
      featuredPhoto: record.featuredPhoto ?? null,
      logo: record.logo ?? null,
    },
    workPhotos: record.workPhotos ?? [],
    locations: (record.locations ?? []).map((location) => ({
      address: text(location.address),
      city: text(location.city),
      stateShort: text(location.stateShort),
    })),
    distanceMiles:
      record.distanceMetres === null ? null : Math.round((record.distanceMetres / METERS_PER_MILE) * 10) / 10,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * Portfolio browse (spec 1 §7 `searchv2`): public canvases only, every filter AND-ed, the values
 * of one filter OR-ed; best keyword match first when there is a keyword, otherwise newest update.
 */
export async function searchCanvases(deps: BrowseDeps, search: BrowseSearch): Promise<BrowseResult> {
  const filter = await resolveBrowseFilter(deps, search);
  const page = { limit: search.size, offset: (search.page - 1) * search.size };
  if (filter.keyword) {
    // The page query counts the matches too: in the pass that ranks them all, or (a keyword alone,
    // its page found by a walk) in a count of its own in the same statement.
    const records = await findBrowsePage(deps.db, filter, page);
    // A page past the end has no row to carry the total.
    const count = records[0]?.total ?? (page.offset === 0 ? 0 : await countBrowseMatches(deps.db, filter));
    return { rows: records.map(toRow), count };
  }
  // Without a keyword an index gives the page in order, so a separate count (run alongside) is cheaper.
  const [records, count] = await Promise.all([
    findBrowsePage(deps.db, filter, page),
    countBrowseMatches(deps.db, filter),
  ]);
  return { rows: records.map(toRow), count };
}
