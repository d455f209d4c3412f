import { canvasPublicPath, PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { renderEmail } from '../../adapters/email/layout';

/**
 * `msg_to_member`: a member wrote to a canvas owner (spec 2 §7 Message). The message is the
 * sender's plain text; renderEmail escapes every paragraph. The sender's email address is not
 * shared: the owner answers on Canvas.
 */
export function messageToMemberEmail(options: {
  to: { email: string; firstName: string };
  senderName: string;
  message: string;
  canvas: { slug: string; name: string };
  /** The conversation's app path (`/message?channelId=`), where the owner replies. */
  link: string;
  publicUrl: string;
}): EmailMessage {
  const { to, senderName, message, canvas, link, publicUrl } = options;
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const canvasUrl = `${publicUrl}${canvasPublicPath(canvas.slug)}`;
  return {
    to: to.email,
    template: 'msg_to_member',
    subject: `${senderName} sent you a message on ${PRODUCT_NAME}`,
    ...renderEmail({
      publicUrl,
      preheader: `${senderName} wrote about your portfolio ${canvas.name}.`,
      heading: `New message from ${senderName}`,
      paragraphs: [
        to.firstName ? `Hi ${to.firstName},` : 'Hi,',
        `${senderName} saw your portfolio "${canvas.name}" (${canvasUrl}) and wrote:`,
        ...paragraphs,
      ],
      action: { label: 'Reply on Canvas', url: `${publicUrl}${link}` },
      footnote: `You received this because your portfolio is public on ${PRODUCT_NAME}.`,
    }),
  };
}

const paragraphsOf = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The hiring loop's messages (spec 3 §5 "Message composer (team, applicants or poster)"): a salon
 * to its applicants (`msg_to_applicants`), an applicant to the poster (`msg_to_job_poster`), a
 * canvas's admin to its staff (`msg_to_team`). Plain text, escaped by renderEmail; the sender's
 * email address is not shared: they answer on Canvas.
 */
export function hiringMessageEmail(options: {
  to: { email: string; firstName: string };
  template: 'msg_to_applicants' | 'msg_to_job_poster' | 'msg_to_team';
  senderName: string;
  /** What the message is about: the opportunity's title, or the canvas's name for the team. */
  about: string;
  message: string;
  /** An app path about the subject (the opportunity, its applicants, the dashboard). */
  link: string;
  /** The conversation's app path (`/message?channelId=`): the button, where they reply. */
  conversation: string;
  publicUrl: string;
}): EmailMessage {
  const { to, template, senderName, about, message, link, conversation, publicUrl } = options;
  const intro = {
    msg_to_applicants: `${senderName} wrote to you about your application for "${about}":`,
    msg_to_job_poster: `${senderName}, who applied to "${about}", wrote:`,
    msg_to_team: `${senderName} wrote to the ${about} team:`,
  }[template];
  const footnote = {
    msg_to_applicants: `You received this because you applied to this opportunity on ${PRODUCT_NAME}.`,
    msg_to_job_poster: `You received this because you posted this opportunity on ${PRODUCT_NAME}.`,
    msg_to_team: `You received this because you are on the ${about} team on ${PRODUCT_NAME}.`,
  }[template];
  return {
    to: to.email,
    template,
    subject: `${senderName} sent you a message about ${about}`,
    ...renderEmail({
      publicUrl,
      preheader: intro,
      heading: `New message from ${senderName}`,
      paragraphs: [
        to.firstName ? `Hi ${to.firstName},` : 'Hi,',
        intro,
        ...paragraphsOf(message),
        `About ${about}: ${publicUrl}${link}`,
      ],
      action: { label: 'Reply on Canvas', url: `${publicUrl}${conversation}` },
      footnote,
    }),
  };
}
