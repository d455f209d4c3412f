import {
  AVERAGE_TICKET_BUCKETS,
  BROWSE_PAGE_SIZE,
  type BrowseSearchInput,
  type CanvasType,
  DEFAULT_RADIUS_MILES,
  EXPERIENCE_BUCKETS,
  GRADUATION_WINDOWS,
  LICENCE_FILTERS,
  METERS_PER_MILE,
  PERCENT_BUCKETS,
  RADIUS_OPTIONS_MILES,
  VISIT_FREQUENCY_BUCKETS,
} from '@canvas/shared';
import type { BrowsePlace } from '@/components/fields/search-location-input';
import { idsOf, pageOf, paramsWriter, placeOf } from '@/lib/url-filters';

/**
 * The browse screen's filters and their place in the URL (spec 1 §2.4, §9). The URL is the only
 * state: a search can be shared, and the back button returns to the previous search. Parsing is
 * forgiving (a hand-edited or stale link drops what it does not understand instead of failing).
 */

export const BROWSE_TYPES = ['professional', 'business', 'school'] as const;
export type BrowseType = (typeof BROWSE_TYPES)[number];

export function isBrowseType(value: unknown): value is BrowseType {
  return typeof value === 'string' && (BROWSE_TYPES as readonly string[]).includes(value);
}

/** Students are beauty professionals in training: the professional screen lists both. */
export const CANVAS_TYPES_FOR: Record<BrowseType, CanvasType[]> = {
  professional: ['professional', 'student'],
  business: ['business'],
  school: ['school'],
};

export type RadiusMiles = (typeof RADIUS_OPTIONS_MILES)[number];
export type ExperienceBucket = (typeof EXPERIENCE_BUCKETS)[number];
export type AverageTicketBucket = (typeof AVERAGE_TICKET_BUCKETS)[number];
export type VisitFrequencyBucket = (typeof VISIT_FREQUENCY_BUCKETS)[number];
export type PercentBucket = (typeof PERCENT_BUCKETS)[number];
export type GraduationWindow = (typeof GRADUATION_WINDOWS)[number];
export type LicenceFilter = (typeof LICENCE_FILTERS)[number];

export interface BrowseFilters {
  keyword: string;
  place: BrowsePlace | null;
  radiusMiles: RadiusMiles;
  experience: ExperienceBucket | null;
  /** School type only. */
  program: number | null;
  // The 'more filters' panel (professional type only)
  categories: number[];
  licence: LicenceFilter | null;
  software: number[];
  averageTicket: AverageTicketBucket[];
  visitFrequency: VisitFrequencyBucket[];
  retention: PercentBucket[];
  retailSales: PercentBucket[];
  graduation: GraduationWindow[];
  page: number;
}

export const EMPTY_FILTERS: BrowseFilters = {
  keyword: '',
  place: null,
  radiusMiles: DEFAULT_RADIUS_MILES as RadiusMiles,
  experience: null,
  program: null,
  categories: [],
  licence: null,
  software: [],
  averageTicket: [],
  visitFrequency: [],
  retention: [],
  retailSales: [],
  graduation: [],
  page: 1,
};

/** Query parameter names (besides the place's, `PLACE_KEYS`): short, so a shared link stays readable. */
const KEY = {
  keyword: 'q',
  radiusMiles: 'radius',
  experience: 'exp',
  program: 'program',
  categories: 'category',
  licence: 'license',
  software: 'software',
  averageTicket: 'ticket',
  visitFrequency: 'visits',
  retention: 'retention',
  retailSales: 'retail',
  graduation: 'graduation',
  page: 'page',
} as const;

export function milesToMetres(miles: number): number {
  return miles * METERS_PER_MILE;
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

function listOf<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = (params.get(key) ?? '').split(',').filter((value) => isOneOf(allowed, value));
  return allowed.filter((value) => values.includes(value));
}

export function parseFilters(params: URLSearchParams): BrowseFilters {
  const radius = Number(params.get(KEY.radiusMiles));
  const program = Number(params.get(KEY.program));
  const experience = params.get(KEY.experience);
  const licence = params.get(KEY.licence);
  return {
    keyword: (params.get(KEY.keyword) ?? '').slice(0, 100),
    place: placeOf(params),
    radiusMiles: isOneOf(RADIUS_OPTIONS_MILES.map(String), String(radius))
      ? (radius as RadiusMiles)
      : EMPTY_FILTERS.radiusMiles,
    experience: isOneOf(EXPERIENCE_BUCKETS, experience) ? experience : null,
    program: Number.isInteger(program) && program > 0 ? program : null,
    categories: idsOf(params, KEY.categories),
    licence: isOneOf(LICENCE_FILTERS, licence) ? licence : null,
    software: idsOf(params, KEY.software),
    averageTicket: listOf(params, KEY.averageTicket, AVERAGE_TICKET_BUCKETS),
    visitFrequency: listOf(params, KEY.visitFrequency, VISIT_FREQUENCY_BUCKETS),
    retention: listOf(params, KEY.retention, PERCENT_BUCKETS),
    retailSales: listOf(params, KEY.retailSales, PERCENT_BUCKETS),
    graduation: listOf(params, KEY.graduation, GRADUATION_WINDOWS),
    page: pageOf(params, KEY.page),
  };
}

/** The query string for these filters; defaults are left out so the plain screen has a plain URL. */
export function filtersToParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { set, setList, setPlace } = paramsWriter(params);
  set(KEY.keyword, filters.keyword.trim());
  setPlace(filters.place);
  if (filters.radiusMiles !== EMPTY_FILTERS.radiusMiles) set(KEY.radiusMiles, filters.radiusMiles);
  set(KEY.experience, filters.experience);
  set(KEY.program, filters.program);
  setList(KEY.categories, filters.categories);
  set(KEY.licence, filters.licence);
  setList(KEY.software, filters.software);
  setList(KEY.averageTicket, filters.averageTicket);
  setList(KEY.visitFrequency, filters.visitFrequency);
  setList(KEY.retention, filters.retention);
  setList(KEY.retailSales, filters.retailSales);
  setList(KEY.graduation, filters.graduation);
  if (filters.page > 1) set(KEY.page, filters.page);
  return params;
}

/** How many 'more filters' are set (the button shows it). */
export function countMoreFilters(filters: BrowseFilters): number {
  return (
    filters.categories.length +
    (filters.licence ? 1 : 0) +
    filters.software.length +
    filters.averageTicket.length +
    filters.visitFrequency.length +
    filters.retention.length +
    filters.retailSales.length +
    filters.graduation.length
  );
}

/** Whether anything differs from the plain screen (CLEAR SEARCH has something to clear). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return filtersToParams({ ...filters, page: 1 }).size > 0;
}

/**
 * The searchv2 request for a screen type. Filters that the screen does not show for this type are
 * not sent, so a link carried over from another type cannot narrow the results invisibly.
 */
export function toSearchInput(
  type: BrowseType,
  filters: BrowseFilters,
  page = filters.page,
): BrowseSearchInput {
  const input: BrowseSearchInput = {
    type: CANVAS_TYPES_FOR[type],
    keyword: filters.keyword.trim(),
    page,
    size: BROWSE_PAGE_SIZE,
  };
  if (filters.place) {
    input.location = {
      coordinates: [filters.place.longitude, filters.place.latitude],
      radius: milesToMetres(filters.radiusMiles),
    };
  }
  if (showsExperience(type) && filters.experience) input.yearOfExperience = [filters.experience];
  if (type === 'school' && filters.program !== null) input.program = [filters.program];
  if (type === 'professional') {
    if (filters.categories.length > 0) input.userCategory = filters.categories;
    if (filters.licence) input.category = filters.licence;
    if (filters.software.length > 0) input.software = filters.software;
    if (filters.averageTicket.length > 0) input.combinedAverageTicket = filters.averageTicket;
    if (filters.visitFrequency.length > 0) input.annualFrequencyOfVisit = filters.visitFrequency;
    if (filters.retention.length > 0) input.repeatClientRetention = filters.retention;
    if (filters.retailSales.length > 0) input.serviceToRetailSales = filters.retailSales;
    if (filters.graduation.length > 0) input.graduationDate = filters.graduation;
  }
  return input;
}

/**
 * Years of experience describes people and salons; a school's canvas has none, so the school
 * screen offers its program select in that place instead.
 */
export function showsExperience(type: BrowseType): boolean {
  return type !== 'school';
}

export const EXPERIENCE_LABELS: Record<ExperienceBucket, string> = {
  under3: 'Under 3 years',
  '3to5': '3–5 years',
  '5to10': '5–10 years',
  '11to15': '11–15 years',
  over15: 'Over 15 years',
};

export const AVERAGE_TICKET_LABELS: Record<AverageTicketBucket, string> = {
  under50: 'Under $50',
  '50to100': '$50–$100',
  '100to200': '$100–$200',
  over200: 'Over $200',
};

export const VISIT_FREQUENCY_LABELS: Record<VisitFrequencyBucket, string> = {
  '1to5': '1–5',
  '6to10': '6–10',
  '11to20': '11–20',
  over20: 'Over 20',
};

export const PERCENT_LABELS: Record<PercentBucket, string> = {
  '1to20': '1–20%',
  '21to50': '21–50%',
  '51to80': '51–80%',
  '81to100': '81–100%',
};

export const GRADUATION_LABELS: Record<GraduationWindow, string> = {
  pastYear: 'In the past year',
  '1to3': 'In 1–3 months',
  '3to6': 'In 3–6 months',
  '6to9': 'In 6–9 months',
  '9to12': 'In 9–12 months',
  '12plus': 'In 12 months or more',
};

export const LICENCE_LABELS: Record<LicenceFilter, string> = {
  licensed: 'Licensed',
  notLicensed: 'Not licensed',
};

/** The licence switch: 'Any' sends no licence filter. */
export const LICENCE_FILTERS_WITH_ANY = [
  { value: 'any', label: 'Any' },
  ...LICENCE_FILTERS.map((value) => ({ value, label: LICENCE_LABELS[value] })),
];

export const BROWSE_TYPE_LABELS: Record<BrowseType, { tab: string; title: string; noun: string }> = {
  professional: { tab: 'Beauty pros', title: 'Beauty professionals', noun: 'beauty professionals' },
  business: { tab: 'Salons', title: 'Salons & businesses', noun: 'salons and businesses' },
  school: { tab: 'Schools', title: 'Beauty schools', noun: 'beauty schools' },
};
