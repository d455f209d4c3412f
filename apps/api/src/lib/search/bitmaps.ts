// Bitmaps of the rows that pass a search (decisions 015, 016): one bit per row in blocks of 16384
// ids (`block = id >> 14`, bit `id & 16383`), per type. Counts are bit counts; a radius scan tests
// each index entry's bit (decision 019).
import { inArray, type SQL, sql } from 'drizzle-orm';
import { intArray } from './conditions';
import { keywordBitmaps } from './keyword-match';
import type { EngineSearch, SearchTables } from './search-tables';

/**
 * Whether the facet and keyword bitmaps answer the count: no radius and no range filter, which
 * only rows can answer.
 */
export const countsFromBitmaps = (search: EngineSearch) =>
  !search.location && search.rangeConditions.length === 0;

/**
 * The bitmaps (type, block, bits) of the rows of the chosen types that pass the facet filters and
 * the keyword (decision 016): a facet is the OR of its values' bitmaps, the filters and the keyword
 * (keywordBitmaps) are AND-ed; no filter at all is every row of the types ('all').
 */
export function filterBitmaps(tables: SearchTables, search: EngineSearch): SQL {
  const facets = tables.facetBits;
  const ofFacet = (facet: string, values: number[]) =>
    sql`select ${facets.type} as type, ${facets.block} as block, bit_or(${facets.bits}) as bits
      from ${facets.table}
      where ${facets.facet} = ${facet} and ${facets.value} = any(${intArray(values)}) and ${inArray(facets.type, search.types)}
      group by ${facets.type}, ${facets.block}`;
  const parts = search.facets.map(([facet, values]) => ofFacet(facet, values));
  if (search.keyword) parts.push(keywordBitmaps(tables, search.keyword, search.types));
  if (parts.length === 0) return ofFacet('all', [0]);
  if (parts.length === 1) return parts[0] as SQL;
  return sql`select type, block, bit_and(bits) as bits from (${sql.join(parts, sql` union all `)}) as parts
    group by type, block having count(*) = ${parts.length}`;
}

/** How many rows the bitmaps hold: their set bits. */
export const bitmapCount = (bitmaps: SQL) =>
  sql`(select coalesce(sum(bit_count(bits)), 0)::bigint from (${bitmaps}) as matched_bits)`;

/** 2048 zero bytes: a block of blockBytes where no row passes. */
const ZERO_BLOCK = sql`decode(repeat('00', 2048), 'hex')`;

/**
 * The block of the highest id of the rows table: blockBytes lays the bitmaps out up to it, so every
 * row the statement can read has its bit inside them (one statement, one snapshot).
 */
export const lastBlock = (tables: SearchTables) =>
  sql`(select max(${tables.rows.id}) >> 14 from ${tables.rows.table})`;

/**
 * Bitmaps (type, block, bits) named `bits` laid out as one bytea per type: the bits of blocks 0 to
 * `last` (lastBlock) in order, as varbit_send gives them after its length, zeros where no row of
 * the block passes. Rows of (type, blocks). A row's bit is then read at its id's offset (bitSetIn),
 * the same cost for every id; an array of the blocks was walked from its first element on each
 * read (its elements have no fixed length), which was about a third of a radius scan's time.
 */
export const blockBytes = (bits: SQL, last: SQL) =>
  sql`select types.type, (select string_agg(coalesce(substring(varbit_send(b.bits) from 5), ${ZERO_BLOCK}),
        ''::bytea order by g.block)
      from generate_series(0, ${last}) as g(block)
      left join ${bits} as b on b.type = types.type and b.block = g.block) as blocks
    from (select distinct type from ${bits}) as types`;

/**
 * Whether a row's bit is set in its type's bytes of blockBytes: bit `id` counted from the first
 * byte's high bit, where get_bit counts from each byte's low bit (so `id # 7`).
 */
export const bitSetIn = (blocks: SQL, id: SQL) => sql`get_bit(${blocks}, ${id} # 7) = 1`;

/** The search's bitmaps in a place scan (filterBitmaps), and their bytes (blockBytes). */
export const FILTER_BITS = sql.raw('filter_bits');
export const FILTER_BLOCKS = sql.raw('filter_blocks');

/**
 * Whether a row's bit is set in FILTER_BLOCKS. Each type's bytes are an uncorrelated subquery,
 * built once (an InitPlan), so the test is a bit read per row; it uses only the id and type, which
 * the cell index carries.
 */
export function filterBitSet(types: string[], id: SQL, type: SQL): SQL {
  const bytes = types.map(
    (value) => sql`when ${value} then (select blocks from ${FILTER_BLOCKS} where type = ${value})`,
  );
  return bitSetIn(sql`(case ${type} ${sql.join(bytes, sql` `)} end)`, id);
}

/**
 * How many rows of FILTER_BITS (defined by the statement around) are also in one facet value's
 * bitmaps: per block of the search's bitmaps, that value's bitmap of the same type and block read by
 * key and AND-ed. Counts the rows valid everywhere that pass a radius search's bits, which no cell
 * holds (place-scan.ts).
 */
export function bitCountWithin(tables: SearchTables, facet: string, value: number): SQL {
  const facets = tables.facetBits;
  return sql`(select coalesce(sum(bit_count(f.bits & v.bits)), 0)::bigint
    from ${FILTER_BITS} as f cross join lateral (select bit_or(${facets.bits}) as bits from ${facets.table}
      where ${facets.facet} = ${facet} and ${facets.value} = ${value}
        and ${facets.type} = f.type and ${facets.block} = f.block) as v)`;
}

/**
 * The rows (type, id) of some bitmaps (type, block, bits) named `bits`: each bitmap's text split
 * at its ones, so the k-th one sits after the zeros of the first k pieces and k - 1 ones. Costs a
 * split per block plus a row per set bit, so for sparse bitmaps only.
 */
export const bitmapIds = (bits: SQL) =>
  sql`select b.type, (b.block * 16384 + s.zeros + s.ord - 1)::integer as id
    from ${bits} as b cross join lateral (
      select u.ord, sum(length(u.piece)) over (order by u.ord) as zeros, count(*) over () as pieces
      from unnest(string_to_array(b.bits::text, '1')) with ordinality as u(piece, ord)) as s
    where s.ord < s.pieces`;
