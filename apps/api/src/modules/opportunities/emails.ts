import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { renderEmail } from '../../adapters/email/layout';

/**
 * An applicant withdrew (spec 3 §7 `POST /opportunity/withdraw` {id, msg}): the poster is told,
 * with the applicant's message as plain text (renderEmail escapes every paragraph).
 */
export function withdrawalEmail(options: {
  to: { email: string; firstName: string };
  applicantName: string;
  jobTitle: string;
  message: string;
  publicUrl: string;
}): EmailMessage {
  const { to, applicantName, jobTitle, message, publicUrl } = options;
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    to: to.email,
    template: 'msg_to_job_poster',
    subject: `${applicantName} withdrew their application for ${jobTitle}`,
    ...renderEmail({
      publicUrl,
      preheader: `${applicantName} withdrew from ${jobTitle}.`,
      heading: 'An application was withdrawn',
      paragraphs: [
        to.firstName ? `Hi ${to.firstName},` : 'Hi,',
        `${applicantName} withdrew their application for "${jobTitle}" on ${PRODUCT_NAME}.`,
        ...paragraphs,
      ],
      action: {
        label: 'See your opportunities',
        url: `${publicUrl}/my-dashboard?tabType=posted_opportunity`,
      },
      footnote: `You received this because you posted this opportunity on ${PRODUCT_NAME}.`,
    }),
  };
}
