import type { CanvasType, MediaItem } from '@canvas/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { canvases, canvasLocations, searchWords } from '../../db/schema';
import type { DateWindow, NumericRange } from './browse-buckets';
import type { WordCandidate } from './keyword';

/** What browse filters on, resolved by the service (buckets turned into ranges, typos corrected). */
export interface BrowseFilter {
  types: CanvasType[];
  keyword: {
    /** A `to_tsquery('english', ...)` text over the full-text projection. */
    textQuery: string;
    /** Each typed word with its corrections, for ranking matches in the name or title first. */
    groups: string[][];
    /** The typed words; each must be similar to a word of the name or title (trigram). */
    nameWords: string[];
  } | null;
  /** Centre and radius in metres. */
  location: { latitude: number; longitude: number; radius: number } | null;
  categoryIds: number[];
  licensed: boolean | null;
  schoolIds: number[];
  programIds: number[];
  softwareIds: number[];
  experience: NumericRange[];
  averageTicket: NumericRange[];
  visitFrequency: NumericRange[];
  repeatRetention: NumericRange[];
  retailSales: NumericRange[];
  graduation: DateWindow[];
}

const intArray = (values: number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::integer[]`;

function inRange(column: AnyPgColumn, range: NumericRange): SQL {
  const parts: SQL[] = [];
  if (range.min !== null)
    parts.push(range.minInclusive ? sql`${column} >= ${range.min}` : sql`${column} > ${range.min}`);
  if (range.max !== null)
    parts.push(range.maxInclusive ? sql`${column} <= ${range.max}` : sql`${column} < ${range.max}`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` and `)})` : sql`${column} is not null`;
}

/** Several buckets of one filter: any of them (OR). */
function anyRange(column: AnyPgColumn, ranges: NumericRange[]): SQL | undefined {
  if (ranges.length === 0) return undefined;
  return sql`(${sql.join(
    ranges.map((range) => inRange(column, range)),
    sql` or `,
  )})`;
}

function anyWindow(windows: DateWindow[]): SQL | undefined {
  if (windows.length === 0) return undefined;
  const column = canvases.graduationDate;
  const parts = windows.map((window) => {
    const edges: SQL[] = [];
    if (window.from) edges.push(sql`${column} >= ${window.from}::date`);
    if (window.until) edges.push(sql`${column} < ${window.until}::date`);
    return sql`(${sql.join(edges, sql` and `)})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

const textQuery = (text: string) => sql`to_tsquery('english'::regconfig, ${text})`;
type Location = NonNullable<BrowseFilter['location']>;
const centre = (location: Location) =>
  sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
const locationPoint = sql`ll_to_earth(${canvasLocations.latitude}, ${canvasLocations.longitude})`;

/**
 * Whether a location lies within the radius, exactly as earth_distance() measures it (great-circle
 * on earthdistance's sphere), in plain arithmetic: the straight-line distance between the two
 * points on the unit sphere against the chord the radius spans. earth_distance() builds a cube per
 * row and costs ten times more; the box test before it has already used the index.
 */
function withinRadius(location: Location): SQL {
  const lat = canvasLocations.latitude;
  const lng = canvasLocations.longitude;
  const centreLat = sql`radians(${location.latitude}::float8)`;
  const centreLng = sql`radians(${location.longitude}::float8)`;
  return sql`power(cos(radians(${lat})) * cos(radians(${lng})) - cos(${centreLat}) * cos(${centreLng}), 2)
    + power(cos(radians(${lat})) * sin(radians(${lng})) - cos(${centreLat}) * sin(${centreLng}), 2)
    + power(sin(radians(${lat})) - sin(${centreLat}), 2)
    <= power(2 * sin(${location.radius}::float8 / (2 * earth())), 2)`;
}

/** The WHERE of a browse search: every filter given, AND-ed; only public canvases that are not deleted. */
function browseWhere(filter: BrowseFilter): SQL | undefined {
  const { keyword, location } = filter;
  return and(
    eq(canvases.status, 'public'),
    isNull(canvases.deletedAt),
    inArray(canvases.type, filter.types),
    keyword
      ? sql`(${canvases.searchVector} @@ ${textQuery(keyword.textQuery)} or (${sql.join(
          keyword.nameWords.map((word) => sql`${canvases.searchName} %> ${word}`),
          sql` and `,
        )}))`
      : undefined,
    // The box test finds candidates through the GiST index; the distance test makes it exact.
    location
      ? sql`exists (select 1 from ${canvasLocations}
          where ${canvasLocations.canvasId} = ${canvases.id}
            and earth_box(${centre(location)}, ${location.radius}::float8) @> ${locationPoint}
            and ${withinRadius(location)})`
      : undefined,
    filter.categoryIds.length > 0
      ? sql`${canvases.categoryIds} && ${intArray(filter.categoryIds)}`
      : undefined,
    filter.licensed === null ? undefined : eq(canvases.licensed, filter.licensed),
    filter.schoolIds.length > 0 ? sql`${canvases.schoolIds} && ${intArray(filter.schoolIds)}` : undefined,
    filter.programIds.length > 0 ? sql`${canvases.programIds} && ${intArray(filter.programIds)}` : undefined,
    filter.softwareIds.length > 0
      ? sql`${canvases.softwareIds} && ${intArray(filter.softwareIds)}`
      : undefined,
    anyRange(canvases.yearOfExperience, filter.experience),
    anyRange(canvases.averageTicket, filter.averageTicket),
    anyRange(canvases.visitFrequency, filter.visitFrequency),
    anyRange(canvases.repeatRetention, filter.repeatRetention),
    anyRange(canvases.retailSales, filter.retailSales),
    anyWindow(filter.graduation),
  );
}

/**
 * How well a canvas matches the keyword: how many of the typed words (or their corrections) its
 * name or title holds. A substring test on the short name costs a fraction of ts_rank(), which
 * would have to read and score every matching canvas's whole text vector.
 */
const keywordRank = (keyword: NonNullable<BrowseFilter['keyword']>) =>
  sql<number>`(${sql.join(
    keyword.groups.map(
      (group) =>
        sql`(${sql.join(
          group.map((word) => sql`${canvases.searchName} like ${`%${word}%`}`),
          sql` or `,
        )})::integer`,
    ),
    sql` + `,
  )})`;

export interface BrowseRecord {
  id: number;
  type: CanvasType;
  slug: string;
  name: string;
  title: string;
  headline: string;
  schoolName: string | null;
  program: string | null;
  categories: Array<{ name?: string }> | null;
  locations: Array<{ address?: string; city?: string; stateShort?: string }> | null;
  featuredVideo: MediaItem | null;
  portraitPhoto: MediaItem | null;
  featuredPhoto: MediaItem | null;
  logo: MediaItem | null;
  distanceMetres: number | null;
  updatedAt: Date;
  /** All matches (keyword searches count in the page query). */
  total: number | null;
}

/** Matches the browse indexes' order (DESC NULLS LAST), so an index scan can feed the page. */
const newestFirst = [sql`${canvases.updatedAt} desc nulls last`, sql`${canvases.id} desc nulls last`];

/**
 * One page of matches, best first: by keyword rank when there is a keyword, then newest update.
 * The page's ids are found first so the documents are read for those rows only. Answers the
 * query unexecuted (the index test explains it); findBrowsePage runs it.
 */
export function browsePageQuery(db: Db, filter: BrowseFilter, page: { limit: number; offset: number }) {
  const rank = filter.keyword ? keywordRank(filter.keyword) : sql<number>`0`;
  // Ranking reads every match anyway, so the total comes from the same pass; without a keyword an
  // index gives the page in order and a separate count (run alongside) is cheaper.
  const total = filter.keyword ? sql<number>`count(*) over ()` : sql<null>`null::bigint`;
  const ordered = db
    .select({
      id: canvases.id,
      score: rank.as('score'),
      updatedAt: canvases.updatedAt,
      total: total.as('total'),
    })
    .from(canvases)
    .where(browseWhere(filter))
    .orderBy(...(filter.keyword ? [desc(rank)] : []), ...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as('ordered');
  const { location } = filter;
  const distance = location
    ? sql<number>`(select min(earth_distance(${centre(location)}, ${locationPoint})) from ${canvasLocations} where ${canvasLocations.canvasId} = ${canvases.id})`
    : sql<null>`null`;
  return db
    .select({
      id: canvases.id,
      type: canvases.type,
      slug: canvases.slug,
      name: sql<string>`${canvases.introduction}->>'name'`,
      title: sql<string>`${canvases.introduction}->>'title'`,
      headline: sql<string>`${canvases.introduction}->>'headline'`,
      schoolName: sql<string | null>`${canvases.educations}->0->>'schoolName'`,
      program: sql<string | null>`${canvases.educations}->0->'program'->>'name'`,
      categories: sql<BrowseRecord['categories']>`${canvases.detail}->'categories'`,
      locations: sql<BrowseRecord['locations']>`${canvases.detail}->'locations'`,
      featuredVideo: sql<MediaItem | null>`${canvases.media}->'featuredVideo'`,
      portraitPhoto: sql<MediaItem | null>`${canvases.media}->'portraitPhoto'`,
      featuredPhoto: sql<MediaItem | null>`${canvases.media}->'featuredPhoto'`,
      logo: sql<MediaItem | null>`${canvases.media}->'logo'`,
      distanceMetres: distance,
      updatedAt: canvases.updatedAt,
      total: ordered.total,
    })
    .from(ordered)
    .innerJoin(canvases, eq(canvases.id, ordered.id))
    .orderBy(desc(ordered.score), sql`${ordered.updatedAt} desc nulls last`, desc(canvases.id));
}

export async function findBrowsePage(
  db: Db,
  filter: BrowseFilter,
  page: { limit: number; offset: number },
): Promise<BrowseRecord[]> {
  const rows = await browsePageQuery(db, filter, page);
  return rows.map((row) => ({
    ...row,
    distanceMetres: row.distanceMetres === null ? null : Number(row.distanceMetres),
    total: row.total === null ? null : Number(row.total),
  }));
}

export function browseCountQuery(db: Db, filter: BrowseFilter) {
  return db.select({ count: sql<number>`count(*)::integer` }).from(canvases).where(browseWhere(filter));
}

export async function countBrowseMatches(db: Db, filter: BrowseFilter): Promise<number> {
  const rows = await browseCountQuery(db, filter);
  return rows[0]?.count ?? 0;
}

/**
 * Words public canvases use that are near the typed words: the word itself, the same letters in
 * another order, trigram-similar words, and (short words) words of about the same length with the
 * same first letter — each found through an index on search_words.
 */
export async function findWordCandidates(db: Db, words: string[]): Promise<WordCandidate[]> {
  if (words.length === 0) return [];
  const { word: column, letters } = searchWords;
  const perWord = words.map((word) => {
    // Short words: one substitution can share no trigram with the right word, so words of about
    // the same length with the same first letter are candidates too.
    const sameStart =
      word.length <= 6
        ? sql` union (select ${column} from ${searchWords} where ${column} like ${`${word.slice(0, 1)}%`}
            and length(${column}) between ${word.length - 1} and ${word.length + 1} limit 200)`
        : sql``;
    // Trigram matches use word similarity (`%>`), not `%`: PGlite 0.5.16's similarity operator
    // intermittently answers no row and stalls the connection when cube is loaded too.
    return sql`select ${word}::text as word, found.word as candidate, word_similarity(${word}, found.word) as similarity
      from (
        select ${column} as word from ${searchWords} where ${column} = ${word}
        union select ${column} from ${searchWords} where ${letters} = search_word_letters(${word})
        union (select ${column} from ${searchWords} where ${column} %> ${word}
          order by word_similarity(${word}, ${column}) desc limit 20)
        ${sameStart}
      ) as found`;
  });
  const result = (await db.execute(sql.join(perWord, sql` union all `))) as unknown as {
    rows: Array<{ word: string; candidate: string; similarity: number | string }>;
  };
  return result.rows.map((row) => ({
    word: row.word,
    candidate: row.candidate,
    similarity: Number(row.similarity),
  }));
}
