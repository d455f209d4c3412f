import {
  type ContactUsInput,
  canvasPublicPath,
  type DataRightsRequestInput,
  FEATURED_OPPORTUNITY_LIMIT,
  FEATURED_PORTFOLIO_LIMIT,
  FEATURED_TILE_TYPE_LABELS,
  type FeaturedList,
  type FeaturedTile,
  type MediaItem,
  messages,
  type PageVisitedInput,
} from '@canvas/shared';
import sanitizeHtml from 'sanitize-html';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readThrottle, recordFailure } from '../../lib/throttle';
import { type CaptchaKeys, createCaptchaChallenge, verifyCaptcha } from './captcha';
import { contactNotificationEmail, dataRightsAcknowledgementEmail, dataRightsSupportEmail } from './emails';
import {
  claimCaptchaChallenge,
  type FeaturedCanvasRecord,
  type FeaturedOpportunityRecord,
  findFeaturedCanvases,
  findFeaturedOpportunities,
  insertContactMessage,
  insertDataRightsRequest,
  insertLandingPageVisit,
} from './queries';

export interface PublicDeps {
  db: Db;
  email: EmailSender;
  supportEmail: string;
  captcha: CaptchaKeys;
}

/**
 * The contact form's `msg` is HTML built by the browser, so it is untrusted: only simple text
 * formatting survives, links keep only web, mail and phone schemes, everything else is dropped.
 */
const CONTACT_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  // rel is allowed so the transform's value survives (a visitor's own rel is overwritten by it).
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeContactHtml(html: string): string {
  return sanitizeHtml(html, CONTACT_HTML_POLICY).trim();
}

/** Plain text of sanitized HTML for the text part of emails and for admin lists. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h3|h4)>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Contact Us messages one IP address may send an hour: a person writes a few, a flood is refused. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const CONTACT_WINDOW_MINUTES = 60;

/** Checks the ALTCHA solution and spends it, so one proof of work buys one submission. */
async function spendCaptcha(deps: PublicDeps, code: string): Promise<void> {
  const captcha = await verifyCaptcha(deps.captcha, code);
  if (!captcha || !(await claimCaptchaChallenge(deps.db, captcha.challengeId, captcha.expiresAt))) {
    throw new AppError('badRequest', messages.captchaFailed, { field: 'code' });
  }
}

export async function sendContactMessage(
  deps: PublicDeps,
  input: ContactUsInput,
  client: { ip: string },
): Promise<void> {
  const ipKey = `contact:ip:${client.ip}`;
  const sent = await readThrottle(deps.db, ipKey, CONTACT_WINDOW_MINUTES);
  if (sent && sent.failures >= CONTACT_MESSAGES_PER_HOUR) {
    const retryAfterSeconds = Math.max(1, Math.ceil((sent.resetsAt.getTime() - Date.now()) / 1000));
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds });
  }
  const safeHtml = sanitizeContactHtml(input.msg);
  const text = htmlToText(safeHtml);
  if (text === '') throw new AppError('validation', messages.contactMessageRequired, { field: 'msg' });
  await spendCaptcha(deps, input.code);
  await recordFailure(deps.db, ipKey, CONTACT_WINDOW_MINUTES);
  await insertContactMessage(deps.db, {
    fromEmail: input.from,
    messageHtml: safeHtml,
    messageText: text,
    ip: client.ip,
  });
  await deps.email.send(
    contactNotificationEmail({ to: deps.supportEmail, from: input.from, safeHtml, text }),
  );
}

export function getCaptchaChallenge(deps: PublicDeps) {
  return createCaptchaChallenge(deps.captcha);
}

/** A data-rights request (spec 1 §2.7): the captcha must be solved, once; then stored and acknowledged. */
export async function submitDataRightsRequest(
  deps: PublicDeps,
  input: DataRightsRequestInput,
  client: { ip: string },
): Promise<void> {
  await spendCaptcha(deps, input.code);
  const row = await insertDataRightsRequest(deps.db, {
    option: input.option,
    firstName: input.first_name,
    lastName: input.last_name,
    address: input.address,
    email: input.email,
    phoneNumber: input.phone_number,
    canvasUrl: input.canvas_url,
    stateResidence: input.state_residence,
    ip: client.ip,
  });
  if (!row) throw new AppError('internal');
  await deps.email.send(dataRightsAcknowledgementEmail(input, row.id));
  await deps.email.send(dataRightsSupportEmail(deps.supportEmail, input, row.id));
}

export function recordLandingPageVisit(deps: PublicDeps, input: PageVisitedInput, client: { ip: string }) {
  return insertLandingPageVisit(deps.db, {
    page: input.page,
    source: input.source,
    rep: input.rep,
    ip: client.ip,
  });
}

/** The tile-sized copy of a photo: the ~640 px WebP variant, else the poster or the original. */
function tileImage(item: MediaItem | null): string | null {
  if (!item) return null;
  return item.variants?.['640'] ?? item.image ?? item.url;
}

function toFeaturedTile(record: FeaturedCanvasRecord): FeaturedTile {
  const location = [record.city, record.stateShort].map((part) => part?.trim() ?? '').filter(Boolean);
  return {
    name: (record.name || record.title || record.headline || '').trim(),
    location: location.join(', '),
    // The portrait shows the person (or salon) best in a small tile; the featured photo otherwise.
    image: tileImage(record.portraitPhoto) ?? tileImage(record.featuredPhoto),
    type: FEATURED_TILE_TYPE_LABELS[record.type],
    slug: record.slug,
    url: canvasPublicPath(record.slug),
  };
}

function toFeaturedOpportunityTile(record: FeaturedOpportunityRecord): FeaturedTile {
  const title = record.jobTitle?.name.trim() || 'Opportunity';
  const company = record.canvasName?.trim() ?? '';
  return {
    name: company ? `${title} at ${company}` : title,
    location: record.validForAllState ? 'National Opportunity' : (record.location?.address.trim() ?? ''),
    image: tileImage(record.thumbPhoto),
    type: record.competition ? 'Contest' : record.jobType?.name.trim() || 'Opportunity',
    slug: record.slug,
    url: `/opportunity-detail/${encodeURIComponent(record.slug)}`,
  };
}

/**
 * GET /api/landing/featured: the portfolios and opportunities featured on the home and landing
 * pages (spec 1 §2.5).
 */
export async function listFeaturedPortfolios(db: Db): Promise<FeaturedList> {
  const [canvasRecords, opportunityRecords] = await Promise.all([
    findFeaturedCanvases(db, FEATURED_PORTFOLIO_LIMIT),
    findFeaturedOpportunities(db, FEATURED_OPPORTUNITY_LIMIT),
  ]);
  return {
    portfolios: canvasRecords.map(toFeaturedTile),
    opportunities: opportunityRecords.map(toFeaturedOpportunityTile),
  };
}
