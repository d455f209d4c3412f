import { ErrorCode, INVOICE_ISSUER } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { databaseFingerprint } from '../../../test/route-table';
import { invoices } from '../../db/schema';
import { person } from '../canvases/testing';
import {
  cardBrandName,
  type InvoicePdfData,
  invoiceFileName,
  paymentMethodLine,
  renderInvoicePdf,
} from './invoice-pdf';
import { usDate } from './pricing';
import { orgCanvas, saveMethod, subscribeCall } from './testing';

const t = useTestApp();

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

describe('GET /api/pay/invoice/{id}/pdf', () => {
  /** A salon owner who bought a plan with the sandbox's test card, and the invoice of it. */
  async function paidInvoice() {
    const org = await orgCanvas(t, 'business', 'Gilded Comb Salon');
    await saveMethod(t, org.owner, 'succeeds');
    const bought = await subscribeCall(t, org.owner, {
      canvas_id: org.id,
      price_id: 'business_3_six_month',
      email: org.owner.email,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.canvasId, org.id));
    if (!invoice) throw new Error('no invoice');
    return { ...org, invoice };
  }

  const pdfOf = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/pay/invoice/${id}/pdf`, headers });

  it('gives the owner the invoice as a PDF named after its number, with what the invoice page shows', async () => {
    const { owner, invoice } = await paidInvoice();
    const response = await pdfOf(invoice.id, owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    const today = usDate(invoice.createdAt);
    for (const expected of [
      INVOICE_ISSUER.name,
      invoice.number,
      today,
      `${owner.user.firstName} ${owner.user.lastName}`,
      owner.email,
      // The address of the billing form saved with the card (testing.ts billingForm).
      '1100 Congress Ave',
      'Austin, TX 78701',
      'Gilded Comb Salon',
      'Job posts: 3',
      '$329.00',
      'Paid',
      `Visa ending in 4242 on ${today}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives an admin any invoice, and nobody else: an outsider gets 404, a visitor 401, nothing changes', async () => {
    const { invoice } = await paidInvoice();
    const admin = await person(t, { roleValue: 'administrator' });
    expect((await pdfOf(invoice.id, admin.headers)).statusCode).toBe(200);

    const outsider = await person(t);
    const before = await databaseFingerprint(t.database);
    const refused = await pdfOf(invoice.id, outsider.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: ErrorCode.notFound });
    expect(refused.headers['content-type']).not.toBe('application/pdf');
    const visitor = await pdfOf(invoice.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: ErrorCode.unauthorized });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('answers 404 for an invoice that does not exist and refuses an id that is not one', async () => {
    const owner = await person(t);
    expect((await pdfOf(2_000_000_000, owner.headers)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/pay/invoice/abc/pdf',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});
