import type { CanvasType } from '../constants';
import { CONTACT_FIELD_MAX_LENGTH, type ContactFormValues } from '../contact-form';
import { messages } from '../messages';
import { isValidEmail } from '../rules';
import { z } from '../zod-config';

/**
 * Contracts of the public area (spec 1 §7): the contact form, the data-rights request, the captcha
 * that guards it, and landing-page visits.
 */

/**
 * The contact form as the browser edits it; validated on blur with the spec's messages (spec 1 §5).
 * The form itself uses contactFormErrors (contact-form.ts, no zod); contact-form.test.ts keeps the
 * two in step.
 */
const max = CONTACT_FIELD_MAX_LENGTH;
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, { message: messages.contactNameRequired }).max(max.name),
  occupation: z.string().trim().max(max.occupation),
  email: z
    .string()
    .trim()
    .min(1, { message: messages.contactEmailRequired })
    .max(max.email)
    .refine(isValidEmail, { message: messages.emailInvalid }),
  phone: z.string().trim().max(max.phone),
  message: z.string().trim().min(1, { message: messages.contactMessageRequired }).max(max.message),
}) satisfies z.ZodType<ContactFormValues>;

/**
 * POST /api/user/contact-us {from, msg}: `msg` is HTML the client builds from the form. The server
 * treats it as untrusted and keeps only a small allow-list of tags.
 */
export const contactUsSchema = z.object({
  from: z
    .string()
    .trim()
    .max(254)
    .refine(isValidEmail, { message: messages.contactEmailRequired })
    .transform((value) => value.toLowerCase()),
  msg: z.string().trim().min(1, { message: messages.contactMessageRequired }).max(20_000),
  /** The solved ALTCHA proof of work (as on the data-rights form), against scripted floods. */
  code: z.string().min(1, { message: messages.captchaRequired }).max(8000),
});
export type ContactUsInput = z.infer<typeof contactUsSchema>;

/** The four request types of spec 1 §4; the first is the default. */
export const DATA_REQUEST_OPTIONS = [
  'access_my_personal_info',
  'request_how_to_use',
  'delete_my_personal_info',
  'out_of_sale',
] as const;
export type DataRequestOption = (typeof DATA_REQUEST_OPTIONS)[number];
export const DEFAULT_DATA_REQUEST_OPTION: DataRequestOption = 'access_my_personal_info';

export const DATA_REQUEST_OPTION_LABELS: Record<DataRequestOption, string> = {
  access_my_personal_info: 'Access the personal information Canvas holds about me',
  request_how_to_use: 'Learn how Canvas uses my personal information',
  delete_my_personal_info: 'Delete my personal information',
  out_of_sale: 'Opt out of the sale or sharing of my personal information',
};

/** Statuses an admin moves a data-rights request through. */
export const DATA_REQUEST_STATUSES = ['open', 'in_progress', 'completed', 'rejected'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** Maximum lengths of the data-rights text inputs (spec 1 §5: inputs have a maximum character count). */
export const DATA_REQUEST_MAX_LENGTH = {
  first_name: 60,
  last_name: 60,
  address: 200,
  email: 254,
  canvas_url: 300,
  state_residence: 60,
} as const;

/** The masked phone of the data-rights form: (xxx) xxx-xxxx (spec 1 §5). */
export const MASKED_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Formats digits as the (xxx) xxx-xxxx mask while the user types; extra digits are dropped. */
export function maskUsPhone(input: string): string {
  const digits = input
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/user/requests (spec 1 §7): every field required; `code` is the ALTCHA payload. */
export const dataRightsRequestSchema = z.object({
  option: z.enum(DATA_REQUEST_OPTIONS),
  first_name: requiredText(DATA_REQUEST_MAX_LENGTH.first_name),
  last_name: requiredText(DATA_REQUEST_MAX_LENGTH.last_name),
  address: requiredText(DATA_REQUEST_MAX_LENGTH.address),
  email: z
    .string()
    .trim()
    .max(DATA_REQUEST_MAX_LENGTH.email)
    .refine(isValidEmail, { message: messages.dataRightsEmailInvalid })
    .transform((value) => value.toLowerCase()),
  phone_number: z.string().trim().regex(MASKED_PHONE_PATTERN, { message: messages.dataRightsPhoneInvalid }),
  canvas_url: requiredText(DATA_REQUEST_MAX_LENGTH.canvas_url),
  state_residence: requiredText(DATA_REQUEST_MAX_LENGTH.state_residence),
  code: z.string().min(1, { message: messages.captchaRequired }).max(8000),
});
export type DataRightsRequestInput = z.infer<typeof dataRightsRequestSchema>;

/** GET /api/captcha/challenge: an ALTCHA (v2) challenge, passed to the widget as is. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The landing pages of spec 1 §2.5 and §9 ("Brand landing sources"). */
export const LANDING_PAGES = [
  'paulmitchell',
  'saloncentric',
  'wella',
  'land-your-dream-career',
  'stop-interview-no-shows',
  'studentpro',
] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

const trackingText = z.string().trim().max(100);

/** POST /api/landing/page-visited {source, rep, page}; the server takes the ip from the connection. */
export const pageVisitedSchema = z.object({
  source: trackingText.min(1),
  rep: trackingText.nullable(),
  page: z.enum(LANDING_PAGES),
});
export type PageVisitedInput = z.infer<typeof pageVisitedSchema>;

/** Partner pages that show 'Redirecting...' and continue to a URL configured on the server (spec 1 §2.1). */
export const PARTNER_REDIRECTS = ['innovate', 'screps'] as const;
export type PartnerRedirect = (typeof PARTNER_REDIRECTS)[number];

export const partnerRedirectParams = z.object({ name: z.enum(PARTNER_REDIRECTS) });
export const partnerRedirectSchema = z.object({ url: z.string() });

/** The public pages listed in /sitemap.xml; canvases and opportunities are added by their areas. */
export const SITEMAP_PATHS = [
  '/',
  ...LANDING_PAGES.map((page) => `/${page}`),
  '/contact-us',
  '/about-us',
  '/chair-loss-roi-calculator',
  '/terms',
  '/privacy-policy',
  '/privacy-rights',
] as const;

/** How many portfolios GET /api/landing/featured answers at most. */
export const FEATURED_PORTFOLIO_LIMIT = 8;

/** How many opportunities GET /api/landing/featured answers at most. */
export const FEATURED_OPPORTUNITY_LIMIT = 8;

/** The type badge of a featured tile. */
export const FEATURED_TILE_TYPE_LABELS: Record<CanvasType, string> = {
  student: 'Student',
  professional: 'Professional',
  business: 'Business',
  school: 'School',
};

/**
 * A featured tile (spec 1 §2.5 "Featured tile fields: name, location, image, type, url"): `type` is
 * the display label, `location` 'City, ST' of the first location ('' when it has none), `image` the
 * tile-sized photo and `url` the public page, `/canvas/{slug}`.
 */
export const featuredTileSchema = z.object({
  name: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  type: z.string(),
  slug: z.string(),
  url: z.string(),
});
export type FeaturedTile = z.infer<typeof featuredTileSchema>;

/**
 * GET /api/landing/featured: the portfolios and opportunities the home and landing pages feature.
 * An opportunity's tile: `name` its job title and company, `location` its address or 'National
 * Opportunity', `image` its thumbnail, `type` its job type (or Contest), `url` /opportunity-detail/{slug}.
 */
export const featuredListSchema = z.object({
  portfolios: z.array(featuredTileSchema).max(FEATURED_PORTFOLIO_LIMIT),
  opportunities: z.array(featuredTileSchema).max(FEATURED_OPPORTUNITY_LIMIT).default([]),
});
export type FeaturedList = z.infer<typeof featuredListSchema>;
