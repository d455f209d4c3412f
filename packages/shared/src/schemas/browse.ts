import { BROWSE_PAGE_SIZE, CANVAS_TYPES } from '../constants';
import { z } from '../zod-config';
import { mediaItemSchema } from './media';
import { dbInt } from './primitives';

/**
 * Portfolio browse (spec 1 §2.4, §7 Browsing, §9). Buckets are named by key so URLs and requests
 * carry short, stable values; their numeric edges live in `browse-buckets.ts`.
 */
export const EXPERIENCE_BUCKETS = ['under3', '3to5', '5to10', '11to15', 'over15'] as const;
export const AVERAGE_TICKET_BUCKETS = ['under50', '50to100', '100to200', 'over200'] as const;
export const VISIT_FREQUENCY_BUCKETS = ['1to5', '6to10', '11to20', 'over20'] as const;
export const PERCENT_BUCKETS = ['1to20', '21to50', '51to80', '81to100'] as const;
export const GRADUATION_WINDOWS = ['pastYear', '1to3', '3to6', '6to9', '9to12', '12plus'] as const;
export const LICENCE_FILTERS = ['licensed', 'notLicensed'] as const;
export const DEFAULT_RADIUS_MILES = 50;
/** How many work photos a browse card is sent for its strip (issue 26: the person's work at a glance). */
export const BROWSE_WORK_PHOTOS = 4;

export const browseLocationSchema = z.object({
  /** [longitude, latitude] */
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  /** Radius in metres (1 mile = 1609.344 m). */
  radius: z.number().positive().max(1_000_000),
});

export const browseSearchSchema = z.object({
  type: z.array(z.enum(CANVAS_TYPES)).min(1).max(4).default(['professional', 'student']),
  keyword: z.string().trim().max(100).default(''),
  /** Category option ids (e.g. Hair Stylist). */
  userCategory: z.array(dbInt()).max(20).default([]),
  category: z.enum(LICENCE_FILTERS).optional(),
  location: browseLocationSchema.optional(),
  school: z.array(dbInt()).max(20).default([]),
  program: z.array(dbInt()).max(20).default([]),
  software: z.array(dbInt()).max(20).default([]),
  yearOfExperience: z.array(z.enum(EXPERIENCE_BUCKETS)).max(5).default([]),
  combinedAverageTicket: z.array(z.enum(AVERAGE_TICKET_BUCKETS)).max(4).default([]),
  annualFrequencyOfVisit: z.array(z.enum(VISIT_FREQUENCY_BUCKETS)).max(4).default([]),
  repeatClientRetention: z.array(z.enum(PERCENT_BUCKETS)).max(4).default([]),
  serviceToRetailSales: z.array(z.enum(PERCENT_BUCKETS)).max(4).default([]),
  graduationDate: z.array(z.enum(GRADUATION_WINDOWS)).max(6).default([]),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(60).default(BROWSE_PAGE_SIZE),
});
export type BrowseSearchInput = z.input<typeof browseSearchSchema>;
export type BrowseSearch = z.infer<typeof browseSearchSchema>;

/** A browse card (spec 1 §3 Canvas browse row). */
export const browseRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(CANVAS_TYPES),
  slug: z.string(),
  /** Title or headline shown on the card. */
  name: z.string(),
  fullName: z.string(),
  schoolName: z.string().nullable(),
  program: z.string().nullable(),
  categories: z.array(z.string()),
  media: z.object({
    featuredVideo: mediaItemSchema.nullable(),
    portraitPhoto: mediaItemSchema.nullable(),
    featuredPhoto: mediaItemSchema.nullable(),
    logo: mediaItemSchema.nullable(),
  }),
  /** The first work photos (portfolioPhoto), at most BROWSE_WORK_PHOTOS. */
  workPhotos: z.array(mediaItemSchema).max(BROWSE_WORK_PHOTOS).default([]),
  locations: z.array(z.object({ address: z.string(), city: z.string(), stateShort: z.string() })),
  /** Miles from the searched place, when a location was given. */
  distanceMiles: z.number().nullable(),
  updatedAt: z.string(),
});
export type BrowseRow = z.infer<typeof browseRowSchema>;
export const browseResultSchema = z.object({ rows: z.array(browseRowSchema), count: z.number().int() });
export type BrowseResult = z.infer<typeof browseResultSchema>;

/** `GET /api/places/suggest?q=` — US cities and ZIP codes from the bundled gazetteer (maps adapter). */
export const placeSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const placeSchema = z.object({
  id: z.string(),
  kind: z.enum(['city', 'zip']),
  /** 'Austin, TX' or '78701 — Austin, TX' */
  label: z.string(),
  city: z.string(),
  state: z.string(),
  stateShort: z.string(),
  zipCode: z.string().nullable(),
  country: z.string(),
  countryShort: z.string(),
  /** [longitude, latitude] */
  coordinates: z.tuple([z.number(), z.number()]),
});
export type Place = z.infer<typeof placeSchema>;
export const placeSuggestResultSchema = z.object({ list: z.array(placeSchema) });

/** Street-address autocomplete debounce (spec 2 §9). */
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Map zoom on previews and public pages (spec 2 §9). */
export const LOCATION_MAP_ZOOM = 15;

/** `GET /api/places/address/suggest?q=` — street addresses matching what the user typed (maps adapter). */
export const addressSuggestQuerySchema = z.object({
  q: z.string().trim().min(3).max(200),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export const addressSuggestionSchema = z.object({
  /** Opaque: passed back to the details call. */
  id: z.string(),
  /** The street line, e.g. '512 Congress Ave'. */
  label: z.string(),
  /** The rest, e.g. 'Austin, TX 78701'. */
  secondary: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestResultSchema = z.object({ list: z.array(addressSuggestionSchema) });

/** `GET /api/places/address/details?id=` — place details of a suggestion (spec 2 §7 "place details"). */
export const addressDetailsQuerySchema = z.object({ id: z.string().trim().min(1).max(500) });
export const addressPlaceSchema = z.object({
  /** The full one-line address as stored on a location: '512 Congress Ave, Austin, TX 78701'. */
  address: z.string(),
  city: z.string(),
  state: z.string(),
  stateShort: z.string(),
  zipCode: z.string().nullable(),
  country: z.string(),
  countryShort: z.string(),
  /** [longitude, latitude] */
  coordinates: z.tuple([z.number(), z.number()]),
  /**
   * How exactly the point is placed: the real provider geocodes the street ('address'); the
   * embedded default places it at its ZIP code's or city's centre.
   */
  precision: z.enum(['address', 'zip', 'city']),
});
export type AddressPlace = z.infer<typeof addressPlaceSchema>;

/**
 * `GET /api/places/map` — how the location maps draw (spec 2 §9 "Map zoom 15"): a raster tile URL
 * template ({z}/{x}/{y}) and its credit line, or null tiles for the plain panel with the pin.
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  zoom: z.number().int().min(0).max(22),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
