import { messages } from '../messages';
import { opportunityPaySchema } from '../pay';
import { z } from '../zod-config';
import { optionRefSchema } from './canvas';
import { mediaItemSchema } from './media';
import { dbInt, id, idFromText, isoDate } from './primitives';

/**
 * The opportunity contract (spec 3 §3 "Opportunity", spec 1 §3): what the API answers ("as read")
 * and what the poster's editors send ("input"). The rich description (`editor`) is HTML the server
 * sanitizes with an allow-list; the apply URL gets https:// when it has no scheme.
 */

/** Spec 1 §5: without an expiration an opportunity expires 3650 days after it is posted. */
export const OPPORTUNITY_DEFAULT_EXPIRY_DAYS = 3650;

/** public shows as Active; private and downgrade (beyond a lowered plan quota) as Inactive (spec 3 §4). */
export const OPPORTUNITY_STATUSES = ['public', 'private', 'downgrade'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
/** What an editor may set; 'downgrade' is set only by the plan (billing's quota hook). */
export const OPPORTUNITY_SETTABLE_STATUSES = ['public', 'private'] as const;

/** Brand Type (spec 3 "Post Job Opportunity"), platform staff only. */
export const OPPORTUNITY_BRANDS = [
  'Not a Brand',
  'National Brand',
  'Mentorship',
  'Scholarship',
  'Brand Educator',
] as const;
export type OpportunityBrand = (typeof OPPORTUNITY_BRANDS)[number];
export const OPPORTUNITY_DEFAULT_BRAND: OpportunityBrand = 'Not a Brand';

/**
 * Job types (spec 3 "Post Job Opportunity": job type). The options catalogue has no kind for them,
 * so this list is their catalogue: the post form offers these names and the search filters by these
 * ids. The server gives a sent name its id (case-insensitively); other names keep a null id and are
 * found by keyword only.
 */
export const OPPORTUNITY_JOB_TYPES = [
  { optionId: 1, name: 'Full Time' },
  { optionId: 2, name: 'Part Time' },
  { optionId: 3, name: 'Contract' },
  { optionId: 4, name: 'Booth Rental' },
  { optionId: 5, name: 'Internship' },
] as const;
export type OpportunityJobTypeName = (typeof OPPORTUNITY_JOB_TYPES)[number]['name'];

/** The catalogue entry of a job type's name, matched case-insensitively; undefined when it has none. */
export function jobTypeOfName(name: string) {
  const wanted = name.trim().toLowerCase();
  return OPPORTUNITY_JOB_TYPES.find((type) => type.name.toLowerCase() === wanted);
}

/** An application's status as the applicant's list shows it (anything else reads as Pending). */
export const APPLICATION_STATUSES = ['applied', 'interviewing', 'withdrawed'] as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');

export const opportunityLocationSchema = z.object({
  uuid: z.string().min(1).max(64),
  address: optionalText(300),
});
export type OpportunityLocation = z.infer<typeof opportunityLocationSchema>;

export const opportunityMediaSchema = z.object({
  thumbPhoto: mediaItemSchema.nullable().default(null),
  featuredPhoto: mediaItemSchema.nullable().default(null),
  companyPhoto: mediaItemSchema.nullable().default(null),
  featuredVideo: mediaItemSchema.nullable().default(null),
});
export type OpportunityMedia = z.infer<typeof opportunityMediaSchema>;

export const opportunityAdditionalSchema = z.object({
  retailBrands: z.array(optionRefSchema).max(50).default([]),
  softwares: z.array(optionRefSchema).max(50).default([]),
  paymentStructure: optionRefSchema.nullable().default(null),
  tagLine: optionalText(300),
  website: optionalText(500),
  about: optionalText(20_000),
  /** Structured pay (issue 22, beyond the spec); absent or null when not stated (older rows). */
  pay: opportunityPaySchema.nullable().optional(),
});
export type OpportunityAdditional = z.infer<typeof opportunityAdditionalSchema>;

/** The opportunity as read (spec 3 §3). */
export const opportunitySchema = z.object({
  id: id(),
  slug: z.string(),
  jobTitle: optionRefSchema.nullable(),
  jobType: optionRefSchema.nullable(),
  jobCategory: optionRefSchema.nullable(),
  location: opportunityLocationSchema.nullable(),
  validForAllState: z.boolean(),
  competition: z.boolean(),
  brand: z.enum(OPPORTUNITY_BRANDS),
  email: z.string(),
  applyUrl: z.string(),
  editor: z.string(),
  status: z.enum(OPPORTUNITY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** YYYY-MM-DD; the opportunity shows as Expired after this day. */
  expire: z.string(),
  applicants: z.number().int().nonnegative(),
  viewCount: z.number().int().nonnegative(),
  media: opportunityMediaSchema,
  canvasId: id(),
  canvasName: z.string(),
  canvasSlug: z.string(),
  /** The signed-in reader's application status, null when they have not applied. */
  applyStatus: z.string().nullable(),
  /** The user who posted it. */
  poster: id(),
  additional: opportunityAdditionalSchema,
  isBookmarked: z.boolean(),
  /** Whether the reader may edit it (the poster canvas's editors and admins). */
  canEdit: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/**
 * `POST /api/opportunity` (create). Competition, validForAllState and brand are for platform staff:
 * anyone else sending a non-default value is refused, not silently ignored.
 */
export const opportunityInputSchema = z.object({
  canvasId: id(),
  jobTitle: optionRefSchema.nullable().default(null),
  jobType: optionRefSchema.nullable().default(null),
  jobCategory: optionRefSchema.nullable().default(null),
  /** One of the canvas's locations, by uuid; the address is taken from the canvas. */
  locationUuid: z.string().min(1).max(64).nullable().default(null),
  validForAllState: z.boolean().default(false),
  competition: z.boolean().default(false),
  brand: z.enum(OPPORTUNITY_BRANDS).default(OPPORTUNITY_DEFAULT_BRAND),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).default(''),
  applyUrl: optionalText(2000),
  editor: z.string().max(100_000).default(''),
  status: z.enum(OPPORTUNITY_SETTABLE_STATUSES).default('private'),
  /** YYYY-MM-DD; empty means OPPORTUNITY_DEFAULT_EXPIRY_DAYS ahead. */
  expire: isoDate().nullable().default(null),
  media: opportunityMediaSchema.default({
    thumbPhoto: null,
    featuredPhoto: null,
    companyPhoto: null,
    featuredVideo: null,
  }),
  additional: opportunityAdditionalSchema.default({
    retailBrands: [],
    softwares: [],
    paymentStructure: null,
    tagLine: '',
    website: '',
    about: '',
  }),
});
export type OpportunityInput = z.input<typeof opportunityInputSchema>;
export type OpportunityValues = z.output<typeof opportunityInputSchema>;

/** `PUT /api/opportunity` (update): the whole opportunity again, with its id; the canvas stays. */
export const opportunityUpdateSchema = opportunityInputSchema.omit({ canvasId: true }).extend({ id: id() });
export type OpportunityUpdateInput = z.input<typeof opportunityUpdateSchema>;

/** `PUT /api/opportunity/status`. */
export const opportunityStatusSchema = z.object({
  id: id(),
  status: z.enum(OPPORTUNITY_SETTABLE_STATUSES),
});
export type OpportunityStatusInput = z.input<typeof opportunityStatusSchema>;

export const opportunityRefParam = z.object({ idOrSlug: z.string().trim().min(1).max(200) });
export const opportunityIdParam = z.object({ id: idFromText() });
export const opportunityCanvasParam = z.object({ canvasId: idFromText() });

/** `POST /api/opportunity/addview`. */
export const opportunityViewSchema = z.object({ id: id() });
export const opportunityViewResultSchema = z.object({ counted: z.boolean() });

/** `GET /api/opportunity/opp-view-details/{id}`: counts by day (30), week (12) and month (12). */
const viewPointSchema = z.object({ date: z.string(), count: z.number().int().nonnegative() });
export const opportunityViewDetailsSchema = z.object({
  viewsPerDay: z.array(viewPointSchema),
  viewsPerWeek: z.array(viewPointSchema),
  viewsPerMonth: z.array(viewPointSchema),
});
export type OpportunityViewDetails = z.infer<typeof opportunityViewDetailsSchema>;

/** `POST /api/opportunity/apply`: the message prefilled with company, job title and the user's name. */
export const opportunityApplySchema = z.object({
  id: id(),
  /** The applicant's canvas sent with the application; their first student or professional canvas when absent. */
  canvasId: id().optional(),
  message: text(5000).default(''),
});
export type OpportunityApplyInput = z.input<typeof opportunityApplySchema>;
export const opportunityApplyResultSchema = z.object({ success: z.literal(true), applyStatus: z.string() });

/** `POST /api/opportunity/withdraw` {id, msg}: the message goes to the poster. */
export const opportunityWithdrawSchema = z.object({ id: id(), msg: text(5000).default('') });
export type OpportunityWithdrawInput = z.input<typeof opportunityWithdrawSchema>;

/** `GET /api/opportunity/my/asked` (optional canvas_id). */
export const myAskedQuerySchema = z.object({ canvas_id: idFromText().optional() });
export const appliedOpportunitySchema = z.object({
  opportunity: opportunitySchema,
  applyStatus: z.string(),
  appliedAt: z.string(),
});
export const myAskedResultSchema = z.object({ list: z.array(appliedOpportunitySchema) });

/** `POST /api/opportunity/my/posted` (canvas, location uuid, keyword, status tab). */
export const myPostedSchema = z.object({
  canvasId: id(),
  locationUuid: z.string().max(64).optional(),
  keyword: text(200).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: dbInt().min(1).default(1),
  size: dbInt().min(1).max(100).default(20),
});
export type MyPostedInput = z.input<typeof myPostedSchema>;
export const opportunityListSchema = z.object({
  list: z.array(opportunitySchema),
  count: z.number().int().nonnegative(),
});
export type OpportunityList = z.infer<typeof opportunityListSchema>;

/** `PUT /api/bookmark/opportunity/{id}/{add|remove}` with an optional note. */
export const opportunityBookmarkParams = z.object({ id: idFromText(), action: z.enum(['add', 'remove']) });
export const opportunityBookmarkSchema = z.object({ note: text(1000).optional() }).default({});
export const opportunityBookmarkResultSchema = z.object({ bookmarked: z.boolean() });

type PublishFields = Pick<OpportunityValues, 'jobTitle' | 'locationUuid' | 'validForAllState' | 'editor'> & {
  media: Pick<OpportunityMedia, 'thumbPhoto'>;
  additional: Pick<OpportunityAdditional, 'website' | 'paymentStructure'>;
};

const OTHER_JOB_TITLE = 'other';
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * The labels of the fields a public opportunity lacks (spec 3 §8), in the spec's order; empty when
 * it may be published. "Other" as the job title needs the custom title ('Your job title').
 */
export function missingOpportunityFields(values: PublishFields): string[] {
  const missing: string[] = [];
  if (!values.additional.website.trim()) missing.push(messages.opportunityRequiredWebsite);
  if (!values.validForAllState && !values.locationUuid) missing.push(messages.opportunityRequiredLocation);
  if (!values.jobTitle) missing.push(messages.opportunityRequiredJobTitle);
  else if (values.jobTitle.name.trim().toLowerCase() === OTHER_JOB_TITLE)
    missing.push(messages.opportunityRequiredCustomJobTitle);
  if (!hasText(values.editor)) missing.push(messages.opportunityRequiredDescription);
  if (!values.additional.paymentStructure) missing.push(messages.opportunityRequiredPaymentStructure);
  if (!values.media.thumbPhoto) missing.push(messages.opportunityRequiredThumbnail);
  return missing;
}
