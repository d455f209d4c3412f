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
  publicUrl: string;
}): EmailMessage {
  const { to, senderName, message, canvas, publicUrl } = options;
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
      action: { label: 'Reply on Canvas', url: `${publicUrl}/message` },
      footnote: `You received this because your portfolio is public on ${PRODUCT_NAME}.`,
    }),
  };
}
