import { type BillingDetails, formatCents, INVOICE_ISSUER, PRODUCT_NAME } from '@canvas/shared';
import PDFDocument from 'pdfkit';
import { usDate } from './pricing';
import type { InvoiceRecord } from './queries';

/**
 * The downloadable invoice (issue 21 part 5; spec 3 "Invoice": dates MM/DD/YYYY, amounts in cents
 * shown divided by 100, the issuer's address fixed). One LETTER page in the standard PDF fonts, so
 * nothing is embedded; text is left uncompressed (small, and tests can read it).
 */

/** What the PDF shows of an invoice. Amounts in cents. */
export interface InvoicePdfData {
  number: string;
  status: 'open' | 'paid' | 'failed' | 'void';
  issuedAt: Date;
  paidAt: Date | null;
  periodStart: Date;
  periodEnd: Date;
  customer: {
    name: string;
    email: string;
    /** Billing address lines, as the customer gave them; empty when none was given. */
    address: string[];
  };
  canvasName: string;
  /** The plan line ('Business plan: 3 job posts, billed every six months'). */
  description: string;
  jobCount: number;
  amount: number;
  discount: number;
  tax: number;
  total: number;
  /** How it was paid (or is to be paid); null when nothing is known. */
  payment: {
    card: { brand: string; last4: string } | null;
    bank: { bankName: string; last4: string } | null;
  } | null;
}

// The web theme's plum and ink (apps/web/src/app/theme.ts); a PDF cannot read CSS variables.
const PLUM = '#553262';
const INK = '#241c22';
const DIMMED = '#6b615b';
const RULE = '#e9e2db';
const MARGIN = 54;

/** The card or bank and billing details an invoice recorded when it was charged (service.ts). */
interface PaymentSnapshot {
  billing_details?: BillingDetails | null;
  card?: { brand?: string; last4?: string } | null;
  bank?: { bank_name?: string; last4?: string } | null;
}

/** 'line1', 'City, ST 12345', 'Country': the address as a letter writes it. */
function addressLines(details: BillingDetails | null): string[] {
  if (!details) return [];
  const { line1, city, state, postal_code: zip, country } = details.address;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [line1, place, country].filter((line) => line.trim() !== '');
}

/**
 * What the PDF shows of a stored invoice: the payment as recorded with it, and the billing address
 * recorded with the payment or, without one, the customer's current billing details.
 */
export function invoicePdfData(row: InvoiceRecord, customerDetails: BillingDetails | null): InvoicePdfData {
  const snapshot = (row.paymentSnapshot ?? null) as PaymentSnapshot | null;
  const details = snapshot?.billing_details ?? customerDetails;
  const card = snapshot?.card?.last4
    ? { brand: snapshot.card.brand ?? '', last4: snapshot.card.last4 }
    : null;
  const bank = snapshot?.bank?.last4
    ? { bankName: snapshot.bank.bank_name ?? '', last4: snapshot.bank.last4 }
    : null;
  return {
    number: row.number,
    status: row.status,
    issuedAt: row.createdAt,
    paidAt: row.paidAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    customer: {
      name: row.customerName || details?.name || '',
      email: row.customerEmail || details?.email || '',
      address: addressLines(details),
    },
    canvasName: row.canvasName,
    description: row.description,
    jobCount: row.jobCount,
    amount: row.amount,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    payment: card || bank ? { card, bank } : null,
  };
}

/** 'visa' → 'Visa', 'amex' → 'American Express'. */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return names[brand.toLowerCase()] ?? (brand ? brand[0]?.toUpperCase() + brand.slice(1) : 'Card');
}

/** 'Visa ending in 4242', 'STRIPE TEST BANK account ending in 6789'. */
export function paymentMethodLine(payment: InvoicePdfData['payment']): string {
  if (payment?.card) return `${cardBrandName(payment.card.brand)} ending in ${payment.card.last4}`;
  if (payment?.bank) return `${payment.bank.bankName || 'Bank'} account ending in ${payment.bank.last4}`;
  return '';
}

const STATUS_LABELS: Record<InvoicePdfData['status'], string> = {
  paid: 'Paid',
  open: 'Due',
  failed: 'Payment failed',
  void: 'Void',
};

/** An ASCII file name for Content-Disposition: 'invoice-CNV-000123.pdf'. */
export function invoiceFileName(number: string): string {
  const safe = number.replace(/[^A-Za-z0-9-]/g, '').slice(0, 60) || 'invoice';
  return `invoice-${safe}.pdf`;
}

type Doc = PDFKit.PDFDocument;

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

function label(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(PLUM)
    .text(text.toUpperCase(), x, y, { width, align, characterSpacing: 0.8 });
}

/** Lines of text in a column; answers where the column ends. */
function block(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
) {
  let at = y;
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(index === 0 ? 10.5 : 9.5)
      .fillColor(index === 0 ? INK : DIMMED)
      .text(line, x, at, { width, align });
    at = doc.y + 1;
  });
  return at;
}

function writeInvoice(doc: Doc, invoice: InvoicePdfData) {
  const pageWidth = doc.page.width;
  const width = pageWidth - MARGIN * 2;
  const half = (width - 24) / 2;
  const right = MARGIN + half + 24;

  // Issuer, left; the invoice's number and dates, right.
  doc.font('Helvetica-Bold').fontSize(24).fillColor(PLUM).text(PRODUCT_NAME, MARGIN, MARGIN, { width: half });
  const issuerEnd = block(
    doc,
    [INVOICE_ISSUER.name, ...INVOICE_ISSUER.lines, INVOICE_ISSUER.email],
    MARGIN,
    doc.y + 4,
    half,
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text('Invoice', right, MARGIN, { width: half, align: 'right' });
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Date of issue', usDate(invoice.issuedAt)],
    ['Billing period', `${usDate(invoice.periodStart)} – ${usDate(invoice.periodEnd)}`],
    ['Status', STATUS_LABELS[invoice.status]],
    ...(invoice.paidAt ? ([['Date paid', usDate(invoice.paidAt)]] as Array<[string, string]>) : []),
  ];
  let factsY = doc.y + 8;
  for (const [name, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(DIMMED)
      .text(name, right, factsY, { width: half / 2 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, right + half / 2, factsY, { width: half / 2, align: 'right' });
    factsY = doc.y + 3;
  }

  let y = Math.max(issuerEnd, factsY) + 18;
  rule(doc, y);
  y += 16;

  // Who is billed, and for which canvas.
  label(doc, 'Billed to', MARGIN, y, half);
  label(doc, 'Canvas', right, y, half);
  const customerEnd = block(
    doc,
    [
      invoice.customer.name || invoice.customer.email,
      invoice.customer.email,
      ...invoice.customer.address,
    ].filter((line, index, lines) => line.trim() !== '' && lines.indexOf(line) === index),
    MARGIN,
    y + 14,
    half,
  );
  const canvasEnd = block(
    doc,
    [invoice.canvasName || 'Canvas', `Job posts: ${invoice.jobCount}`],
    right,
    y + 14,
    half,
  );
  y = Math.max(customerEnd, canvasEnd) + 24;

  // The plan line.
  const amountWidth = 110;
  const descriptionWidth = width - amountWidth;
  label(doc, 'Description', MARGIN, y, descriptionWidth);
  label(doc, 'Amount', MARGIN + descriptionWidth, y, amountWidth, 'right');
  y += 14;
  rule(doc, y);
  y += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(invoice.description, MARGIN, y, {
      width: descriptionWidth - 12,
    });
  const descriptionEnd = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(DIMMED)
    .text(`${usDate(invoice.periodStart)} – ${usDate(invoice.periodEnd)}`, MARGIN, descriptionEnd + 2, {
      width: descriptionWidth - 12,
    });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(INK)
    .text(formatCents(invoice.amount), MARGIN + descriptionWidth, y, { width: amountWidth, align: 'right' });
  y = doc.y + 28;
  y = Math.max(y, descriptionEnd + 30);
  rule(doc, y);
  y += 12;

  // Totals, right-aligned under the amount column.
  const totalsX = MARGIN + width / 2;
  const totalsWidth = width / 2;
  const totals: Array<[string, string]> = [
    ['Subtotal', formatCents(invoice.amount)],
    ['Discount', invoice.discount > 0 ? formatCents(-invoice.discount) : formatCents(0)],
    ['Tax', formatCents(invoice.tax)],
  ];
  for (const [name, value] of totals) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(DIMMED)
      .text(name, totalsX, y, { width: totalsWidth / 2 });
    doc.fillColor(INK).text(value, totalsX + totalsWidth / 2, y, { width: totalsWidth / 2, align: 'right' });
    y = doc.y + 5;
  }
  doc
    .moveTo(totalsX, y)
    .lineTo(pageWidth - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text('Total', totalsX, y, { width: totalsWidth / 2 });
  doc.text(formatCents(invoice.total), totalsX + totalsWidth / 2, y, {
    width: totalsWidth / 2,
    align: 'right',
  });
  y = doc.y + 4;
  const settled = invoice.status === 'paid' ? 'Amount paid' : 'Amount due';
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(DIMMED)
    .text(settled, totalsX, y, { width: totalsWidth / 2 });
  doc
    .fillColor(INK)
    .text(formatCents(invoice.status === 'void' ? 0 : invoice.total), totalsX + totalsWidth / 2, y, {
      width: totalsWidth / 2,
      align: 'right',
    });
  y = doc.y + 28;

  // How it was paid.
  const method = paymentMethodLine(invoice.payment);
  if (method) {
    label(doc, invoice.status === 'paid' ? 'Paid with' : 'Payment method', MARGIN, y, width);
    const when = invoice.status === 'paid' && invoice.paidAt ? ` on ${usDate(invoice.paidAt)}` : '';
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(`${method}${when}`, MARGIN, y + 14, { width });
    y = doc.y + 24;
  }

  // The foot of the page: whom to ask.
  const footerY = doc.page.height - MARGIN - 24;
  rule(doc, footerY - 8);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(DIMMED)
    .text(
      `Questions about this invoice? Write to ${INVOICE_ISSUER.email}. Thank you for choosing ${PRODUCT_NAME}.`,
      MARGIN,
      footerY,
      { width, align: 'center' },
    );
}

/** The invoice as a one-page PDF. */
export function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: false,
    info: { Title: `Invoice ${invoice.number}`, Author: INVOICE_ISSUER.name, Creator: PRODUCT_NAME },
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    writeInvoice(doc, invoice);
    doc.end();
  });
}
