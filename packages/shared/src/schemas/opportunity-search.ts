import { BROWSE_PAGE_SIZE } from '../constants';
import { z } from '../zod-config';
import { browseLocationSchema } from './browse';
import { opportunitySchema } from './opportunity';
import { dbInt } from './primitives';

/**
 * Opportunity browsing (spec 1 §2.4, §7 Browsing: `POST /opportunity/browse/search` with keyword,
 * category, location, software, jobtype, brand, paymentMode, page, size; "Returns list and count").
 * Only public, unexpired opportunities are found; national ones (`validForAllState`) match any
 * location. Decision 025: the browse engine over the opportunity search tables.
 */
export const opportunityBrowseSearchSchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  /** Job category option ids. */
  category: z.array(dbInt()).max(20).default([]),
  /** A place and a radius in metres, as portfolio browse sends them. */
  location: browseLocationSchema.optional(),
  /** Software catalogue ids (free tags are found by keyword only). */
  software: z.array(dbInt()).max(20).default([]),
  /** Job type option ids. */
  jobtype: z.array(dbInt()).max(20).default([]),
  /** Retail brand catalogue ids (free tags are found by keyword only). */
  brand: z.array(dbInt()).max(20).default([]),
  /** Payment structure option ids; 'Don't show' is never offered (spec 1 §2.4). */
  paymentMode: z.array(dbInt()).max(20).default([]),
  /** Jobs, contests or both (absent). */
  kind: z.enum(['job', 'contest']).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(60).default(BROWSE_PAGE_SIZE),
});
export type OpportunityBrowseSearchInput = z.input<typeof opportunityBrowseSearchSchema>;
export type OpportunityBrowseSearch = z.infer<typeof opportunityBrowseSearchSchema>;

/** A card in the results (spec 1 §3 "Opportunity browse row": jobTitle, jobCategory, canvasName, slug, and what the card shows). */
export const opportunityBrowseRowSchema = opportunitySchema
  .pick({
    id: true,
    slug: true,
    jobTitle: true,
    jobType: true,
    jobCategory: true,
    location: true,
    validForAllState: true,
    competition: true,
    brand: true,
    media: true,
    canvasId: true,
    canvasName: true,
    canvasSlug: true,
    createdAt: true,
    updatedAt: true,
    expire: true,
  })
  .extend({
    /** Miles from the searched place when a location was given and the opportunity has a place. */
    distanceMiles: z.number().nullable(),
  });
export type OpportunityBrowseRow = z.infer<typeof opportunityBrowseRowSchema>;

export const opportunityBrowseResultSchema = z.object({
  list: z.array(opportunityBrowseRowSchema),
  count: z.number().int().nonnegative(),
});
export type OpportunityBrowseResult = z.infer<typeof opportunityBrowseResultSchema>;

/**
 * `GET /opportunity/canvas/location` "returns locationName and coordinates": where the signed-in
 * user's search starts (their canvas's first location), both null when they have none.
 */
export const opportunityCanvasLocationSchema = z.object({
  locationName: z.string().nullable(),
  /** [longitude, latitude] */
  coordinates: z.tuple([z.number(), z.number()]).nullable(),
});
export type OpportunityCanvasLocation = z.infer<typeof opportunityCanvasLocationSchema>;
