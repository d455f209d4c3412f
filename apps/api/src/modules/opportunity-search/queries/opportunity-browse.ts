// Opportunity search on the engine of lib/search (decision 025): the request's filters as the
// engine runs them over the opportunity_search tables, and each page's opportunities read from
// their rows.
import type { OpportunityBrand, OpportunityLocation, OpportunityMedia, OptionRef } from '@canvas/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  canvases,
  type OpportunitySearchFacet,
  type OpportunitySearchType,
  opportunities,
  opportunitySearch,
  opportunitySearchFacetBits,
  opportunitySearchLexemeBits,
  opportunitySearchNameBits,
  opportunitySearchText,
  opportunitySearchWords,
} from '../../../db/schema';
import { centre, intArray } from '../../../lib/search/conditions';
import {
  matchCountQuery,
  orderedMatches,
  type Page,
  type PageOptions,
  pageCarriesTotal,
} from '../../../lib/search/ordered-matches';
import type {
  EngineSearch,
  SearchKeyword,
  SearchLocation,
  SearchTables,
} from '../../../lib/search/search-tables';

/** What opportunity search filters on, resolved by the service (typos corrected). */
export interface OpportunityFilter {
  types: OpportunitySearchType[];
  keyword: SearchKeyword | null;
  location: SearchLocation | null;
  categoryIds: number[];
  jobTypeIds: number[];
  paymentModeIds: number[];
  softwareIds: number[];
  brandIds: number[];
}

/**
 * The tables of opportunity search (db/schema/opportunity-search.ts). Newest posted first: the
 * engine's update-time order reads `created_at`. No places table (one place at most); national
 * rows (`all_states`) join every radius search.
 */
export const OPPORTUNITY_SEARCH_TABLES: SearchTables = {
  rows: {
    table: opportunitySearch,
    id: opportunitySearch.opportunityId,
    type: opportunitySearch.type,
    updatedAt: opportunitySearch.createdAt,
    place: opportunitySearch.place,
    cell: opportunitySearch.cell,
  },
  text: {
    table: opportunitySearchText,
    id: opportunitySearchText.opportunityId,
    type: opportunitySearchText.type,
    updatedAt: opportunitySearchText.createdAt,
    searchName: opportunitySearchText.searchName,
    lexemeIds: opportunitySearchText.lexemeIds,
  },
  everywhere: { column: opportunitySearch.allStates, facet: 'national' },
  // Newest first, keyword or not (spec 1 §2.4): a page is the first matches of a walk down the
  // newest rows.
  ranksByName: false,
  words: {
    table: opportunitySearchWords,
    word: opportunitySearchWords.word,
    letters: opportunitySearchWords.letters,
  },
  lexemeBits: {
    table: opportunitySearchLexemeBits,
    lexemeId: opportunitySearchLexemeBits.lexemeId,
    type: opportunitySearchLexemeBits.type,
    block: opportunitySearchLexemeBits.block,
    bits: opportunitySearchLexemeBits.bits,
  },
  nameBits: {
    table: opportunitySearchNameBits,
    word: opportunitySearchNameBits.word,
    type: opportunitySearchNameBits.type,
    block: opportunitySearchNameBits.block,
    bits: opportunitySearchNameBits.bits,
  },
  facetBits: {
    table: opportunitySearchFacetBits,
    facet: opportunitySearchFacetBits.facet,
    value: opportunitySearchFacetBits.value,
    type: opportunitySearchFacetBits.type,
    block: opportunitySearchFacetBits.block,
    bits: opportunitySearchFacetBits.bits,
  },
};

/** The option filters as [facet, values, column], in one order for the bitmaps and the rows. */
function optionFilters(filter: OpportunityFilter) {
  const filters: Array<[OpportunitySearchFacet, number[], SQL]> = [
    ['category', filter.categoryIds, sql`${opportunitySearch.categoryIds}`],
    ['job_type', filter.jobTypeIds, sql`${opportunitySearch.jobTypeIds}`],
    ['payment_mode', filter.paymentModeIds, sql`${opportunitySearch.paymentModeIds}`],
    ['software', filter.softwareIds, sql`${opportunitySearch.softwareIds}`],
    ['brand', filter.brandIds, sql`${opportunitySearch.brandIds}`],
  ];
  return filters.filter(([, values]) => values.length > 0);
}

/** The filter as the engine runs it over OPPORTUNITY_SEARCH_TABLES; no range filters. */
const engineSearch = (filter: OpportunityFilter): EngineSearch => {
  const options = optionFilters(filter);
  return {
    types: filter.types,
    keyword: filter.keyword,
    location: filter.location,
    facets: options.map(([facet, values]) => [facet, values]),
    optionConditions: options.map(([, values, column]) => sql`${column} && ${intArray(values)}`),
    rangeConditions: [],
  };
};

export interface OpportunityBrowseRecord {
  id: number;
  slug: string;
  jobTitle: OptionRef | null;
  jobType: OptionRef | null;
  jobCategory: OptionRef | null;
  location: OpportunityLocation | null;
  validForAllState: boolean;
  competition: boolean;
  brand: OpportunityBrand;
  media: OpportunityMedia;
  canvasId: number;
  canvasName: string;
  canvasSlug: string;
  createdAt: Date;
  updatedAt: Date;
  expire: string;
  distanceMetres: number | null;
  total: number | null;
}

/**
 * One page of matches, newest posted first (best keyword match first when there is a keyword):
 * the page's ids from the engine, then their opportunities and canvases. Answers the query
 * unexecuted (the plan test explains it).
 */
export function opportunityPageQuery(
  db: Db,
  filter: OpportunityFilter,
  page: Page,
  options: PageOptions = {},
) {
  const ordered = orderedMatches(db, OPPORTUNITY_SEARCH_TABLES, engineSearch(filter), page, options);
  const { location } = filter;
  const distance = location
    ? sql<number | null>`(select earth_distance(${centre(location)}::earth, ${opportunitySearch.place}::earth)
        from ${opportunitySearch} where ${opportunitySearch.opportunityId} = ${opportunities.id})`
    : sql<null>`null`;
  return db
    .select({
      id: opportunities.id,
      slug: opportunities.slug,
      jobTitle: opportunities.jobTitle,
      jobType: opportunities.jobType,
      jobCategory: opportunities.jobCategory,
      location: opportunities.location,
      validForAllState: opportunities.validForAllState,
      competition: opportunities.competition,
      brand: opportunities.brand,
      media: opportunities.media,
      canvasId: opportunities.canvasId,
      canvasName: sql<string>`coalesce(${canvases.introduction}->>'name', '')`,
      canvasSlug: canvases.slug,
      createdAt: opportunities.createdAt,
      updatedAt: opportunities.updatedAt,
      expire: opportunities.expire,
      distanceMetres: distance,
      total: sql<number | null>`ordered.total`,
    })
    .from(sql`(${ordered}) as ordered`)
    .innerJoin(opportunities, sql`${opportunities.id} = ordered.match_id`)
    .innerJoin(canvases, sql`${canvases.id} = ${opportunities.canvasId}`)
    .orderBy(sql`ordered.score desc`, sql`ordered.match_updated_at desc nulls last`, desc(opportunities.id));
}

export async function findOpportunityPage(
  db: Db,
  filter: OpportunityFilter,
  page: Page,
  options: PageOptions = {},
): Promise<OpportunityBrowseRecord[]> {
  const rows = await opportunityPageQuery(db, filter, page, options);
  return rows.map((row) => ({
    ...row,
    distanceMetres: row.distanceMetres === null ? null : Number(row.distanceMetres),
    total: row.total === null ? null : Number(row.total),
  }));
}

/**
 * Whether a page of this search carries the count on its rows (a keyword, or a facet filter):
 * its statement has the bitmaps or the cells' matches at hand, so no separate count is run.
 */
export const pageCarriesCount = (filter: OpportunityFilter) =>
  pageCarriesTotal(OPPORTUNITY_SEARCH_TABLES, engineSearch(filter));

/** How many opportunities match: from the bitmaps without a radius, otherwise from rows. */
export function opportunityCountQuery(db: Db, filter: OpportunityFilter) {
  return matchCountQuery(db, OPPORTUNITY_SEARCH_TABLES, engineSearch(filter));
}

export async function countOpportunityMatches(db: Db, filter: OpportunityFilter): Promise<number> {
  const rows = await opportunityCountQuery(db, filter);
  return rows[0]?.count ?? 0;
}

/** Removes the search rows of opportunities whose expire day has passed; answers how many. */
export async function deleteExpiredSearchRows(db: Db): Promise<number> {
  const removed = await db
    .delete(opportunitySearch)
    .where(sql`${opportunitySearch.expire} < current_date`)
    .returning({ id: opportunitySearch.opportunityId });
  return removed.length;
}

/**
 * The signed-in user's canvases that have a located address, as (type, locations), in the order
 * the service picks from: their own canvases, oldest first.
 */
export async function findOwnCanvasLocations(db: Db, userId: number) {
  return db
    .select({ type: canvases.type, locations: sql<unknown>`${canvases.detail}->'locations'` })
    .from(canvases)
    .where(
      sql`${canvases.ownerId} = ${userId} and ${canvases.deletedAt} is null
        and jsonb_path_exists(${canvases.detail}, '$.locations[*].coordinates[1]')`,
    )
    .orderBy(canvases.createdAt, canvases.id);
}
