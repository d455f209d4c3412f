import type { CanvasType, MediaItem } from '@canvas/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  canvases,
  canvasLocations,
  canvasSearch,
  canvasSearchFacetBits,
  canvasSearchLexemeBits,
  canvasSearchNameBits,
  canvasSearchPlaces,
  canvasSearchText,
  type SearchFacet,
  searchLexemes,
  searchWords,
} from '../../db/schema';
import { typoAllowance } from '../../lib/edit-distance';
import type { DateWindow, NumericRange } from './browse-buckets';
import type { WordCandidate, WordLexemes } from './keyword';
import { cellRunsWithin, chordMetres, earthPoint } from './place-cells';

/** What browse filters on, resolved by the service (buckets turned into ranges, typos corrected). */
export interface BrowseFilter {
  types: CanvasType[];
  keyword: {
    /**
     * The full text to match, in lexeme ids: all groups, each through any of its words, a word
     * through all its lexemes (keyword.ts fullTextGroups); null when nothing can match it.
     */
    fullText: number[][][] | null;
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
  const column = canvasSearch.graduationDate;
  const parts = windows.map((window) => {
    const edges: SQL[] = [];
    if (window.from) edges.push(sql`${column} >= ${window.from}::date`);
    if (window.until) edges.push(sql`${column} < ${window.until}::date`);
    return sql`(${sql.join(edges, sql` and `)})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

type Location = NonNullable<BrowseFilter['location']>;
/** The search's centre as a constant `ll_to_earth` point (place-cells.ts earthPoint). */
const centre = (location: Location) =>
  sql`${`(${earthPoint(location.latitude, location.longitude).join(', ')})`}::cube`;
/** The chord the radius spans on earthdistance's sphere, as `gc_to_sec(radius)` gives it. */
const chord = (location: Location) => sql`${chordMetres(location.radius)}::float8`;

/**
 * Whether a stored place (an `ll_to_earth` point) lies within the radius, exactly as
 * earth_distance() measures it: the straight-line distance between the two points compared with
 * the chord the radius spans on earthdistance's sphere, the same great circle in plain arithmetic
 * on the stored point.
 */
const withinRadius = (place: AnyPgColumn, location: Location) =>
  sql`cube_distance(${place}, ${centre(location)}) <= ${chord(location)}`;

/**
 * withinRadius, with the box test a GiST index of places (canvas_search_places) answers first: the
 * box of `earth_box(centre, radius)`.
 */
const placeWithin = (place: AnyPgColumn, location: Location) =>
  sql`(${place} <@ cube_enlarge(${centre(location)}, ${chord(location)}, 3) and ${withinRadius(place, location)})`;

/** The range filters on canvas_search (experience, KPIs, graduation), which no bitmap holds. */
function rangeConditions(filter: BrowseFilter): SQL[] {
  return [
    anyRange(canvasSearch.yearOfExperience, filter.experience),
    anyRange(canvasSearch.averageTicket, filter.averageTicket),
    anyRange(canvasSearch.visitFrequency, filter.visitFrequency),
    anyRange(canvasSearch.repeatRetention, filter.repeatRetention),
    anyRange(canvasSearch.retailSales, filter.retailSales),
    anyWindow(filter.graduation),
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The filters on canvas_search besides the type and the radius. */
function searchConditions(filter: BrowseFilter): SQL[] {
  return [
    filter.categoryIds.length > 0
      ? sql`${canvasSearch.categoryIds} && ${intArray(filter.categoryIds)}`
      : undefined,
    filter.licensed === null ? undefined : eq(canvasSearch.licensed, filter.licensed),
    filter.schoolIds.length > 0 ? sql`${canvasSearch.schoolIds} && ${intArray(filter.schoolIds)}` : undefined,
    filter.programIds.length > 0
      ? sql`${canvasSearch.programIds} && ${intArray(filter.programIds)}`
      : undefined,
    filter.softwareIds.length > 0
      ? sql`${canvasSearch.softwareIds} && ${intArray(filter.softwareIds)}`
      : undefined,
    ...rangeConditions(filter),
  ].filter((condition): condition is SQL => condition !== undefined);
}

type Keyword = NonNullable<BrowseFilter['keyword']>;

/**
 * The canvas_search_text columns a keyword condition reads: the table's own, or the same columns
 * of a subquery over it (the walk in keywordPage).
 */
interface TextColumns {
  type: SQL;
  searchName: SQL;
  lexemeIds: SQL;
}
const TEXT_TABLE: TextColumns = {
  type: sql`${canvasSearchText.type}`,
  searchName: sql`${canvasSearchText.searchName}`,
  lexemeIds: sql`${canvasSearchText.lexemeIds}`,
};

/** The full-text half of a keyword: containment tests on the lexeme ids (GIN). */
function fullTextCondition(groups: number[][][] | null, columns: TextColumns): SQL {
  if (groups === null) return sql`false`;
  const column = columns.lexemeIds;
  return sql.join(
    groups.map((group) =>
      group.every((ids) => ids.length === 1)
        ? sql`${column} && ${intArray(group.map((ids) => ids[0] as number))}`
        : sql`(${sql.join(
            group.map((ids) => sql`${column} @> ${intArray(ids)}`),
            sql` or `,
          )})`,
    ),
    sql` and `,
  );
}

/**
 * The words of public canvases' names and titles that are trigram-similar to a typed word (`word
 * %> typed`, pg_trgm's word similarity): the word itself, its typos, longer words it begins.
 */
const similarNameWords = (word: string) =>
  sql`array(select distinct ${canvasSearchNameBits.word} from ${canvasSearchNameBits}
    where ${canvasSearchNameBits.word} %> ${word})`;

/**
 * Full text over the projection, or every typed word similar to a word of the name or title (the
 * name words index: `search_name_words(search_name)`). The same tests as the bitmaps count
 * (keywordCountQuery), on the same columns.
 */
const keywordCondition = (keyword: Keyword, columns: TextColumns = TEXT_TABLE) =>
  sql`(${fullTextCondition(keyword.fullText, columns)} or (${sql.join(
    keyword.nameWords.map(
      (word) => sql`search_name_words(${columns.searchName}) && ${similarNameWords(word)}`,
    ),
    sql` and `,
  )}))`;

/**
 * The bitmaps (type, block, bits) of the canvases of the chosen types that match the keyword, from
 * canvas_search_lexeme_bits and canvas_search_name_bits (decision 015): within each block, a word
 * is the AND of its lexemes' bitmaps, a group the OR of its words, the full text the AND of the
 * groups; the name half is the AND over the typed words of the OR of their similar name words'
 * bitmaps; the two halves are OR-ed. A block missing from an AND has no canvas in it.
 */
function keywordBitmaps(keyword: Keyword, types: CanvasType[]): SQL {
  const lexemes = canvasSearchLexemeBits;
  const names = canvasSearchNameBits;
  const typed = keyword.nameWords.map(
    (word, index) => sql`select ${index}::integer as part, ${names.type} as type, ${names.block} as block,
      bit_or(${names.bits}) as bits
      from ${names} where ${names.word} %> ${word} and ${inArray(names.type, types)}
      group by ${names.type}, ${names.block}`,
  );
  const nameHalf = sql`select type, block, bit_and(bits) as bits from (${sql.join(typed, sql` union all `)}) as typed
    group by type, block having count(*) = ${keyword.nameWords.length}`;
  if (keyword.fullText === null) return nameHalf;
  // One row per lexeme of each word of each group: (group, word, lexeme id, the word's lexemes).
  const wanted = keyword.fullText.flatMap((group, groupIndex) =>
    group.flatMap((ids, wordIndex) =>
      ids.map(
        (id) => sql`(${groupIndex}::integer, ${wordIndex}::integer, ${id}::integer, ${ids.length}::integer)`,
      ),
    ),
  );
  const words = sql`select wanted.grp, wanted.word, ${lexemes.type} as type, ${lexemes.block} as block,
      bit_and(${lexemes.bits}) as bits
    from (values ${sql.join(wanted, sql`, `)}) as wanted(grp, word, lexeme_id, lexemes)
    inner join ${lexemes} on ${lexemes.lexemeId} = wanted.lexeme_id
    where ${lexemes.lexemeId} = any(${intArray(keyword.fullText.flat(2))}) and ${inArray(lexemes.type, types)}
    group by wanted.grp, wanted.word, ${lexemes.type}, ${lexemes.block}
    having count(*) = max(wanted.lexemes)`;
  const groups = sql`select grp, type, block, bit_or(bits) as bits from (${words}) as words
    group by grp, type, block`;
  const fullText = sql`select type, block, bit_and(bits) as bits from (${groups}) as groups
    group by type, block having count(*) = ${keyword.fullText.length}`;
  return sql`select type, block, bit_or(bits) as bits from (${fullText} union all ${nameHalf}) as halves
    group by type, block`;
}

/** The filters the facet bitmaps hold (canvas_search_facet_bits), with the values asked for. */
function facetValues(filter: BrowseFilter): Array<[SearchFacet, number[]]> {
  const facets: Array<[SearchFacet, number[]]> = [
    ['category', filter.categoryIds],
    ['licensed', filter.licensed === null ? [] : [filter.licensed ? 1 : 0]],
    ['school', filter.schoolIds],
    ['program', filter.programIds],
    ['software', filter.softwareIds],
  ];
  return facets.filter(([, values]) => values.length > 0);
}

/**
 * Whether the facet and keyword bitmaps answer the count: no radius and no range filter, which
 * only rows can answer.
 */
const countsFromBitmaps = (filter: BrowseFilter) =>
  !filter.location &&
  [
    filter.experience,
    filter.averageTicket,
    filter.visitFrequency,
    filter.repeatRetention,
    filter.retailSales,
    filter.graduation,
  ].every((ranges) => ranges.length === 0);

/**
 * The bitmaps (type, block, bits) of the canvases of the chosen types that pass the facet filters
 * and the keyword (decision 016): a facet is the OR of its values' bitmaps, the filters and the
 * keyword (keywordBitmaps) are AND-ed; no filter at all is every canvas of the types ('all').
 */
function filterBitmaps(filter: BrowseFilter): SQL {
  const facets = canvasSearchFacetBits;
  const ofFacet = (facet: SearchFacet, values: number[]) =>
    sql`select ${facets.type} as type, ${facets.block} as block, bit_or(${facets.bits}) as bits
      from ${facets}
      where ${facets.facet} = ${facet} and ${facets.value} = any(${intArray(values)}) and ${inArray(facets.type, filter.types)}
      group by ${facets.type}, ${facets.block}`;
  const parts = facetValues(filter).map(([facet, values]) => ofFacet(facet, values));
  if (filter.keyword) parts.push(keywordBitmaps(filter.keyword, filter.types));
  if (parts.length === 0) return ofFacet('all', [0]);
  if (parts.length === 1) return parts[0] as SQL;
  return sql`select type, block, bit_and(bits) as bits from (${sql.join(parts, sql` union all `)}) as parts
    group by type, block having count(*) = ${parts.length}`;
}

/** How many canvases the bitmaps hold: their set bits. */
const bitmapCount = (bitmaps: SQL) =>
  sql`(select coalesce(sum(bit_count(bits)), 0)::bigint from (${bitmaps}) as matched_bits)`;

/** How many canvases of the chosen types match the keyword: the set bits of keywordBitmaps. */
const keywordCount = (keyword: Keyword, types: CanvasType[]) => bitmapCount(keywordBitmaps(keyword, types));

/** Whether the name or title holds one of a group's words (the typed word or a correction). */
const nameHolds = (group: string[], columns: TextColumns) =>
  sql`(${sql.join(
    group.map((word) => sql`${columns.searchName} like ${`%${word}%`}`),
    sql` or `,
  )})`;

/**
 * How well a canvas matches the keyword: how many of the typed words (or their corrections) its
 * name or title holds. A substring test on the short name costs a fraction of ts_rank(), which
 * would have to read and score every matching canvas's whole text vector.
 */
const keywordRank = (keyword: Keyword, columns: TextColumns = TEXT_TABLE) =>
  sql<number>`(${sql.join(
    keyword.groups.map((group) => sql`${nameHolds(group, columns)}::integer`),
    sql` + `,
  )})`;

/**
 * Whether a radius search tests the facet and keyword bitmaps (filterBitmaps) inside its place
 * scan: it has a radius and a facet filter or a keyword, which the bitmaps hold.
 */
const testsBitsInPlaceScan = (filter: BrowseFilter) =>
  filter.location !== null && (filter.keyword !== null || facetValues(filter).length > 0);

/**
 * Bitmaps (type, block, bits) named `bits` laid out as one array per type, indexed by block (null
 * where no canvas of the block passes): rows of (type, blocks). A canvas is then tested against one
 * value of its type instead of against every (type, block) row.
 */
const blockArrays = (bits: SQL) =>
  sql`select types.type, array(select b.bits from generate_series(0, types.last) as g(block)
      left join ${bits} as b on b.type = types.type and b.block = g.block order by g.block) as blocks
    from (select type, max(block) as last from ${bits} group by type) as types`;

/** Whether a canvas's bit is set in its type's array of blockArrays. */
const bitSetIn = (blocks: SQL, id: SQL) => sql`get_bit(${blocks}[(${id} >> 14) + 1], ${id} & 16383) = 1`;

/** The search's bitmaps in searchedCanvases (filterBitmaps), and their arrays (blockArrays). */
const FILTER_BITS = sql.raw('filter_bits');
const FILTER_BLOCKS = sql.raw('filter_blocks');

/**
 * Whether a canvas's bit is set in FILTER_BLOCKS. Each type's array is an uncorrelated subquery,
 * built once (an InitPlan), so the test is a subscript and a bit read per canvas; it uses only the
 * canvas id and type, which the cell index carries.
 */
function filterBitSet(types: CanvasType[], id: SQL, type: SQL): SQL {
  const arrays = types.map(
    (value) => sql`when ${value} then (select blocks from ${FILTER_BLOCKS} where type = ${value})`,
  );
  return bitSetIn(sql`(case ${type} ${sql.join(arrays, sql` `)} end)`, id);
}

/**
 * The canvases of the chosen types that pass the filters on canvas_search, as rows of
 * (canvas_id, updated_at, type). With a radius, two disjoint parts: those whose first address is
 * within it, and those within it by another address only (canvas_search_places, a handful of
 * businesses with several salons).
 *
 * The first part reads the runs of grid cells the circle crosses (place-cells.ts, decision 019):
 * one range scan of canvas_search_cell_idx per band of latitude, whose entries carry the type,
 * update time, place and numeric filters, so the distance and every range filter are tested on the
 * index alone. With a facet filter or a keyword (testsBitsInPlaceScan), each entry's bit is tested
 * in the search's bitmaps too (filterBitmaps, a few ms), so no canvas row is read at all.
 */
function searchedCanvases(filter: BrowseFilter): SQL {
  const { location } = filter;
  const rows = (where: SQL, conditions: SQL[]) =>
    sql`select ${canvasSearch.canvasId} as canvas_id, ${canvasSearch.updatedAt} as updated_at, ${canvasSearch.type} as type
      from ${canvasSearch} where ${and(inArray(canvasSearch.type, filter.types), where, ...conditions)}`;
  if (!location) return rows(sql`true`, searchConditions(filter));
  const bits = testsBitsInPlaceScan(filter);
  const conditions = bits
    ? [
        filterBitSet(filter.types, sql`${canvasSearch.canvasId}`, sql`${canvasSearch.type}`),
        ...rangeConditions(filter),
      ]
    : searchConditions(filter);
  const runs = cellRunsWithin(location.latitude, location.longitude, location.radius);
  const nearFirst = sql`select near.* from unnest(${intArray(runs.from)}, ${intArray(runs.to)}) as run(first_cell, last_cell)
    cross join lateral (${rows(
      sql`${canvasSearch.cell} between run.first_cell and run.last_cell and ${withinRadius(canvasSearch.place, location)}`,
      conditions,
    )} offset 0) as near`;
  const byOtherPlace = sql`array(select ${canvasSearchPlaces.canvasId} from ${canvasSearchPlaces}
    where ${placeWithin(canvasSearchPlaces.place, location)} and ${inArray(canvasSearchPlaces.type, filter.types)})`;
  const nearOther = rows(
    sql`${canvasSearch.canvasId} = any(${byOtherPlace}) and (${withinRadius(canvasSearch.place, location)}) is not true`,
    conditions,
  );
  const near = sql`${nearFirst} union all ${nearOther}`;
  if (!bits) return near;
  return sql`with ${FILTER_BITS} as materialized (${filterBitmaps(filter)}),
      ${FILTER_BLOCKS} as materialized (${blockArrays(FILTER_BITS)})
    ${near}`;
}

/** A keyword and nothing else to filter on: canvas_search_text answers it alone. */
const searchesTextOnly = (filter: BrowseFilter): filter is BrowseFilter & { keyword: Keyword } =>
  filter.keyword !== null && !filter.location && searchConditions(filter).length === 0;

/**
 * Where a search other than a keyword alone (keywordPage) reads and what it asks: the canvases
 * canvas_search finds, kept when there is a keyword only if their bit is set in the keyword's
 * bitmaps (keywordBitmaps, as blockArrays) and joined to canvas_search_text for ranking; `offset 0`
 * keeps the arrays built once, not per canvas. A radius search tests the keyword in its place
 * scan instead (searchedCanvases). Every one of these tables holds public, not deleted canvases
 * only, so no status test is needed.
 */
function matches(filter: BrowseFilter): { from: SQL; where: SQL | undefined; id: SQL; updatedAt: SQL } {
  const { keyword } = filter;
  const searched = sql`(${searchedCanvases(filter)}) as matched`;
  const text = sql`inner join ${canvasSearchText} on ${canvasSearchText.canvasId} = matched.canvas_id`;
  if (keyword && testsBitsInPlaceScan(filter)) {
    return {
      from: sql`${searched} ${text}`,
      where: undefined,
      id: sql`matched.canvas_id`,
      updatedAt: sql`matched.updated_at`,
    };
  }
  return {
    from: keyword
      ? sql`${searched}
        inner join (
          with keyword_bits as (${keywordBitmaps(keyword, filter.types)})
          ${blockArrays(sql.raw('keyword_bits'))}
          offset 0
        ) as keyword_blocks on keyword_blocks.type = matched.type
        ${text}`
      : searched,
    where: keyword ? bitSetIn(sql`keyword_blocks.blocks`, sql`matched.canvas_id`) : undefined,
    id: sql`matched.canvas_id`,
    updatedAt: sql`matched.updated_at`,
  };
}

/** At most how many of the newest canvases a keyword page walks before it ranks every match. */
export const KEYWORD_WALK_ROWS = 2000;
/** The walk gives up after this many canvases per row of the page (1 % of them must rank top). */
const WALK_ROWS_PER_PAGE_ROW = 100;

export interface PageOptions {
  /** Tests: at most how far a keyword page walks (KEYWORD_WALK_ROWS); 0 ranks every match at once. */
  walkRows?: number;
}

/**
 * One page of a keyword-only search (match_id, score, match_updated_at, total), in the order of
 * matchesPage: keyword rank (how many of the typed words the name or title holds), then newest
 * update. No row can rank above the number of typed words, so when the page's worth of canvases
 * (offset + limit) that rank that high turn up among the newest canvases, they are the page: a
 * walk down canvas_search_text_recent_idx finds them, testing the cheap name substrings before the
 * keyword (for 'balayage' over 200k canvases, a few hundred rows instead of 14k matches), and the
 * total is counted from the keyword bitmaps (keywordCount, no row read). When the walk comes back short
 * (after 100 canvases per row of the page, at most KEYWORD_WALK_ROWS), every match is ranked and
 * counted in one pass, as matchesPage does. Both halves sit in one statement; the one the walk's
 * outcome rules out is never executed, so no match is read twice.
 */
function keywordPage(
  filter: BrowseFilter & { keyword: Keyword },
  page: { limit: number; offset: number },
  walkRows: number,
): SQL {
  const { keyword } = filter;
  const wanted = page.offset + page.limit;
  // Without a full-text match every match is a name similar to the typed words: few, so they are
  // ranked at once; so is a page deeper than the walk could fill.
  const walkLength =
    keyword.fullText === null || wanted > walkRows ? 0 : Math.min(walkRows, wanted * WALK_ROWS_PER_PAGE_ROW);
  const recent: TextColumns = {
    type: sql.raw('recent.type'),
    searchName: sql.raw('recent.search_name'),
    lexemeIds: sql.raw('recent.lexeme_ids'),
  };
  const t = canvasSearchText;
  const matching = and(inArray(t.type, filter.types), keywordCondition(keyword));
  const topRank = sql.join(
    keyword.groups.map((group) => nameHolds(group, recent)),
    sql` and `,
  );
  // CASE keeps the order of the tests: the keyword's name similarity (%>, a few µs a row) only
  // runs for the rows whose name already holds every word.
  const walked = sql`select recent.canvas_id as match_id, ${keyword.groups.length}::integer as score,
      recent.updated_at as match_updated_at
    from (select ${t.canvasId}, ${t.type}, ${t.updatedAt}, ${t.searchName}, ${t.lexemeIds} from ${t}
      order by ${t.updatedAt} desc nulls last, ${t.canvasId} desc nulls last
      limit ${walkLength}) as recent
    where case when ${inArray(recent.type, filter.types)} and ${topRank}
      then ${keywordCondition(keyword, recent)} else false end
    order by recent.updated_at desc nulls last, recent.canvas_id desc nulls last
    limit ${wanted}`;
  const rank = keywordRank(keyword);
  const ranked = sql`select ${t.canvasId} as match_id, ${rank} as score, ${t.updatedAt} as match_updated_at,
      count(*) over () as total
    from ${t} where ${matching}
    order by ${rank} desc, ${t.updatedAt} desc nulls last, ${t.canvasId} desc nulls last
    limit ${wanted}`;
  return sql`with walked as materialized (${walked}),
      walk as (select count(*) as found from walked)
    select match_id, score, match_updated_at, total from (
      select walked.*, ${keywordCount(keyword, filter.types)} as total
      from walked where (select found from walk) = ${wanted}
      union all
      select * from (${ranked}) as ranked where (select found from walk) < ${wanted}
    ) as page
    order by score desc, match_updated_at desc, match_id desc
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * One page of any other search (match_id, score, match_updated_at, total): by keyword rank when
 * there is a keyword, then newest update (canvas_search_recent_idx's order, so without a keyword
 * an index scan feeds the page). With a keyword every match is ranked, so the total comes from the
 * same pass; without one a separate count (run alongside) is cheaper.
 */
function matchesPage(db: Db, filter: BrowseFilter, page: { limit: number; offset: number }) {
  const match = matches(filter);
  const rank = filter.keyword ? keywordRank(filter.keyword) : sql<number>`0`;
  const total = filter.keyword ? sql<number>`count(*) over ()` : sql<null>`null::bigint`;
  return db
    .select({
      id: sql<number>`${match.id}`.as('match_id'),
      score: rank.as('score'),
      updatedAt: sql<Date>`${match.updatedAt}`.as('match_updated_at'),
      total: total.as('total'),
    })
    .from(match.from)
    .where(match.where)
    .orderBy(
      ...(filter.keyword ? [desc(rank)] : []),
      sql`${match.updatedAt} desc nulls last`,
      sql`${match.id} desc nulls last`,
    )
    .limit(page.limit)
    .offset(page.offset);
}

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

/**
 * One page of matches, best first: by keyword rank when there is a keyword, then newest update.
 * The page's ids are found first (keywordPage or matchesPage) so the documents are read for those
 * rows only. Answers the query unexecuted (the index test explains it); findBrowsePage runs it.
 */
export function browsePageQuery(
  db: Db,
  filter: BrowseFilter,
  page: { limit: number; offset: number },
  options: PageOptions = {},
) {
  const ordered = searchesTextOnly(filter)
    ? keywordPage(filter, page, options.walkRows ?? KEYWORD_WALK_ROWS)
    : matchesPage(db, filter, page).getSQL();
  const { location } = filter;
  const distance = location
    ? sql<number>`(select min(earth_distance(${centre(location)}, ll_to_earth(${canvasLocations.latitude}, ${canvasLocations.longitude})))
        from ${canvasLocations} where ${canvasLocations.canvasId} = ${canvases.id})`
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
      total: sql<number | null>`ordered.total`,
    })
    .from(sql`(${ordered}) as ordered`)
    .innerJoin(canvases, sql`${canvases.id} = ordered.match_id`)
    .orderBy(sql`ordered.score desc`, sql`ordered.match_updated_at desc nulls last`, desc(canvases.id));
}

export async function findBrowsePage(
  db: Db,
  filter: BrowseFilter,
  page: { limit: number; offset: number },
  options: PageOptions = {},
): Promise<BrowseRecord[]> {
  const rows = await browsePageQuery(db, filter, page, options);
  return rows.map((row) => ({
    ...row,
    distanceMetres: row.distanceMetres === null ? null : Number(row.distanceMetres),
    total: row.total === null ? null : Number(row.total),
  }));
}

/**
 * How many canvases match: from the bitmaps when they hold every filter (countsFromBitmaps),
 * otherwise by counting the matching rows.
 */
export function browseCountQuery(db: Db, filter: BrowseFilter) {
  if (countsFromBitmaps(filter)) {
    return db
      .select({ count: sql<number>`${bitmapCount(filterBitmaps(filter))}::integer` })
      .from(sql`(select 1) as one`);
  }
  const match = matches(filter);
  return db.select({ count: sql<number>`count(*)::integer` }).from(match.from).where(match.where);
}

export async function countBrowseMatches(db: Db, filter: BrowseFilter): Promise<number> {
  const rows = await browseCountQuery(db, filter);
  return rows[0]?.count ?? 0;
}

/**
 * Words public canvases use that are near one typed word: the word itself or, when no canvas uses
 * it, the same letters in another order, trigram-similar words, and (short words) words of about
 * the same length with the same first letter — each found through an index on search_words. Rows of (word, candidate,
 * similarity).
 */
function wordCandidates(word: string): SQL {
  const { word: column, letters } = searchWords;
  // A word canvases use is searched as it is (keyword.ts correctWords): the look-ups for
  // corrections only run when it is not one (a one-time test before each scan).
  const unknown = sql`not exists (select 1 from ${searchWords} where ${column} = ${word})`;
  // Short words: one substitution can share no trigram with the right word, so words of about
  // the same length with the same first letter are candidates too.
  const sameStart =
    word.length <= 6
      ? sql` union (select ${column} from ${searchWords} where ${unknown} and ${column} like ${`${word.slice(0, 1)}%`}
          and length(${column}) between ${word.length - 1} and ${word.length + 1} limit 200)`
      : sql``;
  // Trigram matches use word similarity (`%>`), not `%`: PGlite 0.5.16's similarity operator
  // intermittently answers no row and stalls the connection when cube is loaded too.
  return sql`select ${word}::text as word, found.word as candidate, word_similarity(${word}, found.word) as similarity
    from (
      select ${column} as word from ${searchWords} where ${column} = ${word}
      union select ${column} from ${searchWords} where ${unknown} and ${letters} = search_word_letters(${word})
      union (select ${column} from ${searchWords} where ${unknown} and ${column} %> ${word}
        order by word_similarity(${word}, ${column}) desc limit 20)
      ${sameStart}
    ) as found`;
}

/** No word is corrected by more edits than the longest words are allowed (keyword.ts correctWords). */
const MOST_TYPO_EDITS = typoAllowance(Number.MAX_SAFE_INTEGER);

export interface KeywordWords {
  /** Words canvases use near each typed word (keyword.ts correctWords picks the corrections). */
  candidates: WordCandidate[];
  /** The lexemes of the typed words and of every candidate that could be picked as a correction. */
  lexemes: WordLexemes;
}

/**
 * Everything a keyword needs from the database before the search, in one round trip: the
 * candidates of each typed word (wordCandidates) and the English lexemes, as ids in search_lexemes,
 * of the typed words and of the candidates that could become corrections — those of a word no
 * canvas uses, at most as many letters longer or shorter as a correction may differ by. The same
 * parser and dictionary as the canvases' text, so a word and the text agree on its stem.
 */
export async function findKeywordWords(db: Db, words: string[]): Promise<KeywordWords> {
  if (words.length === 0) return { candidates: [], lexemes: new Map() };
  const typed = sql`array[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`;
  const result = (await db.execute(sql`
    with candidates as (${sql.join(words.map(wordCandidates), sql` union all `)}),
    looked_up as (
      select typed.word from unnest(${typed}) as typed(word)
      union
      select c.candidate from candidates as c
      where not exists (select 1 from candidates as own where own.word = c.word and own.candidate = c.word)
        and abs(length(c.candidate) - length(c.word)) <= ${MOST_TYPO_EDITS}
    )
    select c.word, c.candidate, c.similarity, null::integer as lexeme_id, false as lexeme
    from candidates as c
    union all
    select looked_up.word, null, null, ${searchLexemes.id}, found.lexeme is not null
    from looked_up
    left join lateral unnest(tsvector_to_array(to_tsvector('english'::regconfig, looked_up.word))) as found(lexeme) on true
    left join ${searchLexemes} on ${searchLexemes.lexeme} = found.lexeme
  `)) as unknown as {
    rows: Array<{
      word: string;
      candidate: string | null;
      similarity: number | string | null;
      lexeme_id: number | null;
      lexeme: boolean;
    }>;
  };
  const candidates: WordCandidate[] = [];
  const lexemes: WordLexemes = new Map();
  for (const row of result.rows) {
    if (row.candidate !== null) {
      candidates.push({ word: row.word, candidate: row.candidate, similarity: Number(row.similarity) });
      continue;
    }
    const ids = lexemes.get(row.word) ?? [];
    lexemes.set(row.word, ids);
    // A stop word has no lexeme (one row without one); a lexeme no canvas has used has no id.
    if (row.lexeme) ids.push(row.lexeme_id === null ? null : Number(row.lexeme_id));
  }
  return { candidates, lexemes };
}

/**
 * The English lexemes of each word, as ids in search_lexemes (keyword.ts WordLexemes): the same
 * parser and dictionary as the canvases' text, so a word and the text agree on its stem.
 */
export async function findWordLexemes(db: Db, words: string[]): Promise<WordLexemes> {
  const lexemes: WordLexemes = new Map(words.map((word) => [word, []]));
  if (words.length === 0) return lexemes;
  const result = (await db.execute(sql`
    select typed.word, ${searchLexemes.id} as id
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}::text`),
      sql`, `,
    )}]) as typed(word)
    cross join lateral unnest(tsvector_to_array(to_tsvector('english'::regconfig, typed.word))) as found(lexeme)
    left join ${searchLexemes} on ${searchLexemes.lexeme} = found.lexeme
  `)) as unknown as { rows: Array<{ word: string; id: number | null }> };
  for (const row of result.rows) lexemes.get(row.word)?.push(row.id === null ? null : Number(row.id));
  return lexemes;
}
