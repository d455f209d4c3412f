import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { type EmailRecipient, greeting, renderEmail } from '../../adapters/email/layout';

/** The confirmation sent to the address of an account just deleted (the account itself is gone). */
export function accountDeletedNotice(recipient: EmailRecipient, publicUrl: string): EmailMessage {
  return {
    to: recipient.email,
    template: 'account-deleted',
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    ...renderEmail({
      publicUrl,
      preheader: 'Your account, canvases and photos are deleted.',
      heading: 'Your account is deleted',
      paragraphs: [
        greeting(recipient),
        `As you asked, your ${PRODUCT_NAME} account is deleted: your profile, canvases, photos and videos, bookmarks, applications and notifications. Every device signed in to it is signed out.`,
        `You are welcome back any time: signing up again with this address starts a new, empty account.`,
        'If you did not ask for this, contact us right away.',
      ],
    }),
  };
}
