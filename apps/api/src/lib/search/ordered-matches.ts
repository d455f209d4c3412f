// A search's page of matching ids in order, and its count: the engine's two entry points
// (orderedMatches, matchCountQuery), for any set of search tables.
import { and, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bitCountWithin,
  bitmapCount,
  bitmapIds,
  bitSetIn,
  blockBytes,
  countsFromBitmaps,
  FILTER_BITS,
  FILTER_BLOCKS,
  filterBitmaps,
  filterBitSet,
  lastBlock,
} from './bitmaps';
import { withinRadius } from './conditions';
import {
  keywordBitmaps,
  keywordCondition,
  keywordRank,
  nameHolds,
  type TextColumns,
  textColumns,
} from './keyword-match';
import {
  type EverywhereRows,
  newestEverywhereRows,
  rowIdName,
  searchedRows,
  testsBitsInPlaceScan,
} from './place-scan';
import type { EngineSearch, SearchKeyword, SearchTables } from './search-tables';

type KeywordSearch = EngineSearch & { keyword: SearchKeyword };

/** A keyword and nothing else to filter on: the text table answers it alone. */
const searchesTextOnly = (search: EngineSearch): search is KeywordSearch =>
  search.keyword !== null &&
  !search.location &&
  search.optionConditions.length === 0 &&
  search.rangeConditions.length === 0;

/**
 * Where a search other than a keyword alone (keywordPage) reads and what it asks: the rows
 * searchedRows finds, kept when there is a keyword only if their bit is set in the keyword's
 * bitmaps (keywordBitmaps, as blockBytes) and joined to the text table for ranking; `offset 0`
 * keeps the bytes built once, not per row. A radius search tests the keyword in its place scan
 * instead (searchedRows). Every one of these tables holds public, not deleted rows only, so no
 * status test is needed.
 */
function matches(
  tables: SearchTables,
  search: EngineSearch,
  everywhere: EverywhereRows = 'all',
  bitsDefined = false,
): { from: SQL; where: SQL | undefined; id: SQL; updatedAt: SQL } {
  const { keyword } = search;
  const id = sql`matched.${rowIdName(tables)}`;
  const searched = sql`(${searchedRows(tables, search, everywhere, bitsDefined)}) as matched`;
  // The text table is only read for ranking by name.
  const text =
    tables.ranksByName === false ? sql`` : sql`inner join ${tables.text.table} on ${tables.text.id} = ${id}`;
  if (keyword && testsBitsInPlaceScan(search)) {
    return {
      from: sql`${searched} ${text}`,
      where: undefined,
      id,
      updatedAt: sql`matched.updated_at`,
    };
  }
  return {
    from: keyword
      ? sql`${searched}
        inner join (
          with keyword_bits as (${keywordBitmaps(tables, keyword, search.types)})
          ${blockBytes(sql.raw('keyword_bits'), lastBlock(tables))}
          offset 0
        ) as keyword_blocks on keyword_blocks.type = matched.type
        ${text}`
      : searched,
    where: keyword ? bitSetIn(sql`keyword_blocks.blocks`, id) : undefined,
    id,
    updatedAt: sql`matched.updated_at`,
  };
}

/** At most how many of the newest rows a keyword page walks before it ranks every match. */
export const KEYWORD_WALK_ROWS = 2000;
/** The walk gives up after this many rows per row of the page (1 % of them must rank top). */
const WALK_ROWS_PER_PAGE_ROW = 100;
/**
 * How far a walk that tests bits alone reads the recent index (newestWalkPage) before the page is
 * read from the filtered rows: about 4 ms of index entries (0.15 µs each at a million rows),
 * enough for a first page of filters that keep one row in 2,800.
 */
const BITS_WALK_ROWS = 25_000;
/**
 * Up to how many matches a page of bits alone (newestWalkPage) skips the walk and orders them all:
 * their ids read from the bitmaps (bitmapIds), each row's time by key (about 8 µs a match at a
 * million rows, so 500 cost what the longest walk does). Fewer than about 320 matches in a million
 * would make a first page's walk come back short.
 */
const SPARSE_MATCHES = 500;

export interface PageOptions {
  /** Tests: at most how far a keyword page walks (KEYWORD_WALK_ROWS); 0 ranks every match at once. */
  walkRows?: number;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * One page of a keyword-only search (match_id, score, match_updated_at, total), in the order of
 * matchesPage: keyword rank (how many of the typed words the name or title holds), then newest
 * update. No row can rank above the number of typed words, so when the page's worth of rows
 * (offset + limit) that rank that high turn up among the newest rows, they are the page: a walk
 * down the text table's recent index finds them, testing the cheap name substrings before the
 * keyword (for 'balayage' over 200k canvases, a few hundred rows instead of 14k matches), and the
 * total is counted from the keyword bitmaps (no row read). When the walk comes back short (after
 * 100 rows per row of the page, at most KEYWORD_WALK_ROWS), every match is ranked and counted in
 * one pass, as matchesPage does. Both halves sit in one statement; the one the walk's outcome rules
 * out is never executed, so no match is read twice.
 */
function keywordPage(tables: SearchTables, search: KeywordSearch, page: Page, walkRows: number): SQL {
  const { keyword } = search;
  const wanted = page.offset + page.limit;
  // Without a full-text match every match is a name similar to the typed words: few, so they are
  // ranked at once; so is a page deeper than the walk could fill.
  const walkLength =
    keyword.fullText === null || wanted > walkRows ? 0 : Math.min(walkRows, wanted * WALK_ROWS_PER_PAGE_ROW);
  const t = tables.text;
  const inRecent = (column: AnyPgColumn) => sql.raw(`recent.${column.name}`);
  const recent: TextColumns = {
    type: inRecent(t.type),
    searchName: inRecent(t.searchName),
    lexemeIds: inRecent(t.lexemeIds),
  };
  const matching = and(inArray(t.type, search.types), keywordCondition(tables, keyword));
  const ranks = tables.ranksByName !== false;
  const topRank = ranks
    ? sql.join(
        keyword.groups.map((group) => nameHolds(group, recent)),
        sql` and `,
      )
    : sql`true`;
  // CASE keeps the order of the tests: the keyword's name similarity (%>, a few µs a row) only
  // runs for the rows whose name already holds every word.
  const walked = sql`select ${inRecent(t.id)} as match_id, ${ranks ? keyword.groups.length : 0}::integer as score,
      ${inRecent(t.updatedAt)} as match_updated_at
    from (select ${t.id}, ${t.type}, ${t.updatedAt}, ${t.searchName}, ${t.lexemeIds} from ${t.table}
      order by ${t.updatedAt} desc nulls last, ${t.id} desc nulls last
      limit ${walkLength}) as recent
    where case when ${inArray(recent.type, search.types)} and ${topRank}
      then ${keywordCondition(tables, keyword, recent)} else false end
    order by ${inRecent(t.updatedAt)} desc nulls last, ${inRecent(t.id)} desc nulls last
    limit ${wanted}`;
  const rank = ranks ? keywordRank(keyword, textColumns(t)) : sql<number>`0`;
  const ranked = sql`select ${t.id} as match_id, ${rank} as score, ${t.updatedAt} as match_updated_at,
      count(*) over () as total
    from ${t.table} where ${matching}
    order by ${ranks ? sql`${rank} desc, ` : sql``}${t.updatedAt} desc nulls last, ${t.id} desc nulls last
    limit ${wanted}`;
  const total = bitmapCount(keywordBitmaps(tables, keyword, search.types));
  return sql`with walked as materialized (${walked}),
      walk as (select count(*) as found from walked)
    select match_id, score, match_updated_at, total from (
      select walked.*, ${total} as total
      from walked where (select found from walk) = ${wanted}
      union all
      select * from (${ranked}) as ranked where (select found from walk) < ${wanted}
    ) as page
    order by score desc, match_updated_at desc, match_id desc
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * One page of any other search (match_id, score, match_updated_at, total): by keyword rank when
 * there is a keyword, then newest update (the rows table's recent index order, so without a
 * keyword an index scan feeds the page). With a keyword every match is ranked, so the total comes
 * from the same pass; without one a separate count (run alongside) is cheaper.
 */
function matchesPage(db: Db, tables: SearchTables, search: EngineSearch, page: Page, bitsDefined = false) {
  const ranks = tables.ranksByName !== false;
  // Without a keyword the page is in update order, so the newest rows valid everywhere are the
  // only ones that can be on it; a keyword ranks first and counts every match in this pass.
  const match = matches(
    tables,
    search,
    search.keyword ? 'all' : { newest: page.offset + page.limit },
    bitsDefined,
  );
  const rank =
    search.keyword && ranks ? keywordRank(search.keyword, textColumns(tables.text)) : sql<number>`0`;
  const total = search.keyword ? sql<number>`count(*) over ()` : sql<null>`null::bigint`;
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
      ...(search.keyword && ranks ? [desc(rank)] : []),
      sql`${match.updatedAt} desc nulls last`,
      sql`${match.id} desc nulls last`,
    )
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * One page of a search in update order alone (tables that do not rank by name, ranksByName false),
 * other than a keyword alone or a radius with bits (radiusBitsPage): the rows of a walk down the
 * rows table's recent index that pass, when offset + limit of them turn up within the walk, else
 * matchesPage. The keyword and facet filters are tested as bits (filterBitmaps, built once), the
 * radius on the row's place (or its everywhere column), range filters on the row.
 *
 * Without a radius or a range filter the bits are all the walk tests, and the recent index carries
 * the id and type they need: the walk reads the index alone, so it can go far (BITS_WALK_ROWS, a
 * few ms) and finds the page of filters that keep one row in a thousand (decision 025). The total
 * is then the bitmaps' count, from the same bitmaps; when it is SPARSE_MATCHES or fewer, the walk
 * is skipped and the matches are read by id from the bitmaps and ordered. Otherwise the walk reads rows, 100 per row of
 * the page (at most KEYWORD_WALK_ROWS): where a circle keeps a tenth of the rows, the page is found
 * in about a hundred rows instead of ordering every match, and the total is left to
 * matchCountQuery (null here).
 */
function newestWalkPage(
  db: Db,
  tables: SearchTables,
  search: EngineSearch,
  page: Page,
  walkRows: number,
): SQL {
  const wanted = page.offset + page.limit;
  const rows = tables.rows;
  const bits = search.keyword !== null || search.facets.length > 0;
  const { location } = search;
  const bitsOnly = bits && countsFromBitmaps(search);
  const walkLength =
    wanted > walkRows ? 0 : bitsOnly ? BITS_WALK_ROWS : Math.min(walkRows, wanted * WALK_ROWS_PER_PAGE_ROW);
  const place = location
    ? tables.everywhere
      ? sql`(${tables.everywhere.column} or ${withinRadius(rows.place, location)})`
      : withinRadius(rows.place, location)
    : undefined;
  const conditions = and(
    inArray(rows.type, search.types),
    place,
    bits ? filterBitSet(search.types, sql`${rows.id}`, sql`${rows.type}`) : undefined,
    ...search.rangeConditions,
  );
  // The walked rows go by the table's own name, so the conditions' column references read them.
  const table = sql.identifier(getTableName(rows.table));
  const walked = sql`select ${rows.id} as match_id, 0::integer as score, ${rows.updatedAt} as match_updated_at,
      null::bigint as total
    from (select ${bitsOnly ? sql`${rows.id}, ${rows.type}, ${rows.updatedAt}` : sql`*`} from ${rows.table}
      order by ${rows.updatedAt} desc nulls last, ${rows.id} desc nulls last
      limit ${walkLength}) as ${table}
    where ${conditions}${bitsOnly ? sql` and (select total from bits_total) > ${SPARSE_MATCHES}` : sql``}
    order by ${rows.updatedAt} desc nulls last, ${rows.id} desc nulls last
    limit ${wanted}`;
  const blocks = bits
    ? sql`${FILTER_BITS} as materialized (${filterBitmaps(tables, search)}),
      ${FILTER_BLOCKS} as materialized (${blockBytes(FILTER_BITS, lastBlock(tables))}),`
    : sql``;
  // Counted once for the page, not on each row.
  const total = bitsOnly ? sql`(select total from bits_total)` : sql`total`;
  const counted = bitsOnly
    ? sql`bits_total as materialized (select ${bitmapCount(sql`select * from ${FILTER_BITS}`)} as total),`
    : sql``;
  const filtered = matchesPage(db, tables, search, { limit: wanted, offset: 0 }, bits).getSQL();
  // Few matches (bitsOnly): their ids read from the bitmaps, their order from the rows by key.
  const sparse = bitsOnly
    ? sql`select * from (select ${rows.id} as match_id, 0::integer as score, ${rows.updatedAt} as match_updated_at,
          null::bigint as total
        from (${bitmapIds(FILTER_BITS)}) as sparse inner join ${rows.table} on ${rows.id} = sparse.id
        order by ${rows.updatedAt} desc nulls last, ${rows.id} desc nulls last
        limit ${wanted}) as sparse
      where (select found from walk) < ${wanted} and (select total from bits_total) <= ${SPARSE_MATCHES}
      union all`
    : sql``;
  return sql`with ${blocks} ${counted} walked as materialized (${walked}),
      walk as (select count(*) as found from walked)
    select match_id, score, match_updated_at, ${total} as total from (
      select * from walked where (select found from walk) = ${wanted}
      union all ${sparse}
      select * from (${filtered}) as matched
      where (select found from walk) < ${wanted}${
        bitsOnly ? sql` and (select total from bits_total) > ${SPARSE_MATCHES}` : sql``
      }
    ) as page
    order by match_updated_at desc, match_id desc
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * One page of a radius search with a facet filter or a keyword (testsBitsInPlaceScan) over tables
 * that order newest first alone, with its total (decision 025): its count has to test every index
 * entry in the circle anyway (place-scan.ts), so one statement builds the bitmaps once, scans the
 * cells once and keeps what passes; the page is its newest rows and the newest rows valid
 * everywhere that pass (their partial index, newest first, bits tested), the total the rows kept
 * plus the rows valid everywhere counted from the bitmaps (bitCountWithin). Walking the newest
 * rows first gained nothing here: where the filters keep few rows of a large circle the walk came
 * back short and the cells were read after it, and either way the count read them again. No range
 * filter (the bitmaps must hold every filter to count the rows valid everywhere).
 */
function radiusBitsPage(tables: SearchTables, search: EngineSearch, page: Page): SQL {
  const id = rowIdName(tables);
  const everywhere = newestEverywhereRows(tables, search, page.offset + page.limit);
  const everywhereTotal = tables.everywhere ? bitCountWithin(tables, tables.everywhere.facet, 1) : sql`0`;
  return sql`with ${FILTER_BITS} as materialized (${filterBitmaps(tables, search)}),
      ${FILTER_BLOCKS} as materialized (${blockBytes(FILTER_BITS, lastBlock(tables))}),
      in_radius as materialized (${searchedRows(tables, search, 'none', true)}),
      radius_total as materialized (select (select count(*) from in_radius) + ${everywhereTotal} as total)
    select ${id} as match_id, 0::integer as score, updated_at as match_updated_at,
      (select total from radius_total) as total
    from (select ${id}, updated_at from in_radius${
      everywhere ? sql` union all select ${id}, updated_at from ${everywhere} as everywhere` : sql``
    }) as matched
    order by updated_at desc nulls last, ${id} desc nulls last
    limit ${page.limit} offset ${page.offset}`;
}

/** Whether a radius search over tables in update order alone is answered by radiusBitsPage. */
const readsRadiusWithBits = (tables: SearchTables, search: EngineSearch) =>
  tables.ranksByName === false && testsBitsInPlaceScan(search) && search.rangeConditions.length === 0;

/**
 * Whether orderedMatches' page carries the total (on its rows, so only when the page has rows):
 * a keyword alone, and, over tables in update order alone, any search whose filters the bitmaps
 * hold with a keyword or facet filter; otherwise matchCountQuery counts. Browse ranks a keyword
 * by name, and its page counts every keyword match (matchesPage).
 */
export function pageCarriesTotal(tables: SearchTables, search: EngineSearch): boolean {
  if (searchesTextOnly(search)) return true;
  if (tables.ranksByName !== false) return search.keyword !== null;
  if (readsRadiusWithBits(tables, search)) return true;
  return (search.keyword !== null || search.facets.length > 0) && countsFromBitmaps(search);
}

/**
 * One page of matches as rows of (match_id, score, match_updated_at, total), best first: by
 * keyword rank when there is a keyword, then newest update, then id. A keyword alone walks the
 * newest rows (keywordPage); every other search reads what its filters keep (matchesPage). The
 * total is there when the statement counted every match anyway (a keyword), null otherwise.
 */
export function orderedMatches(
  db: Db,
  tables: SearchTables,
  search: EngineSearch,
  page: Page,
  options: PageOptions = {},
): SQL {
  const walkRows = options.walkRows ?? KEYWORD_WALK_ROWS;
  if (searchesTextOnly(search)) return keywordPage(tables, search, page, walkRows);
  if (readsRadiusWithBits(tables, search)) return radiusBitsPage(tables, search, page);
  if (tables.ranksByName === false) return newestWalkPage(db, tables, search, page, walkRows);
  return matchesPage(db, tables, search, page).getSQL();
}

/**
 * How many rows match: from the bitmaps when they hold every filter (countsFromBitmaps),
 * otherwise by counting the matching rows. Answers the query unexecuted (the plan tests explain it).
 */
export function matchCountQuery(db: Db, tables: SearchTables, search: EngineSearch) {
  if (countsFromBitmaps(search)) {
    return db
      .select({ count: sql<number>`${bitmapCount(filterBitmaps(tables, search))}::integer` })
      .from(sql`(select 1) as one`);
  }
  if (search.location && tables.everywhere && search.rangeConditions.length === 0) {
    // The rows valid everywhere that pass are counted from the bitmaps, with their facet as one
    // more filter; the cells' matches from rows.
    const match = matches(tables, search, 'none');
    const everywhere = bitmapCount(
      filterBitmaps(tables, { ...search, facets: [...search.facets, [tables.everywhere.facet, [1]]] }),
    );
    return db
      .select({ count: sql<number>`(count(*) + ${everywhere})::integer` })
      .from(match.from)
      .where(match.where);
  }
  const match = matches(tables, search);
  return db.select({ count: sql<number>`count(*)::integer` }).from(match.from).where(match.where);
}
