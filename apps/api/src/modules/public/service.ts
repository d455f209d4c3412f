import {
  type ContactUsInput,
  type DataRightsRequestInput,
  messages,
  type PageVisitedInput,
} from '@canvas/shared';
import sanitizeHtml from 'sanitize-html';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type CaptchaKeys, createCaptchaChallenge, verifyCaptcha } from './captcha';
import { contactNotificationEmail, dataRightsAcknowledgementEmail, dataRightsSupportEmail } from './emails';
import {
  claimCaptchaChallenge,
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
  allowedAttributes: { a: ['href'] },
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

export async function sendContactMessage(
  deps: PublicDeps,
  input: ContactUsInput,
  client: { ip: string },
): Promise<void> {
  const safeHtml = sanitizeContactHtml(input.msg);
  const text = htmlToText(safeHtml);
  if (text === '') throw new AppError('validation', messages.contactMessageRequired, { field: 'msg' });
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
  const captcha = await verifyCaptcha(deps.captcha, input.code);
  if (!captcha || !(await claimCaptchaChallenge(deps.db, captcha.challengeId, captcha.expiresAt))) {
    throw new AppError('badRequest', messages.captchaFailed, { field: 'code' });
  }
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
