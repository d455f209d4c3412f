import {
  BROWSE_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  HIDDEN_PAYMENT_MODE_ID,
  HIDDEN_PAYMENT_MODE_NAME,
  METERS_PER_MILE,
  OPPORTUNITY_JOB_TYPES,
  type OpportunityBrowseSearchInput,
  type Option,
  RADIUS_OPTIONS_MILES,
} from '@canvas/shared';
import type { BrowsePlace } from '@/components/fields/search-location-input';
import { pageOf, paramsWriter, placeOf, idsOf as urlIdsOf } from '@/lib/url-filters';

/**
 * The opportunity browse screen's filters and their place in the URL (spec 1 §2.4: keyword,
 * category, location, software, job type, brand and payment mode). As on portfolio browse, the URL
 * is the only state: a search can be shared and the back button returns to the previous one.
 * Parsing is forgiving: what a hand-edited or stale link holds that is not understood is dropped.
 */

export type RadiusMiles = (typeof RADIUS_OPTIONS_MILES)[number];
export const OPPORTUNITY_KINDS = ['job', 'contest'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

export interface OpportunityFilters {
  keyword: string;
  place: BrowsePlace | null;
  radiusMiles: RadiusMiles;
  /** Job category option ids. */
  categories: number[];
  /** Software catalogue ids. */
  software: number[];
  /** Job type ids (`JOB_TYPE_OPTIONS`). */
  jobTypes: number[];
  /** Retail brand catalogue ids. */
  brands: number[];
  /** Payment structure option ids ('Don't show' never). */
  paymentModes: number[];
  /** Jobs only, contests only, or both (null). */
  kind: OpportunityKind | null;
  page: number;
}

export const EMPTY_OPPORTUNITY_FILTERS: OpportunityFilters = {
  keyword: '',
  place: null,
  radiusMiles: DEFAULT_RADIUS_MILES as RadiusMiles,
  categories: [],
  software: [],
  jobTypes: [],
  brands: [],
  paymentModes: [],
  kind: null,
  page: 1,
};

/** Job types are the shared list (no options catalogue holds them); the search filters by its ids. */
export const JOB_TYPE_OPTIONS: { id: number; name: string }[] = OPPORTUNITY_JOB_TYPES.map((type) => ({
  id: type.optionId,
  name: type.name,
}));

/** Spec 1 §2.4: the payment mode 'Don't show' is omitted from the filters. */
export function isOfferedPaymentMode(option: Pick<Option, 'id' | 'name'>): boolean {
  return option.id !== HIDDEN_PAYMENT_MODE_ID && option.name !== HIDDEN_PAYMENT_MODE_NAME;
}

/** Query parameter names (besides the place's): short, so a shared link stays readable (the same as portfolio browse's). */
const KEY = {
  keyword: 'q',
  radiusMiles: 'radius',
  categories: 'category',
  software: 'software',
  jobTypes: 'type',
  brands: 'brand',
  paymentModes: 'pay',
  kind: 'kind',
  page: 'page',
} as const;

/** Ids above PostgreSQL's integer range are dropped rather than refused by the search. */
const MAX_ID = 2_147_483_647;

function idsOf(params: URLSearchParams, key: string): number[] {
  return urlIdsOf(params, key, MAX_ID);
}

export function parseOpportunityFilters(params: URLSearchParams): OpportunityFilters {
  const radius = Number(params.get(KEY.radiusMiles));
  const kind = params.get(KEY.kind);
  const jobTypeIds = new Set(JOB_TYPE_OPTIONS.map((option) => option.id));
  return {
    keyword: (params.get(KEY.keyword) ?? '').slice(0, 100),
    place: placeOf(params),
    radiusMiles: (RADIUS_OPTIONS_MILES as readonly number[]).includes(radius)
      ? (radius as RadiusMiles)
      : EMPTY_OPPORTUNITY_FILTERS.radiusMiles,
    categories: idsOf(params, KEY.categories),
    software: idsOf(params, KEY.software),
    jobTypes: idsOf(params, KEY.jobTypes).filter((id) => jobTypeIds.has(id)),
    brands: idsOf(params, KEY.brands),
    paymentModes: idsOf(params, KEY.paymentModes).filter((id) => id !== HIDDEN_PAYMENT_MODE_ID),
    kind: (OPPORTUNITY_KINDS as readonly (string | null)[]).includes(kind) ? (kind as OpportunityKind) : null,
    page: pageOf(params, KEY.page),
  };
}

/** The query string for these filters; defaults are left out so the plain screen has a plain URL. */
export function opportunityFiltersToParams(filters: OpportunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { set, setList, setPlace } = paramsWriter(params);
  set(KEY.keyword, filters.keyword.trim());
  setPlace(filters.place);
  if (filters.radiusMiles !== EMPTY_OPPORTUNITY_FILTERS.radiusMiles)
    set(KEY.radiusMiles, filters.radiusMiles);
  setList(KEY.categories, filters.categories);
  setList(KEY.software, filters.software);
  setList(KEY.jobTypes, filters.jobTypes);
  setList(KEY.brands, filters.brands);
  setList(KEY.paymentModes, filters.paymentModes);
  set(KEY.kind, filters.kind);
  if (filters.page > 1) set(KEY.page, filters.page);
  return params;
}

/** Whether anything differs from the plain screen (CLEAR SEARCH has something to clear). */
export function hasActiveOpportunityFilters(filters: OpportunityFilters): boolean {
  return opportunityFiltersToParams({ ...filters, page: 1 }).size > 0;
}

/** How many of the catalogue filters are set (the 'More filters' button shows it). */
export function countMoreOpportunityFilters(filters: OpportunityFilters): number {
  return (
    filters.categories.length + filters.software.length + filters.brands.length + filters.paymentModes.length
  );
}

/** The `POST /api/opportunity/browse/search` request for these filters (empty lists are left out). */
export function toOpportunitySearchInput(
  filters: OpportunityFilters,
  page = filters.page,
): OpportunityBrowseSearchInput {
  const input: OpportunityBrowseSearchInput = {
    keyword: filters.keyword.trim(),
    page,
    size: BROWSE_PAGE_SIZE,
  };
  if (filters.place) {
    input.location = {
      coordinates: [filters.place.longitude, filters.place.latitude],
      radius: filters.radiusMiles * METERS_PER_MILE,
    };
  }
  if (filters.categories.length > 0) input.category = filters.categories;
  if (filters.software.length > 0) input.software = filters.software;
  if (filters.jobTypes.length > 0) input.jobtype = filters.jobTypes;
  if (filters.brands.length > 0) input.brand = filters.brands;
  const paymentModes = filters.paymentModes.filter((id) => id !== HIDDEN_PAYMENT_MODE_ID);
  if (paymentModes.length > 0) input.paymentMode = paymentModes;
  if (filters.kind) input.kind = filters.kind;
  return input;
}
