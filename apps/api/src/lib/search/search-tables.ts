import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The tables one search engine reads (decision 025): the builders of this folder take them as a
 * descriptor instead of naming canvas_search, so another kind of thing (opportunities) can get its
 * own tables of the same shapes and the same queries. Each entry names the table and the columns
 * the builders read; the bitmap tables end with the columns `type`, `block` and `bits`, which the
 * builders also name in plain SQL (db/schema/canvas-search.ts blockBitmap).
 */
export interface SearchTables {
  /**
   * One narrow row per searchable thing (decision 012): its id, type, update time, first place (an
   * `ll_to_earth` point) and that place's grid cell (decision 019), plus the filter columns.
   */
  rows: {
    table: PgTable;
    id: AnyPgColumn;
    type: AnyPgColumn;
    updatedAt: AnyPgColumn;
    place: AnyPgColumn;
    cell: AnyPgColumn;
  };
  /** The keyword side: name words and full-text lexeme ids, with the type and update time. */
  text: {
    table: PgTable;
    id: AnyPgColumn;
    type: AnyPgColumn;
    updatedAt: AnyPgColumn;
    searchName: AnyPgColumn;
    lexemeIds: AnyPgColumn;
  };
  /**
   * The places after the first (GiST-indexed), with the type; absent when a row has at most one
   * place (opportunities), so a radius search reads the cells alone.
   */
  places?: { table: PgTable; id: AnyPgColumn; type: AnyPgColumn; place: AnyPgColumn };
  /**
   * Rows valid everywhere (national opportunities): a boolean column of the rows table and the
   * facet whose value 1 holds them. They have no place; a radius search adds those that pass its
   * filters to what the cells find, read newest first through a partial index `where <column>`
   * (place-scan.ts), and counts them from the bitmaps (ordered-matches.ts matchCountQuery).
   */
  everywhere?: { column: AnyPgColumn; facet: string };
  /**
   * Whether a keyword ranks rows whose name holds more of the typed words first (browse); false
   * orders every search newest first alone (opportunities), so a page is the first rows of a walk
   * down the newest rows that pass (ordered-matches.ts newestWalkPage).
   */
  ranksByName?: boolean;
  /**
   * The words this kind's searchable rows use (word, letters): the vocabulary typos are corrected
   * against (keyword-words.ts), so each kind corrects towards its own words.
   */
  words: { table: PgTable; word: AnyPgColumn; letters: AnyPgColumn };
  /** Keyword bitmaps per lexeme and per name word (decision 015). */
  lexemeBits: {
    table: PgTable;
    lexemeId: AnyPgColumn;
    type: AnyPgColumn;
    block: AnyPgColumn;
    bits: AnyPgColumn;
  };
  nameBits: { table: PgTable; word: AnyPgColumn; type: AnyPgColumn; block: AnyPgColumn; bits: AnyPgColumn };
  /** Filter bitmaps per facet value; facet 'all' value 0 holds every row of a type (decision 016). */
  facetBits: {
    table: PgTable;
    facet: AnyPgColumn;
    value: AnyPgColumn;
    type: AnyPgColumn;
    block: AnyPgColumn;
    bits: AnyPgColumn;
  };
}

/** A keyword as the engine matches it (the service resolves typos first, keyword.ts). */
export interface SearchKeyword {
  /**
   * The full text to match, in lexeme ids: all groups, each through any of its words, a word
   * through all its lexemes (keyword.ts fullTextGroups); null when nothing can match it.
   */
  fullText: number[][][] | null;
  /** Each typed word with its corrections, for ranking matches in the name or title first. */
  groups: string[][];
  /** The typed words; each must be similar to a word of the name or title (trigram). */
  nameWords: string[];
}

/** Centre and radius in metres. */
export interface SearchLocation {
  latitude: number;
  longitude: number;
  radius: number;
}

/**
 * A search as the engine runs it, whatever the tables hold: the filters of one kind of search
 * (canvas-browse.ts BrowseFilter) turned into what the bitmaps and the rows answer.
 */
export interface EngineSearch {
  types: string[];
  keyword: SearchKeyword | null;
  location: SearchLocation | null;
  /** The option filters asked for, as the facet bitmaps hold them: [facet, values], in order. */
  facets: Array<[string, number[]]>;
  /** The same option filters as conditions on the rows table, in the same order. */
  optionConditions: SQL[];
  /**
   * The range filters, as conditions on the rows table: no bitmap holds them (a search with one is
   * counted from rows), and the cell index carries their columns (a radius search tests them there).
   */
  rangeConditions: SQL[];
}
