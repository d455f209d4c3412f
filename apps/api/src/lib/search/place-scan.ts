// The rows a search's filters and radius keep, read from the rows table: with a radius, by runs of
// grid cells (decision 019) plus the few rows within it by a later place.
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { blockBytes, FILTER_BITS, FILTER_BLOCKS, filterBitmaps, filterBitSet, lastBlock } from './bitmaps';
import { intArray, placeWithin, withinRadius } from './conditions';
import { cellRunsWithin } from './place-cells';
import type { EngineSearch, SearchTables } from './search-tables';

/**
 * The name of the id column of the rows table, which searchedRows' rows carry under that name (so
 * `canvas_id` for canvases). The schema names every column explicitly, so it is the SQL name.
 */
export const rowIdName = (tables: SearchTables) => sql.raw(tables.rows.id.name);

/**
 * Whether a radius search tests the facet and keyword bitmaps (filterBitmaps) inside its place
 * scan: it has a radius and a facet filter or a keyword, which the bitmaps hold.
 */
export const testsBitsInPlaceScan = (search: EngineSearch) =>
  search.location !== null && (search.keyword !== null || search.facets.length > 0);

/**
 * Which rows valid everywhere a radius search reads: all that pass, none (a count adds them from
 * the bitmaps), or only the newest that pass (a page in update order needs no more than its
 * offset and limit of them).
 */
export type EverywhereRows = 'all' | 'none' | { newest: number };

/** The first `limit` of some rows of searchedRows' shape, newest first (the recent indexes' order). */
const newestFirst = (tables: SearchTables, rows: SQL, limit: number) =>
  sql`(${rows} order by ${tables.rows.updatedAt} desc nulls last, ${tables.rows.id} desc nulls last
    limit ${limit})`;

/**
 * The newest `limit` rows valid everywhere (tables.everywhere) of the chosen types that pass the
 * search's facet and keyword bits, in searchedRows' shape: read newest first from the partial
 * index `where <everywhere column>`, each entry's bit tested in FILTER_BLOCKS, which the statement
 * around defines. Only for a search whose filters the bitmaps hold (no range filter).
 */
export function newestEverywhereRows(tables: SearchTables, search: EngineSearch, limit: number): SQL | null {
  const { rows: table, everywhere } = tables;
  if (!everywhere) return null;
  return newestFirst(
    tables,
    sql`select ${table.id} as ${rowIdName(tables)}, ${table.updatedAt} as updated_at, ${table.type} as type
      from ${table.table} where ${and(
        inArray(table.type, search.types),
        sql`${everywhere.column}`,
        filterBitSet(search.types, sql`${table.id}`, sql`${table.type}`),
      )}`,
    limit,
  );
}

/**
 * The rows of the chosen types that pass the filters on the rows table, as rows of (id,
 * updated_at, type), the id under its column's name (rowIdName). With a radius, disjoint parts:
 * those whose first place is within it, those within it by another place only (the places table,
 * when the tables have one: for canvases, a handful of businesses with several salons), and those
 * valid everywhere (the `everywhere` column, when the tables have one: national opportunities).
 *
 * The first part reads the runs of grid cells the circle crosses (place-cells.ts, decision 019):
 * one range scan of the cell index per band of latitude, whose entries carry the type, update
 * time, place and range filters, so the distance and every range filter are tested on the index
 * alone. With a facet filter or a keyword (testsBitsInPlaceScan), each entry's bit is tested in
 * the search's bitmaps too (filterBitmaps, a few ms), so no row is read at all.
 */
export function searchedRows(
  tables: SearchTables,
  search: EngineSearch,
  everywhere: EverywhereRows = 'all',
  /** The statement around already defines FILTER_BITS and FILTER_BLOCKS for this search. */
  bitsDefined = false,
): SQL {
  const { location } = search;
  const { rows: table, places } = tables;
  const rows = (where: SQL, conditions: SQL[]) =>
    sql`select ${table.id} as ${rowIdName(tables)}, ${table.updatedAt} as updated_at, ${table.type} as type
      from ${table.table} where ${and(inArray(table.type, search.types), where, ...conditions)}`;
  const allConditions = [...search.optionConditions, ...search.rangeConditions];
  if (!location) return rows(sql`true`, allConditions);
  const bits = testsBitsInPlaceScan(search);
  const conditions = bits
    ? [filterBitSet(search.types, sql`${table.id}`, sql`${table.type}`), ...search.rangeConditions]
    : allConditions;
  const runs = cellRunsWithin(location.latitude, location.longitude, location.radius);
  const nearFirst = sql`select near.* from unnest(${intArray(runs.from)}, ${intArray(runs.to)}) as run(first_cell, last_cell)
    cross join lateral (${rows(
      sql`${table.cell} between run.first_cell and run.last_cell and ${withinRadius(table.place, location)}`,
      conditions,
    )} offset 0) as near`;
  const parts = [nearFirst];
  if (places) {
    const byOtherPlace = sql`array(select ${places.id} from ${places.table}
      where ${placeWithin(places.place, location)} and ${inArray(places.type, search.types)})`;
    parts.push(
      rows(
        sql`${table.id} = any(${byOtherPlace}) and (${withinRadius(table.place, location)}) is not true`,
        conditions,
      ),
    );
  }
  // Rows valid everywhere have no place: every radius holds them.
  if (tables.everywhere && everywhere !== 'none') {
    const all = rows(sql`${tables.everywhere.column}`, conditions);
    parts.push(everywhere === 'all' ? all : newestFirst(tables, all, everywhere.newest));
  }
  const near = sql.join(parts, sql` union all `);
  if (!bits || bitsDefined) return near;
  return sql`with ${FILTER_BITS} as materialized (${filterBitmaps(tables, search)}),
      ${FILTER_BLOCKS} as materialized (${blockBytes(FILTER_BITS, lastBlock(tables))})
    ${near}`;
}
