import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { greeting, type EmailRecipient as Recipient, renderEmail } from '../../adapters/email/layout';

/** The account emails. Links point at PUBLIC_URL; tokens appear only in the link itself. */

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
