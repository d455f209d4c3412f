import type { CanvasType } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { canvases } from './canvases';

/**
 * Browse's GIN indexes take each write into the index itself (decision 016): with the default
 * fast update, new entries wait in a pending list that every search scans in full until vacuum
 * merges it, so a busy day of canvas saves would slow every search.
 */
export const DIRECT_GIN = { fastupdate: false };

/** A point of cube/earthdistance (`ll_to_earth(latitude, longitude)`), as the GiST index reads it. */
const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

type NumericFilter =
  | 'yearOfExperience'
  | 'averageTicket'
  | 'visitFrequency'
  | 'repeatRetention'
  | 'retailSales'
  | 'graduationDate';
const NUMERIC_FILTERS: Array<[NumericFilter, string]> = [
  ['yearOfExperience', 'canvas_search_experience_idx'],
  ['averageTicket', 'canvas_search_average_ticket_idx'],
  ['visitFrequency', 'canvas_search_visit_frequency_idx'],
  ['repeatRetention', 'canvas_search_repeat_retention_idx'],
  ['retailSales', 'canvas_search_retail_sales_idx'],
  ['graduationDate', 'canvas_search_graduation_date_idx'],
];

function numericFilterIndexes(table: Record<NumericFilter | 'type' | 'licensed', AnyPgColumn>) {
  return NUMERIC_FILTERS.map(([leading, name]) =>
    index(name)
      .on(
        table[leading],
        table.type,
        table.licensed,
        ...NUMERIC_FILTERS.filter(([other]) => other !== leading).map(([other]) => table[other]),
      )
      .where(sql`${table[leading]} is not null`),
  );
}

/**
 * Browse's own copy of the public canvases (decision 012): one narrow row per canvas that is public
 * and not deleted, holding only what browse filters and sorts on. A trigger on `canvases` and
 * `canvas_locations` keeps it current (migration 0009), so every writer of a canvas keeps it right
 * without calling browse code; nothing else writes it. A private, draft or deleted canvas has no row.
 *
 * Rows are about 220 bytes against 3.4 kB for a canvases row, so filtering or counting thousands of
 * candidates reads a few thousand pages that stay in memory instead of the wide table.
 */
export const canvasSearch = pgTable(
  'canvas_search',
  {
    canvasId: integer('canvas_id')
      .primaryKey()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    type: text('type').$type<CanvasType>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    licensed: boolean('licensed').notNull(),
    yearOfExperience: integer('year_of_experience'),
    averageTicket: real('average_ticket'),
    visitFrequency: real('visit_frequency'),
    repeatRetention: real('repeat_retention'),
    retailSales: real('retail_sales'),
    graduationDate: date('graduation_date'),
    categoryIds: integer('category_ids').array().notNull(),
    schoolIds: integer('school_ids').array().notNull(),
    programIds: integer('program_ids').array().notNull(),
    softwareIds: integer('software_ids').array().notNull(),
    /** The canvas's first located address; any others are in canvas_search_places. */
    place: earthPoint('place'),
    /**
     * The grid cell of `place` (decision 019; browse/place-cells.ts placeCell): a radius search
     * reads the runs of cells its circle crosses.
     */
    cell: integer('cell').generatedAlwaysAs(sql`canvas_search_cell(place)`),
  },
  (table) => [
    // Counts without filters: a deduplicated index of a few hundred pages.
    index('canvas_search_type_idx').on(table.type),
    // Pages in order (newest update first), deep pages and small counts as index-only scans.
    index('canvas_search_recent_idx').on(table.updatedAt.desc(), table.canvasId.desc(), table.type),
    // Created WITH `INCLUDE` of the type, update time, id, place and the numeric filters by
    // migration 0014 (drizzle cannot say so): a radius search reads a few runs of cells, one per
    // band of latitude, and tests the distance, the numeric filters and the facet and keyword
    // bitmaps (by id) on the index entries alone (decision 019).
    index('canvas_search_cell_idx').on(table.cell),
    index('canvas_search_category_ids_idx').using('gin', table.categoryIds).with(DIRECT_GIN),
    index('canvas_search_school_ids_idx').using('gin', table.schoolIds).with(DIRECT_GIN),
    index('canvas_search_program_ids_idx').using('gin', table.programIds).with(DIRECT_GIN),
    index('canvas_search_software_ids_idx').using('gin', table.softwareIds).with(DIRECT_GIN),
    // The numeric filters, each led by its own column and carrying the type and the other numeric
    // filters, so counting a bucket (KPIs, experience, graduation) is an index-only scan.
    ...numericFilterIndexes(table),
  ],
);

/**
 * The located addresses of a public canvas after its first (businesses with several salons), for
 * radius search; the first sits in canvas_search.place. Kept by the same trigger. The canvas's type
 * is copied here so a radius search for other types skips these places without a look-up.
 */
export const canvasSearchPlaces = pgTable(
  'canvas_search_places',
  {
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvasSearch.canvasId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<CanvasType>().notNull(),
    place: earthPoint('place').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.canvasId, table.position] }),
    // Created WITH `INCLUDE (type, canvas_id)` by migration 0012 (drizzle cannot say so): the
    // places within a radius are an index-only scan.
    index('canvas_search_places_place_idx').using('gist', table.place),
  ],
);

/**
 * The text side of canvas_search: what a keyword search reads, with the type and update time so a
 * keyword-only search needs no other table. `lexeme_ids` is the English full text of the
 * projection's `search_text` (`to_tsvector('english', search_text)`) as the ids of its lexemes in
 * search_lexemes: 4 bytes a lexeme instead of the lexeme's text, so the table is half the size of
 * one holding the tsvector and a keyword search visits half the pages (decision 012). The name
 * words (`search_name_words(search_name)`) are indexed too: a typed word matches a canvas whose
 * name or title has a word trigram-similar to it. The matches are counted from the bitmaps below
 * (decision 015), which a trigger on this table keeps.
 */
export const canvasSearchText = pgTable(
  'canvas_search_text',
  {
    canvasId: integer('canvas_id')
      .primaryKey()
      .references(() => canvasSearch.canvasId, { onDelete: 'cascade' }),
    type: text('type').$type<CanvasType>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** introduction.name + title, lower-cased: ranking, and the name words. */
    searchName: text('search_name').notNull(),
    lexemeIds: integer('lexeme_ids').array().notNull(),
  },
  (table) => [
    // A keyword page walks the newest rows in order (modules/browse/queries/ordered-matches.ts
    // keywordPage): the canvases whose name or title holds every typed word usually fill it within a
    // few hundred.
    index('canvas_search_text_recent_idx').on(table.updatedAt.desc(), table.canvasId.desc()),
    index('canvas_search_text_lexeme_ids_idx').using('gin', table.lexemeIds).with(DIRECT_GIN),
    index('canvas_search_text_name_words_idx')
      .using('gin', sql`search_name_words(${table.searchName})`)
      .with(DIRECT_GIN),
  ],
);

/** A bit string (`bit varying`): one bit per canvas of a block of CANVAS_BLOCK_BITS canvas ids. */
const bitString = customType<{ data: string }>({ dataType: () => 'bit varying' });

/**
 * The columns every browse bitmap table ends with: the canvas type, the block of 16384 canvas ids
 * and its bits (decisions 015, 016). A function, as each table needs its own column builders.
 */
const blockBitmap = () => ({
  type: text('type').$type<CanvasType>().notNull(),
  block: integer('block').notNull(),
  bits: bitString('bits').notNull(),
});

/**
 * Keyword bitmaps (decision 015): for each lexeme and canvas type, which public canvases' text has
 * the lexeme, as one bit per canvas in blocks of 16384 canvas ids (`block = canvas_id >> 14`, bit
 * `canvas_id & 16383`). Counting a keyword's matches is a few AND, OR and bit counts per block
 * instead of a visit to every matching row. A trigger on canvas_search_text keeps them in the
 * same transaction (migration 0011), cascaded deletes included. A sparse bitmap compresses well
 * (TOAST), so a rare lexeme costs a few dozen bytes.
 */
export const canvasSearchLexemeBits = pgTable(
  'canvas_search_lexeme_bits',
  {
    lexemeId: integer('lexeme_id').notNull(),
    ...blockBitmap(),
  },
  (table) => [primaryKey({ columns: [table.lexemeId, table.type, table.block] })],
);

/** The same bitmaps for the words of the name and title (`search_name_words(search_name)`). */
export const canvasSearchNameBits = pgTable(
  'canvas_search_name_bits',
  {
    word: text('word').notNull(),
    ...blockBitmap(),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.type, table.block] }),
    // The name words similar to a typed word (`word %> typed`).
    index('canvas_search_name_bits_word_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .with(DIRECT_GIN),
  ],
);

/**
 * Filter bitmaps (decision 016), in the same blocks as the keyword bitmaps: for each canvas type,
 * which public canvases have a value of a filter of canvas_search. `facet` is 'all' (value 0: every
 * public canvas of the type), 'licensed' (1 licensed, 0 not), or 'category', 'school', 'program',
 * 'software' (value: the option's id; one bitmap per id a canvas lists). A search made only of
 * these filters and a keyword is counted with a few AND, OR and bit counts per block. A trigger on
 * canvas_search keeps them (migration 0012, `canvas_search_facets()` lists a row's values).
 */
export const canvasSearchFacetBits = pgTable(
  'canvas_search_facet_bits',
  {
    facet: text('facet').$type<SearchFacet>().notNull(),
    value: integer('value').notNull(),
    ...blockBitmap(),
  },
  (table) => [primaryKey({ columns: [table.facet, table.value, table.type, table.block] })],
);
export type SearchFacet = 'all' | 'licensed' | 'category' | 'school' | 'program' | 'software';

/**
 * Every English lexeme the text of a public canvas has had (`to_tsvector('english', ...)`), with a
 * number for canvas_search_text.lexeme_ids. Filled by the same trigger; lexemes are never removed
 * (an unused one matches nothing).
 */
export const searchLexemes = pgTable('search_lexemes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lexeme: text('lexeme').notNull().unique('search_lexemes_lexeme_key'),
});
