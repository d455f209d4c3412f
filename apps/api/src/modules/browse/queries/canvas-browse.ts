// Portfolio browse on the search engine of this folder: the canvas filters as the engine runs them
// over the canvas_search tables, and each page's canvases read from their documents.
import { BROWSE_WORK_PHOTOS, type CanvasType, type MediaItem } from '@canvas/shared';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
  searchWords,
} from '../../../db/schema';
import { anyRange, anyWindow, centre, intArray } from '../../../lib/search/conditions';
import {
  matchCountQuery,
  orderedMatches,
  type Page,
  type PageOptions,
} from '../../../lib/search/ordered-matches';
import type {
  EngineSearch,
  SearchKeyword,
  SearchLocation,
  SearchTables,
} from '../../../lib/search/search-tables';
import type { DateWindow, NumericRange } from '../browse-buckets';

/** What browse filters on, resolved by the service (buckets turned into ranges, typos corrected). */
export interface BrowseFilter {
  types: CanvasType[];
  keyword: SearchKeyword | null;
  location: SearchLocation | null;
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

/** The tables of portfolio browse (decisions 012, 015, 016, 019; db/schema/canvas-search.ts). */
export const CANVAS_SEARCH_TABLES: SearchTables = {
  rows: {
    table: canvasSearch,
    id: canvasSearch.canvasId,
    type: canvasSearch.type,
    updatedAt: canvasSearch.updatedAt,
    place: canvasSearch.place,
    cell: canvasSearch.cell,
  },
  text: {
    table: canvasSearchText,
    id: canvasSearchText.canvasId,
    type: canvasSearchText.type,
    updatedAt: canvasSearchText.updatedAt,
    searchName: canvasSearchText.searchName,
    lexemeIds: canvasSearchText.lexemeIds,
  },
  places: {
    table: canvasSearchPlaces,
    id: canvasSearchPlaces.canvasId,
    type: canvasSearchPlaces.type,
    place: canvasSearchPlaces.place,
  },
  lexemeBits: {
    table: canvasSearchLexemeBits,
    lexemeId: canvasSearchLexemeBits.lexemeId,
    type: canvasSearchLexemeBits.type,
    block: canvasSearchLexemeBits.block,
    bits: canvasSearchLexemeBits.bits,
  },
  nameBits: {
    table: canvasSearchNameBits,
    word: canvasSearchNameBits.word,
    type: canvasSearchNameBits.type,
    block: canvasSearchNameBits.block,
    bits: canvasSearchNameBits.bits,
  },
  words: { table: searchWords, word: searchWords.word, letters: searchWords.letters },
  facetBits: {
    table: canvasSearchFacetBits,
    facet: canvasSearchFacetBits.facet,
    value: canvasSearchFacetBits.value,
    type: canvasSearchFacetBits.type,
    block: canvasSearchFacetBits.block,
    bits: canvasSearchFacetBits.bits,
  },
};

/** The facet bitmaps' filters (canvas_search_facet_bits), with the values asked for. */
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

/** The option filters as conditions on canvas_search, in facetValues' order. */
function optionConditions(filter: BrowseFilter): SQL[] {
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
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The range filters on canvas_search (experience, KPIs, graduation), which no bitmap holds. */
function rangeConditions(filter: BrowseFilter): SQL[] {
  return [
    anyRange(canvasSearch.yearOfExperience, filter.experience),
    anyRange(canvasSearch.averageTicket, filter.averageTicket),
    anyRange(canvasSearch.visitFrequency, filter.visitFrequency),
    anyRange(canvasSearch.repeatRetention, filter.repeatRetention),
    anyRange(canvasSearch.retailSales, filter.retailSales),
    anyWindow(canvasSearch.graduationDate, filter.graduation),
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The browse filter as the engine runs it over CANVAS_SEARCH_TABLES. */
const engineSearch = (filter: BrowseFilter): EngineSearch => ({
  types: filter.types,
  keyword: filter.keyword,
  location: filter.location,
  facets: facetValues(filter),
  optionConditions: optionConditions(filter),
  rangeConditions: rangeConditions(filter),
});

/** The card's work strip: the first photos; lax jsonpath gives a canvas with fewer (or none) what it has. */
const WORK_PHOTOS_PATH = `$.portfolioPhoto[0 to ${BROWSE_WORK_PHOTOS - 1}]`;

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
  /** The first few work photos, for the card's strip. */
  workPhotos: MediaItem[] | null;
  distanceMetres: number | null;
  updatedAt: Date;
  /** All matches (keyword searches count in the page query). */
  total: number | null;
}

/**
 * One page of matches, best first: by keyword rank when there is a keyword, then newest update.
 * The page's ids are found first (orderedMatches) so the documents are read for those rows only.
 * Answers the query unexecuted (the index test explains it); findBrowsePage runs it.
 */
export function browsePageQuery(db: Db, filter: BrowseFilter, page: Page, options: PageOptions = {}) {
  const ordered = orderedMatches(db, CANVAS_SEARCH_TABLES, engineSearch(filter), page, options);
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
      workPhotos: sql<
        MediaItem[] | null
      >`jsonb_path_query_array(${canvases.media}, ${WORK_PHOTOS_PATH}::jsonpath)`,
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
  page: Page,
  options: PageOptions = {},
): Promise<BrowseRecord[]> {
  const rows = await browsePageQuery(db, filter, page, options);
  return rows.map((row) => ({
    ...row,
    distanceMetres: row.distanceMetres === null ? null : Number(row.distanceMetres),
    total: row.total === null ? null : Number(row.total),
  }));
}

/** How many canvases match (matchCountQuery): from the bitmaps when they can, otherwise from rows. */
export function browseCountQuery(db: Db, filter: BrowseFilter) {
  return matchCountQuery(db, CANVAS_SEARCH_TABLES, engineSearch(filter));
}

export async function countBrowseMatches(db: Db, filter: BrowseFilter): Promise<number> {
  const rows = await browseCountQuery(db, filter);
  return rows[0]?.count ?? 0;
}
