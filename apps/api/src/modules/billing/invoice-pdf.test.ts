import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  INVOICE_ISSUER,
  type InvoicePdfData,
  invoiceFileName,
  paymentMethodLine,
  renderInvoicePdf,
  usDate,
} from './invoice-pdf';

/** The text a PDF shows: pdfkit writes it as hex strings inside TJ arrays (uncompressed here). */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const paid: InvoicePdfData = {
  number: 'CNV-000123',
  status: 'paid',
  issuedAt: new Date('2027-01-05T15:00:00Z'),
  paidAt: new Date('2027-01-05T15:00:02Z'),
  periodStart: new Date('2027-01-05T15:00:00Z'),
  periodEnd: new Date('2027-07-05T15:00:00Z'),
  customer: {
    name: 'Jordan Ellis',
    email: 'business@demo.test',
    address: ['120 Prince Street', 'New York, NY 10012', 'US'],
  },
  canvasName: 'Gilded Comb Salon',
  description: 'Business plan: 3 job posts, billed every six months',
  jobCount: 3,
  amount: 32_900,
  discount: 6_580,
  tax: 0,
  total: 26_320,
  payment: { card: { brand: 'visa', last4: '4242' }, bank: null },
};

describe('the invoice PDF', () => {
  it('is one page with the issuer, number, MM/DD/YYYY dates, customer, canvas, plan, amounts and the card', async () => {
    const pdf = await renderInvoicePdf(paid);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      INVOICE_ISSUER.name,
      ...INVOICE_ISSUER.lines,
      'CNV-000123',
      '01/05/2027',
      '07/05/2027',
      'Jordan Ellis',
      'business@demo.test',
      '120 Prince Street',
      'Gilded Comb Salon',
      'Job posts: 3',
      'Business plan: 3 job posts, billed every six months',
      '$329.00',
      '-$65.80',
      '$0.00',
      '$263.20',
      'Paid',
      'Visa ending in 4242 on 01/05/2027',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names a bank account by its bank and last 4, and an unpaid invoice as due', async () => {
    const text = pdfText(
      await renderInvoicePdf({
        ...paid,
        status: 'failed',
        paidAt: null,
        discount: 0,
        total: 31_900,
        payment: { card: null, bank: { bankName: 'STRIPE TEST BANK', last4: '6789' } },
      }),
    );
    expect(text).toContain('STRIPE TEST BANK account ending in 6789');
    expect(text).toContain('Payment failed');
    expect(text).toContain('Amount due');
    expect(text).not.toContain('Date paid');
  });

  it('stays one page with a long plan line and a long address', async () => {
    const pdf = await renderInvoicePdf({
      ...paid,
      description: 'Business plan '.repeat(30),
      customer: {
        ...paid.customer,
        address: Array.from({ length: 6 }, (_, index) => `Line ${index} `.repeat(8)),
      },
    });
    expect(pageCount(pdf)).toBe(1);
  });
});

describe('invoice helpers', () => {
  it('write dates as MM/DD/YYYY in UTC', () => {
    expect(usDate(new Date('2027-03-09T23:30:00Z'))).toBe('03/09/2027');
    expect(usDate(new Date('2026-12-31T00:00:00Z'))).toBe('12/31/2026');
  });

  it('name the file in ASCII after the number', () => {
    expect(invoiceFileName('CNV-000123')).toBe('invoice-CNV-000123.pdf');
    expect(invoiceFileName('CNV/../"x"\n')).toBe('invoice-CNVx.pdf');
    expect(invoiceFileName('')).toBe('invoice-invoice.pdf');
  });

  it('name card brands and payment methods', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('elo')).toBe('Elo');
    expect(paymentMethodLine({ card: { brand: 'mastercard', last4: '4444' }, bank: null })).toBe(
      'Mastercard ending in 4444',
    );
    expect(paymentMethodLine(null)).toBe('');
  });
});
