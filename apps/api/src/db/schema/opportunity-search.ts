import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DIRECT_GIN } from './canvas-search';
import { opportunities } from './opportunities';

/**
 * Opportunity search's tables (decision 025): the same shapes as browse's canvas_search tables, so
 * the engine of lib/search runs over them. Only public opportunities of live canvases whose expire
 * day has not passed have rows. Triggers on `opportunities` and `canvases` keep them (migration
 * 0021, sources in modules/opportunity-search/sql/); a job removes the rows of opportunities whose
 * expire day passed (modules/opportunity-search/expiry.ts), as a date passing writes nothing.
 */

/** 'job' or 'contest' (an opportunity with `competition`): the engine's type. */
export type OpportunitySearchType = 'job' | 'contest';

const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });
const bitString = customType<{ data: string }>({ dataType: () => 'bit varying' });

/**
 * One narrow row per findable opportunity: what the filters and the order read. `created_at` is
 * the order (newest posted first). A national one (`validForAllState`) has no place: every radius
 * holds it.
 */
export const opportunitySearch = pgTable(
  'opportunity_search',
  {
    opportunityId: integer('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    type: text('type').$type<OpportunitySearchType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last day it is found; the expiry job removes the row after it. */
    expire: date('expire').notNull(),
    allStates: boolean('all_states').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    jobTypeIds: integer('job_type_ids').array().notNull(),
    paymentModeIds: integer('payment_mode_ids').array().notNull(),
    softwareIds: integer('software_ids').array().notNull(),
    brandIds: integer('brand_ids').array().notNull(),
    /** Its canvas location's point (`ll_to_earth`); null when national or not located. */
    place: earthPoint('place'),
    cell: integer('cell').generatedAlwaysAs(sql`canvas_search_cell(place)`),
  },
  (table) => [
    index('opportunity_search_type_idx').on(table.type),
    index('opportunity_search_recent_idx').on(table.createdAt.desc(), table.opportunityId.desc(), table.type),
    // Created WITH `INCLUDE (type, created_at, opportunity_id, place)` by migration 0021 (drizzle
    // cannot say so): a radius search tests the distance and the bitmaps on the index entries.
    index('opportunity_search_cell_idx').on(table.cell),
    // The national rows every radius search adds, newest first.
    index('opportunity_search_national_idx')
      .on(table.createdAt.desc(), table.opportunityId.desc(), table.type)
      .where(sql`${table.allStates}`),
    index('opportunity_search_expire_idx').on(table.expire),
    index('opportunity_search_category_ids_idx').using('gin', table.categoryIds).with(DIRECT_GIN),
    index('opportunity_search_job_type_ids_idx').using('gin', table.jobTypeIds).with(DIRECT_GIN),
    index('opportunity_search_payment_mode_ids_idx').using('gin', table.paymentModeIds).with(DIRECT_GIN),
    index('opportunity_search_software_ids_idx').using('gin', table.softwareIds).with(DIRECT_GIN),
    index('opportunity_search_brand_ids_idx').using('gin', table.brandIds).with(DIRECT_GIN),
  ],
);

/**
 * The keyword side: `search_name` is the job title and the canvas's name (ranking, name words),
 * `lexeme_ids` the English full text of the title, category, job type, payment structure, brands,
 * software, tag line, about, description and canvas name, as ids in search_lexemes.
 */
export const opportunitySearchText = pgTable(
  'opportunity_search_text',
  {
    opportunityId: integer('opportunity_id')
      .primaryKey()
      .references(() => opportunitySearch.opportunityId, { onDelete: 'cascade' }),
    type: text('type').$type<OpportunitySearchType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchName: text('search_name').notNull(),
    lexemeIds: integer('lexeme_ids').array().notNull(),
  },
  (table) => [
    index('opportunity_search_text_recent_idx').on(table.createdAt.desc(), table.opportunityId.desc()),
    index('opportunity_search_text_lexeme_ids_idx').using('gin', table.lexemeIds).with(DIRECT_GIN),
    index('opportunity_search_text_name_words_idx')
      .using('gin', sql`search_name_words(${table.searchName})`)
      .with(DIRECT_GIN),
  ],
);

const blockBitmap = () => ({
  type: text('type').$type<OpportunitySearchType>().notNull(),
  block: integer('block').notNull(),
  bits: bitString('bits').notNull(),
});

/** Keyword bitmaps per lexeme (decision 015), in blocks of 16384 opportunity ids. */
export const opportunitySearchLexemeBits = pgTable(
  'opportunity_search_lexeme_bits',
  { lexemeId: integer('lexeme_id').notNull(), ...blockBitmap() },
  (table) => [primaryKey({ columns: [table.lexemeId, table.type, table.block] })],
);

/** Keyword bitmaps per word of the job title and canvas name. */
export const opportunitySearchNameBits = pgTable(
  'opportunity_search_name_bits',
  { word: text('word').notNull(), ...blockBitmap() },
  (table) => [
    primaryKey({ columns: [table.word, table.type, table.block] }),
    index('opportunity_search_name_bits_word_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .with(DIRECT_GIN),
  ],
);

/**
 * Filter bitmaps (decision 016): 'all' (value 0), 'national' (value 1: valid in every state), and
 * 'category', 'job_type', 'payment_mode', 'software', 'brand' (option or catalogue ids).
 */
export const opportunitySearchFacetBits = pgTable(
  'opportunity_search_facet_bits',
  {
    facet: text('facet').$type<OpportunitySearchFacet>().notNull(),
    value: integer('value').notNull(),
    ...blockBitmap(),
  },
  (table) => [primaryKey({ columns: [table.facet, table.value, table.type, table.block] })],
);
export type OpportunitySearchFacet =
  | 'all'
  | 'national'
  | 'category'
  | 'job_type'
  | 'payment_mode'
  | 'software'
  | 'brand';

/**
 * The words findable opportunities use, for correcting typos in opportunity keywords against
 * their own vocabulary (browse's search_words holds the canvases'). Filled by the refresh; never
 * emptied (a stale word only offers a correction that matches nothing).
 */
export const opportunitySearchWords = pgTable(
  'opportunity_search_words',
  {
    word: text('word').primaryKey(),
    letters: text('letters').notNull(),
  },
  (table) => [
    index('opportunity_search_words_letters_idx').on(table.letters),
    index('opportunity_search_words_word_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .with(DIRECT_GIN),
    index('opportunity_search_words_word_prefix_idx').on(table.word.op('text_pattern_ops')),
  ],
);
