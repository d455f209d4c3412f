import { CANVAS_TYPES, type CanvasType } from '../constants';
import { isUsZip, PERCENT_MAX } from '../input-rules';
import { messages } from '../messages';
import { z } from '../zod-config';
import { mediaItemSchema } from './media';
import { dbInt, id, idFromText, isoDate, REAL_FIGURE_MAX } from './primitives';

/**
 * The canvas contract (spec 2 §3). One document shape serves the four types; business and school
 * use `detail.primaryContactNumber`, `scSalonId` and the business fields of `additionalInformation`,
 * students and professionals the personal ones. What the API answers ("as read") and what editors
 * send ("input") differ only where the spec says so: `paymentMode` is read, `paymentModeId` sent.
 */

export const CANVAS_STATUSES = ['draft', 'public', 'private'] as const;
export type CanvasStatus = (typeof CANVAS_STATUSES)[number];

export const PRONOUN_OPTIONS = ['Prefer not to say', 'She/Her', 'He/Him', 'They/Them'] as const;
export const INDUSTRY_OPTIONS = ['Beauty Industry', 'Non Beauty Industry'] as const;
export const SOCIAL_TYPES = ['instagram', 'youtube', 'facebook', 'tiktok'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];
/** Category option id 0 = Other (the user types the name); -1 = an empty row (spec 2 §3). */
export const OTHER_CATEGORY_ID = 0;
export const EMPTY_CATEGORY_ID = -1;
/** Payment preference 'Don't show' is hidden everywhere it would be displayed (spec 2 §9). */
export const HIDDEN_PAYMENT_MODE_ID = 173;
export const HIDDEN_PAYMENT_MODE_NAME = "Don't show";
/** Years of experience: -1 in the editor means unset (shown as None), sent as null. */
export const EXPERIENCE_UNSET = -1;

/** At most 10 digits (spec 2 §5 "Account (Sold to) number"). */
export const SC_SALON_ID_MAX = 9_999_999_999;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');
const uuid = z.string().min(1).max(64);

/** An option reference; `optionId` is null for free text that matches no catalogue entry. */
export const optionRefSchema = z.object({
  optionId: dbInt().nullable(),
  name: text(120).min(1),
});
export type OptionRef = z.infer<typeof optionRefSchema>;

/**
 * Roles of a canvas member (spec 2 §6, spec 3 §6): schools have Admin, Teacher, Teacher Assistant
 * and Other; businesses Admin and Non-admin.
 */
export const SCHOOL_MEMBER_ROLES = ['Admin', 'Teacher', 'Teacher Assistant', 'Other'] as const;
export const BUSINESS_MEMBER_ROLES = ['Admin', 'Non-admin'] as const;
export const MEMBER_ROLES = ['Admin', 'Teacher', 'Teacher Assistant', 'Other', 'Non-admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_PERMISSIONS = ['viewOnly', 'canEdit'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

/**
 * The UI's authority number of each role (spec 2 §3 Member): "permission becomes viewOnly if
 * authority is above 1, otherwise canEdit". Admins and teachers may edit the canvas; teacher
 * assistants, others and a business's non-admins only view it.
 */
export const MEMBER_ROLE_AUTHORITY: Record<MemberRole, number> = {
  Admin: 0,
  Teacher: 1,
  'Teacher Assistant': 2,
  Other: 3,
  'Non-admin': 2,
};
export const permissionOfRole = (role: MemberRole): MemberPermission =>
  MEMBER_ROLE_AUTHORITY[role] > 1 ? 'viewOnly' : 'canEdit';
/** The roles a canvas type offers when inviting. */
export const memberRolesOf = (type: CanvasType): readonly MemberRole[] =>
  type === 'business' ? BUSINESS_MEMBER_ROLES : SCHOOL_MEMBER_ROLES;

/**
 * A member of a location (spec 2 §3 Member). A member with `memberUserId` accepted an invitation;
 * one with only `email` is a pending invitation. Editors may change a member's role (the server
 * derives `permission` from it) or remove the member; members are only ever added by
 * `POST /api/canvas/school/add-employee` and accepting its emailed invitation.
 */
export const memberSchema = z.object({
  uuid,
  type: z.literal('employee').default('employee'),
  permission: z.object({ permission: z.enum(MEMBER_PERMISSIONS) }),
  role: z.enum(MEMBER_ROLES).default('Other'),
  memberUserId: id().nullable().default(null),
  email: z.string().trim().max(254).nullable().default(null),
  /** As read: the member's name once they accepted (ignored on input). */
  memberUser: z
    .object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() })
    .nullable()
    .optional(),
});
export type CanvasMember = z.infer<typeof memberSchema>;

export const locationSchema = z.object({
  uuid,
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  stateShort: optionalText(8),
  country: z.string().trim().max(80).default('United States'),
  countryShort: z.string().trim().max(8).default('US'),
  /** [longitude, latitude], as the maps service gives them; null until a place is picked. */
  coordinates: z
    .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
    .nullable()
    .default(null),
  zipCode: z.string().trim().max(20).optional(),
  area: z.number().nonnegative().default(0),
  areaUnit: z.enum(['ft', 'm']).default('ft'),
  chairAmount: z.number().int().nonnegative().default(0),
  employeeAmount: z.number().int().nonnegative().default(0),
  members: z.array(memberSchema).max(200).default([]),
  // Schools
  isAccredited: z.boolean().optional(),
  nightStudents: z.number().int().nonnegative().nullable().optional(),
  dayStudents: z.number().int().nonnegative().nullable().optional(),
  classType: z.enum(['day', 'night', 'all']).optional(),
  supportedProgram: z.array(optionRefSchema).max(50).optional(),
});
export type CanvasLocation = z.infer<typeof locationSchema>;
export type CanvasLocationInput = z.input<typeof locationSchema>;

/** A professional category or licence (spec 2 §3 Category / licence). */
export const categorySchema = z.object({
  optionId: dbInt(),
  name: optionalText(120),
  licenseNumber: optionalText(60),
  stateId: dbInt().nullable().default(null),
  stateName: optionalText(60),
  /** The typed name when optionId is 0 (Other). Replaces name on save. */
  otherName: optionalText(120),
});
export type CanvasCategory = z.infer<typeof categorySchema>;
export type CanvasCategoryInput = z.input<typeof categorySchema>;

export const educationSchema = z.object({
  uuid,
  schoolName: optionalText(200),
  schoolId: dbInt().nullable().default(null),
  program: optionRefSchema.nullable().default(null),
  /** Defaults to today on save (spec 2 §5). */
  graduationDate: isoDate().nullable().default(null),
  gpa: z.number().min(0).max(PERCENT_MAX, { message: messages.percentRange }).nullable().default(null),
  attendance: z.number().min(0).max(PERCENT_MAX, { message: messages.percentRange }).nullable().default(null),
  hasWorkPermit: z.enum(['yes', 'no']).default('no'),
  workPermitHour: z.number().nonnegative().nullable().default(null),
});
export type Education = z.infer<typeof educationSchema>;
export type EducationInput = z.input<typeof educationSchema>;

export const employmentSchema = z.object({
  uuid,
  title: optionalText(120),
  jobCategory: optionalText(300),
  position: optionalText(300),
  company: optionalText(200),
  startDate: isoDate().nullable().default(null),
  endDate: isoDate().nullable().default(null),
  isCurrentWork: z.boolean().default(false),
  description: optionalText(5000),
  industry: z.enum(INDUSTRY_OPTIONS).default('Beauty Industry'),
  companyType: z.string().trim().max(120).nullable().default(null),
});
export type Employment = z.infer<typeof employmentSchema>;
export type EmploymentInput = z.input<typeof employmentSchema>;

/** Award title choices of the dialog (spec 2 §3 Award). 'Other' requires a specified title. */
export const AWARD_TITLES = [
  'Beacon',
  'Biolage Scalp Certified Specialist',
  'Caper',
  'Club/Teams',
  "Dean's List",
  'Honors',
  'Head Up Completion',
  'NAHA',
  'Purpose Discovery/EQ 101',
  'Redken Safe Space Educated',
  'Shades EQ Specialist Program',
  'Redken Specialist Program',
  'Scholarship',
  'Other',
] as const;
export const CLUB_AWARD_TITLE = 'Club/Teams';

export const awardSchema = z.object({
  uuid,
  title: text(160).min(1, { message: messages.awardTitleRequired }),
  issuer: optionalText(160),
  /** A year as a string ('2024'); future years are refused. */
  issueYear: z.string().regex(/^\d{4}$/, { message: 'issueYear must be a year' }),
  /** Club/Teams: the club's name (no issuer); issueYear is the participated-since year. */
  clubName: optionalText(160),
  /** Achievements granted by the product (badges) are read-only to the owner. */
  isUserAchievement: z.boolean().default(false),
});
export type Award = z.infer<typeof awardSchema>;
export type AwardInput = z.input<typeof awardSchema>;

const nonNegative = z.number().min(0).max(REAL_FIGURE_MAX).nullable().default(null);
const percent = z
  .number()
  .min(0)
  .max(PERCENT_MAX, { message: messages.percentRange })
  .nullable()
  .default(null);
export const kpiSchema = z.object({
  newGuestsPerMonth: nonNegative,
  newClientRetention: percent,
  repeatClientRetention: percent,
  annualFrequencyOfVisit: nonNegative,
  combinedAverageTicket: nonNegative,
  productivity: percent,
  serviceToRetailSales: percent,
});
export type Kpi = z.infer<typeof kpiSchema>;

const tags = z.array(optionRefSchema).max(50).default([]);

export const additionalInformationSchema = z.object({
  // Students and professionals
  preferredBrands: tags,
  specialities: tags,
  softwares: tags,
  KPI: kpiSchema.default(() => kpiSchema.parse({})),
  paymentMode: optionRefSchema.nullable().default(null),
  // Businesses and schools
  backbarBrands: tags,
  retailBrands: tags,
  companyBenefits: tags,
  charities: tags,
});
export type AdditionalInformation = z.infer<typeof additionalInformationSchema>;

export const socialMediaSchema = z.object({
  instagram: optionalText(300),
  youtube: optionalText(300),
  facebook: optionalText(300),
  tiktok: optionalText(300),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

export const introductionSchema = z.object({
  /** The person's or company's display name. */
  name: optionalText(120),
  /** Professional title ('Senior Colorist') or business headline. */
  title: optionalText(160),
  headline: optionalText(200),
  yearOfExperience: z.number().int().min(0).max(80).nullable().default(null),
  isRelocated: z.boolean().default(false),
  relocateTo: z.array(text(120)).max(20).default([]),
  opportunityStatus: z.boolean().default(false),
  showOpportunityStatus: z.boolean().default(true),
  /** About me / description (plain text; line breaks kept). */
  description: optionalText(5000),
  /** "Why I'm here" / why join us. */
  reason: optionalText(5000),
});
export type Introduction = z.infer<typeof introductionSchema>;

export const canvasMediaSchema = z.object({
  logo: mediaItemSchema.nullable().default(null),
  featuredPhoto: mediaItemSchema.nullable().default(null),
  portraitPhoto: mediaItemSchema.nullable().default(null),
  teamPhoto: mediaItemSchema.nullable().default(null),
  featuredVideo: mediaItemSchema.nullable().default(null),
  portfolioPhoto: z.array(mediaItemSchema).max(60).default([]),
  additionalVideo: z.array(mediaItemSchema).max(9, { message: messages.tooManyVideos }).default([]),
});
export type CanvasMedia = z.infer<typeof canvasMediaSchema>;

export const canvasDetailSchema = z.object({
  locations: z.array(locationSchema).max(50).default([]),
  categories: z.array(categorySchema).max(30).default([]),
  primaryContactNumber: optionalText(20),
  /** The retail-partner account (Sold to) number: digits only, at most 10 (spec 2 §5). */
  scSalonId: z.number().int().nonnegative().max(SC_SALON_ID_MAX).nullable().default(null),
});
export type CanvasDetail = z.infer<typeof canvasDetailSchema>;

/**
 * Locations as editors send them: the ZIP is a US ZIP (the country list is the United States only)
 * or empty. Only on the way in, so a canvas saved before the rule still reads.
 */
const locationInputSchema = locationSchema.extend({
  zipCode: z
    .string()
    .trim()
    .max(20)
    .refine((zip) => zip === '' || isUsZip(zip), { message: messages.usZipInvalid })
    .optional(),
});
const canvasDetailInputSchema = canvasDetailSchema.extend({
  locations: z.array(locationInputSchema).max(50).default([]),
});

/** What editors send on create and update. Every part optional on update; the server normalises (spec 2 §5). */
export const canvasInputSchema = z.object({
  introduction: introductionSchema
    .partial()
    // Editors send -1 for "None"; normalisation on save stores it as null (spec 2 §5).
    .extend({ yearOfExperience: z.number().int().min(EXPERIENCE_UNSET).max(80).nullable().optional() })
    .optional(),
  pronouns: z.enum(PRONOUN_OPTIONS).nullable().optional(),
  bookingUrl: z.string().trim().max(500).optional(),
  instagramHandle: z.string().trim().max(60).optional(),
  detail: canvasDetailInputSchema.partial().optional(),
  media: canvasMediaSchema.partial().optional(),
  achievements: z.array(awardSchema).max(50).optional(),
  additionalInformation: additionalInformationSchema
    .omit({ paymentMode: true })
    .partial()
    .extend({ paymentModeId: dbInt().nullable().optional() })
    .optional(),
  employments: z.array(employmentSchema).max(50).optional(),
  educations: z.array(educationSchema).max(20).optional(),
  socialMedia: socialMediaSchema.partial().optional(),
});
export type CanvasInput = z.input<typeof canvasInputSchema>;

export const createCanvasSchema = canvasInputSchema.extend({ type: z.enum(CANVAS_TYPES) });
export type CreateCanvasInput = z.input<typeof createCanvasSchema>;
export const createCanvasResultSchema = z.object({ id: z.number().int(), slug: z.string() });

export const canvasOwnerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

/** A canvas as the API answers it (spec 2 §3 "as read"). */
export const canvasSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(CANVAS_TYPES),
  status: z.enum(CANVAS_STATUSES),
  owner: canvasOwnerSchema,
  introduction: introductionSchema,
  pronouns: z.enum(PRONOUN_OPTIONS).nullable(),
  bookingUrl: z.string(),
  instagramHandle: z.string(),
  detail: canvasDetailSchema,
  media: canvasMediaSchema,
  achievements: z.array(awardSchema),
  additionalInformation: additionalInformationSchema,
  employments: z.array(employmentSchema),
  educations: z.array(educationSchema),
  socialMedia: socialMediaSchema,
  /**
   * Business and school canvases: the latest payment order of its plan (spec 2 §3 "Other"; status
   * 'succeeded' = paid; price in cents). Null for person canvases and unpaid ones.
   */
  payorder: z.object({ status: z.string(), price: z.number().int().nullable() }).nullable(),
  /** Business and school canvases: the job quota of the plan (opportunities posted now / allowed). */
  job: z.object({ now: z.number().int(), max: z.number().int() }).nullable(),
  /** The reader's role when they are a member (not the owner) of one of its locations. */
  memberRole: z.enum(MEMBER_ROLES).nullable(),
  /** Set for a signed-in reader: whether they bookmarked this canvas. */
  isBookmarked: z.boolean(),
  /** Whether the reader may edit it (owner or admin). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Canvas = z.infer<typeof canvasSchema>;

export const canvasRefParam = z.object({ idOrSlug: z.string().trim().min(1).max(200) });
export const canvasActionParams = z.object({
  id: idFromText(),
  action: z.enum(['public', 'private']),
});

/** `POST /api/canvas/my/canvases` {status, type}. */
export const myCanvasesSchema = z.object({
  status: z.enum(['all', ...CANVAS_STATUSES]).default('all'),
  type: z.enum(CANVAS_TYPES).optional(),
});
export const canvasSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(CANVAS_TYPES),
  status: z.enum(CANVAS_STATUSES),
  name: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** Share of the portfolio filled in, 0-100 (list colours: ≤50 orange, ≤80 olive, else green). */
  completion: z.number().int().min(0).max(100),
  updatedAt: z.string(),
});
export type CanvasSummary = z.infer<typeof canvasSummarySchema>;
/**
 * A canvas of "my canvases" with what My Dashboard's switcher needs (spec 3 §3 "Canvas (dashboard
 * view)"): the caller's role when a member (null on their own canvas), and for businesses and schools
 * the plan's newest order and job quota (null for person canvases). Defaults keep a list answered
 * without them readable.
 */
export const myCanvasSchema = canvasSummarySchema.extend({
  memberRole: z.enum(MEMBER_ROLES).nullable().default(null),
  payorder: z.object({ status: z.string(), price: z.number().int().nullable() }).nullable().default(null),
  job: z.object({ now: z.number().int(), max: z.number().int() }).nullable().default(null),
});
export type MyCanvas = z.infer<typeof myCanvasSchema>;
export const myCanvasesResultSchema = z.object({ list: z.array(myCanvasSchema) });

/** `POST /api/canvas/upgrade/{id}` {categories}. */
export const upgradeCanvasSchema = z.object({ categories: z.array(categorySchema).max(30) });

export const bookmarkParams = z.object({
  id: idFromText(),
  action: z.enum(['add', 'remove']),
});
export const bookmarkResultSchema = z.object({ bookmarked: z.boolean() });

/** The most recipients one bulk message reaches: the applicants table's largest page (spec 3 §9). */
export const MESSAGE_BULK_MAX_RECIPIENTS = 400;

const messageText = z.string().trim().min(1, { message: messages.messageEmpty }).max(5000);

/**
 * `POST /api/user/msg-email` (spec 2 §7 Message, spec 3 §5 "Message composer (team, applicants or
 * poster)"), one shape per template: `msg_to_member` to a canvas's owner; `msg_to_applicants` to
 * the selected applicants of an opportunity; `msg_to_job_poster` from an applicant to the
 * opportunity's poster; `msg_to_team` to the selected members of a business or school canvas
 * (My Team). The server checks that every recipient really is one.
 */
export const messageEmailSchema = z.discriminatedUnion('template', [
  z.object({
    msg: messageText,
    template: z.literal('msg_to_member'),
    users: z.array(id()).min(1).max(1),
    extra: z.object({ canvas_id: id() }).optional(),
  }),
  z.object({
    msg: messageText,
    template: z.literal('msg_to_applicants'),
    users: z.array(id()).min(1).max(MESSAGE_BULK_MAX_RECIPIENTS),
    extra: z.object({ opportunity_id: id() }),
  }),
  z.object({
    msg: messageText,
    template: z.literal('msg_to_job_poster'),
    users: z.array(id()).min(1).max(1),
    extra: z.object({ opportunity_id: id() }),
  }),
  z.object({
    msg: messageText,
    template: z.literal('msg_to_team'),
    users: z.array(id()).min(1).max(MESSAGE_BULK_MAX_RECIPIENTS),
    extra: z.object({ canvas_id: id() }),
  }),
]);
export type MessageEmailInput = z.input<typeof messageEmailSchema>;
export type MessageTemplate = MessageEmailInput['template'];
export const messageEmailResultSchema = z.object({ success: z.literal(true), skipped: z.boolean() });

/** `POST /api/badges/match` {awards[]} → {matches[]} (our own badge catalogue). */
export const badgeMatchSchema = z.object({
  awards: z.array(z.object({ title: z.string().max(160), issuer: z.string().max(160).optional() })).max(50),
});
export const badgeMatchResultSchema = z.object({
  matches: z.array(
    z.object({
      logo: z.string(),
      url: z.string(),
      width: z.number(),
      line: z.string(),
      /** Which of the request's awards earn this badge (their indexes), so each award shows once with it. */
      awards: z.array(z.number().int()),
    }),
  ),
});
