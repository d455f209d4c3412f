import { PRODUCT_NAME } from '@canvas/shared';
import { escapeHtml } from '../../lib/html';

/** Who an account email is addressed to. */
export interface EmailRecipient {
  email: string;
  firstName: string;
}

/** The first line of an account email. */
export const greeting = (recipient: Pick<EmailRecipient, 'firstName'>) =>
  recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,';

export interface EmailContent {
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button (expiry, "if this wasn't you"). */
  footnote?: string;
  publicUrl: string;
}

// Colours mirror the web theme (apps/web/src/app/theme.ts); emails cannot read its CSS variables.
const INK = '#241c22';
const PLUM = '#3d1f46';
const DIMMED = '#6b615b';
const PAGE = '#fbf8f5';
const CARD = '#fffdfb';
const BORDER = '#e9e2db';

/**
 * The branded email layout: table-based HTML that renders in common mail clients, and a plain-text
 * twin with the same words and the link written out in full.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:${PLUM}"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(content.action.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:${DIMMED}">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${PLUM};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.6;color:${DIMMED}">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:0;background:${PAGE};font-family:Helvetica,Arial,sans-serif"><span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:0 8px 20px"><a href="${escapeHtml(content.publicUrl)}" style="font-family:Georgia,serif;font-size:26px;color:${PLUM};text-decoration:none">${PRODUCT_NAME}</a></td></tr><tr><td style="background:${CARD};border:1px solid ${BORDER};border-radius:20px;padding:36px 32px"><h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:500;font-size:26px;line-height:1.25;color:${INK}">${escapeHtml(content.heading)}</h1>${paragraphs}${button}${footnote}</td></tr><tr><td style="padding:20px 8px;font-size:12px;line-height:1.6;color:${DIMMED}">${PRODUCT_NAME}, the portfolio and hiring network for the beauty industry. <a href="${escapeHtml(content.publicUrl)}" style="color:${DIMMED}">${escapeHtml(content.publicUrl)}</a></td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `${PRODUCT_NAME} · ${content.publicUrl}`,
  ].join('\n');
  return { html, text };
}
