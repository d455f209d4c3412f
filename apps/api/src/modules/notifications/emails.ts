import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { greeting, renderEmail } from '../../adapters/email/layout';

/** Who a notification email goes to. */
export interface NotificationRecipient {
  email: string;
  firstName: string;
}

/** What a caller of `notify` says about the immediate email (the notification's body is its first line). */
export interface NotificationEmail {
  subject: string;
  /** The email's heading; the subject when left out. */
  heading?: string;
  /** Paragraphs after the notification's body (plain text; the layout escapes them). */
  paragraphs?: string[];
  /** The button's label; the button goes to the notification's link (or /notifications). */
  actionLabel?: string;
  /** Names the kind in logs and the outbox; `notification` when left out. */
  template?: string;
}

/** An app path as a full URL; a path that is not one of ours falls back to the notifications page. */
export function appUrl(publicUrl: string, link: string | null): string {
  const path = link?.startsWith('/') && !link.startsWith('//') ? link : '/notifications';
  return `${publicUrl}${path}`;
}

/** The email sent at once with a notification (its topic's switch is on). */
export function notificationEmail(options: {
  to: NotificationRecipient;
  body: string;
  link: string | null;
  email: NotificationEmail;
  publicUrl: string;
}): EmailMessage {
  const { to, body, link, email, publicUrl } = options;
  return {
    to: to.email,
    template: email.template ?? 'notification',
    subject: email.subject,
    ...renderEmail({
      publicUrl,
      preheader: body,
      heading: email.heading ?? email.subject,
      paragraphs: [greeting(to), body, ...(email.paragraphs ?? [])],
      action: { label: email.actionLabel ?? 'Open Canvas', url: appUrl(publicUrl, link) },
      footnote: `You can choose which emails ${PRODUCT_NAME} sends you in Account Settings.`,
    }),
  };
}

export const DIGEST_TEMPLATE = 'notification_digest';
/** The digest lists at most this many lines; the rest are counted and waiting on the page. */
export const DIGEST_MAX_LINES = 20;

/** The daily digest: one email listing the notifications that did not go out by email on their own. */
export function digestEmail(options: {
  to: NotificationRecipient;
  items: { body: string }[];
  publicUrl: string;
}): EmailMessage {
  const { to, items, publicUrl } = options;
  const shown = items.slice(0, DIGEST_MAX_LINES).map((item) => `• ${item.body}`);
  const more = items.length - shown.length;
  const subject =
    items.length === 1
      ? `You have 1 new notification on ${PRODUCT_NAME}`
      : `You have ${items.length} new notifications on ${PRODUCT_NAME}`;
  return {
    to: to.email,
    template: DIGEST_TEMPLATE,
    subject,
    ...renderEmail({
      publicUrl,
      preheader: items[0]?.body ?? subject,
      heading: 'Your daily digest',
      paragraphs: [
        greeting(to),
        'Here is what happened on your account:',
        ...shown,
        ...(more > 0 ? [`…and ${more} more.`] : []),
      ],
      action: { label: 'See your notifications', url: appUrl(publicUrl, '/notifications') },
      footnote: `You receive one digest a day because Daily digest is on in your Account Settings.`,
    }),
  };
}
