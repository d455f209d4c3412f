import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { renderEmail } from '../../adapters/email/layout';

/** The account emails. Links point at PUBLIC_URL; tokens appear only in the link itself. */

interface Recipient {
  email: string;
  firstName: string;
}

const greeting = (recipient: Recipient) => (recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,');

export function verifyEmailMessage(recipient: Recipient, url: string, publicUrl: string): EmailMessage {
  return {
    to: recipient.email,
    template: 'verify-email',
    subject: `Verify your email for ${PRODUCT_NAME}`,
    ...renderEmail({
      publicUrl,
      preheader: 'One click and your account is ready.',
      heading: 'Confirm your email address',
      paragraphs: [
        greeting(recipient),
        `Welcome to ${PRODUCT_NAME}! Confirm that this is your email address to finish creating your account.`,
      ],
      action: { label: 'Verify my email', url },
      footnote: `The link works once and expires in 48 hours. If you did not sign up for ${PRODUCT_NAME}, you can ignore this email.`,
    }),
  };
}

export function resetPasswordMessage(recipient: Recipient, url: string, publicUrl: string): EmailMessage {
  return {
    to: recipient.email,
    template: 'reset-password',
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...renderEmail({
      publicUrl,
      preheader: 'Choose a new password for your account.',
      heading: 'Reset your password',
      paragraphs: [
        greeting(recipient),
        'We received a request to reset the password of your account. Choose a new one with the button below.',
      ],
      action: { label: 'Set a new password', url },
      footnote:
        'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays the same.',
    }),
  };
}

export function passwordChangedMessage(
  recipient: Recipient,
  signInUrl: string,
  publicUrl: string,
): EmailMessage {
  return {
    to: recipient.email,
    template: 'password-changed',
    subject: `Your ${PRODUCT_NAME} password was changed`,
    ...renderEmail({
      publicUrl,
      preheader: 'Your password was just changed.',
      heading: 'Your password was changed',
      paragraphs: [
        greeting(recipient),
        'The password of your account was just changed, and every other device was signed out.',
        'If this was you, there is nothing else to do. If it was not, reset your password right away and contact us.',
      ],
      action: { label: 'Sign in', url: signInUrl },
    }),
  };
}

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
