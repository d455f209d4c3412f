import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { greeting, renderEmail } from '../../adapters/email/layout';

export const INVITATION_TEMPLATE = 'applicant_invitation';
export const INVITATION_FILENAME = 'invitation.ics';
export const INVITATION_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

/** How a date and time reads in an email: in UTC, since the API does not know the reader's zone. */
export function emailDateTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

/**
 * A scheduled interview or tech demonstration (issue 23 §7): the candidate gets the date, the
 * salon's address and a calendar invitation (.ics) to add it in one tap.
 */
export function invitationEmail(options: {
  to: { email: string; firstName: string };
  what: string;
  jobTitle: string;
  salon: string;
  start: Date;
  address: string;
  ics: string;
  link: string;
  publicUrl: string;
}): EmailMessage {
  const { to, what, jobTitle, salon, start, address, ics, link, publicUrl } = options;
  const when = emailDateTime(start);
  return {
    to: to.email,
    template: INVITATION_TEMPLATE,
    subject: `${what}: ${jobTitle} at ${salon}`,
    ...renderEmail({
      publicUrl,
      preheader: `${salon} scheduled your ${what.toLowerCase()} for ${when}.`,
      heading: `Your ${what.toLowerCase()} is scheduled`,
      paragraphs: [
        greeting(to),
        `${salon} scheduled your ${what.toLowerCase()} for "${jobTitle}".`,
        `When: ${when}`,
        ...(address ? [`Where: ${address}`] : []),
        'The calendar invitation attached to this email adds it to your calendar.',
      ],
      action: { label: 'See the opportunity', url: `${publicUrl}${link}` },
      footnote: `You received this because you applied to this opportunity on ${PRODUCT_NAME}.`,
    }),
    attachments: [{ filename: INVITATION_FILENAME, contentType: INVITATION_CONTENT_TYPE, content: ics }],
  };
}
