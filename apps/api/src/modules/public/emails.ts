import { DATA_REQUEST_OPTION_LABELS, type DataRightsRequestInput, PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { escapeHtml } from '../../lib/html';

/** Emails of the public area. Every value from a visitor is escaped (or already sanitized). */

export function contactNotificationEmail(options: {
  to: string;
  from: string;
  safeHtml: string;
  text: string;
}): EmailMessage {
  return {
    to: options.to,
    replyTo: options.from,
    template: 'contact-us',
    subject: `Contact Us message from ${options.from}`,
    html: `<p>A visitor wrote to ${PRODUCT_NAME} through the Contact Us form. Reply to this email to answer ${escapeHtml(options.from)}.</p><hr>${options.safeHtml}`,
    text: `A visitor wrote to ${PRODUCT_NAME} through the Contact Us form. Reply to this email to answer ${options.from}.\n\n${options.text}`,
  };
}

function requestLines(request: DataRightsRequestInput): [string, string][] {
  return [
    ['Request', DATA_REQUEST_OPTION_LABELS[request.option]],
    ['Name', `${request.first_name} ${request.last_name}`],
    ['Address', request.address],
    ['State of residence', request.state_residence],
    ['Email', request.email],
    ['Phone', request.phone_number],
    ['Canvas URL', request.canvas_url],
  ];
}

function linesHtml(lines: [string, string][]): string {
  const rows = lines.map(
    ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<table cellpadding="4">${rows.join('')}</table>`;
}

const linesText = (lines: [string, string][]) =>
  lines.map(([label, value]) => `${label}: ${value}`).join('\n');

export function dataRightsAcknowledgementEmail(
  request: DataRightsRequestInput,
  reference: number,
): EmailMessage {
  const lines = requestLines(request);
  const intro = `Hi ${request.first_name}, we received your data rights request (reference #${reference}). We will verify it and answer within 45 days, as the California Consumer Privacy Act requires.`;
  return {
    to: request.email,
    template: 'data-rights-acknowledgement',
    subject: `We received your ${PRODUCT_NAME} data rights request`,
    html: `<p>${escapeHtml(intro)}</p>${linesHtml(lines)}<p>If you did not make this request, reply to this email and let us know.</p>`,
    text: `${intro}\n\n${linesText(lines)}\n\nIf you did not make this request, reply to this email and let us know.`,
  };
}

export function dataRightsSupportEmail(
  to: string,
  request: DataRightsRequestInput,
  reference: number,
): EmailMessage {
  const lines = requestLines(request);
  return {
    to,
    replyTo: request.email,
    template: 'data-rights-request',
    subject: `Data rights request #${reference}: ${DATA_REQUEST_OPTION_LABELS[request.option]}`,
    html: `<p>A new data rights request is waiting.</p>${linesHtml(lines)}`,
    text: `A new data rights request is waiting.\n\n${linesText(lines)}`,
  };
}
