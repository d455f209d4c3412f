import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { greeting, type EmailRecipient as Recipient, renderEmail } from '../../adapters/email/layout';

/** The emails of a change of address. Links point at PUBLIC_URL; tokens appear only in the link itself. */

export function confirmNewEmailMessage(
  recipient: Recipient,
  newEmail: string,
  url: string,
  publicUrl: string,
): EmailMessage {
  return {
    to: newEmail,
    template: 'confirm-email-change',
    subject: `Confirm your new email for ${PRODUCT_NAME}`,
    ...renderEmail({
      publicUrl,
      preheader: 'Confirm the new address of your account.',
      heading: 'Confirm your new email address',
      paragraphs: [
        greeting(recipient),
        `You asked to use ${newEmail} for your ${PRODUCT_NAME} account. Confirm it with the button below; until then your account keeps its current address.`,
      ],
      action: { label: 'Confirm new email', url },
      footnote: 'The link works once and expires in 24 hours.',
    }),
  };
}

export function emailChangeRequestedNotice(
  recipient: Recipient,
  newEmail: string,
  publicUrl: string,
): EmailMessage {
  return {
    to: recipient.email,
    template: 'email-change-requested',
    subject: `A change of your ${PRODUCT_NAME} email was requested`,
    ...renderEmail({
      publicUrl,
      preheader: 'Someone asked to change the email of your account.',
      heading: 'Email change requested',
      paragraphs: [
        greeting(recipient),
        `Someone signed in to your account asked to change its email to ${newEmail}. Nothing changes until the new address is confirmed.`,
        'If this was not you, change your password now.',
      ],
    }),
  };
}

export function emailChangedNotice(recipient: Recipient, newEmail: string, publicUrl: string): EmailMessage {
  return {
    to: recipient.email,
    template: 'email-changed',
    subject: `Your ${PRODUCT_NAME} email was changed`,
    ...renderEmail({
      publicUrl,
      preheader: 'Your account now uses a new email address.',
      heading: 'Your email was changed',
      paragraphs: [
        greeting(recipient),
        `Your ${PRODUCT_NAME} account now signs in with ${newEmail}. This address will no longer receive account emails.`,
        'If you did not make this change, contact us right away.',
      ],
    }),
  };
}
