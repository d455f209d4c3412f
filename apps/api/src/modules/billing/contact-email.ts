import { type CanvasType, PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { escapeHtml } from '../../lib/html';

const SIMPLE_EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * The plan-contact request (`POST /api/pay/contact`, spec 3 §4: 4+ and 25+ plans are arranged by
 * the team): sent to support, replying goes to the person who asked. Every value is escaped.
 */
export function planContactEmail(options: {
  to: string;
  account: { id: number; email: string; name: string };
  canvas: { name: string; url: string; type: CanvasType } | null;
  contact: { firstName: string; lastName: string; phoneNumber: string; email: string };
}): EmailMessage {
  const { account, canvas, contact } = options;
  const lines: [string, string][] = [
    ['Name', `${contact.firstName} ${contact.lastName}`],
    ['Phone', contact.phoneNumber],
    ['Email', contact.email],
    ['Account', `${account.name} <${account.email}> (#${account.id})`],
    ...(canvas ? ([['Canvas', `${canvas.name} (${canvas.type}) ${canvas.url}`]] as [string, string][]) : []),
  ];
  const intro = `A member asks ${PRODUCT_NAME} for a larger posting plan. Reach out within 3 working days.`;
  const rows = lines.map(
    ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return {
    to: options.to,
    // Only a plain address becomes a header; anything else stays in the body.
    ...(SIMPLE_EMAIL.test(contact.email) ? { replyTo: contact.email } : {}),
    template: 'plan-contact',
    subject: `Plan request from ${contact.firstName} ${contact.lastName}`,
    html: `<p>${escapeHtml(intro)}</p><table cellpadding="4">${rows.join('')}</table>`,
    text: `${intro}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
  };
}
