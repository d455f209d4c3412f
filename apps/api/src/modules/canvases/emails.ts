import { type CanvasType, INVITATION_TTL_DAYS, type MemberRole, PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { renderEmail } from '../../adapters/email/layout';

/** The staff invitation of a business or school canvas. The code appears only in the link itself. */

export interface StaffInvitation {
  to: string;
  inviterName: string;
  canvasName: string;
  canvasType: CanvasType;
  /** The location's address as one line (street, city, state). */
  locationAddress: string;
  role: MemberRole;
  canEdit: boolean;
  url: string;
  publicUrl: string;
}

/** 'an Admin', 'a Teacher'. */
const roleArticle = (role: MemberRole) => (/^[AEIOU]/i.test(role) ? 'an' : 'a');

export function staffInvitationMessage(invitation: StaffInvitation): EmailMessage {
  const place = invitation.canvasType === 'school' ? 'school' : 'salon';
  const team = invitation.canvasName || `a ${place} on ${PRODUCT_NAME}`;
  const where = invitation.locationAddress ? ` at ${invitation.locationAddress}` : '';
  const rights = invitation.canEdit
    ? `As ${roleArticle(invitation.role)} ${invitation.role} you can edit the ${place}'s canvas.`
    : `As ${roleArticle(invitation.role)} ${invitation.role} you can view the ${place}'s canvas and its drafts.`;
  return {
    to: invitation.to,
    template: 'staff-invitation',
    subject: `${invitation.inviterName} invited you to join ${team} on ${PRODUCT_NAME}`,
    ...renderEmail({
      publicUrl: invitation.publicUrl,
      preheader: `Join ${team} as ${roleArticle(invitation.role)} ${invitation.role}.`,
      heading: `Join ${team}`,
      paragraphs: [
        'Hi,',
        `${invitation.inviterName} invited you to join the team of ${team}${where} on ${PRODUCT_NAME}, as ${roleArticle(invitation.role)} ${invitation.role}.`,
        rights,
        `Accept with the button below. If you do not have a ${PRODUCT_NAME} account yet, sign up with this email address (${invitation.to}) and the invitation is waiting for you.`,
      ],
      action: { label: 'Accept the invitation', url: invitation.url },
      footnote: `The link works once, only for ${invitation.to}, and expires in ${INVITATION_TTL_DAYS} days. If you do not know ${invitation.inviterName}, you can ignore this email.`,
    }),
  };
}
