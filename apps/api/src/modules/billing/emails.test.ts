import { describe, expect, it } from 'vitest';
import { type BillingEmailInvoice, paymentFailedMessage, planLapsedMessage, receiptMessage } from './emails';

const PUBLIC_URL = 'https://canvas.example.com';
const owner = { email: 'owner@example.com', firstName: 'Jordan' };
const invoice: BillingEmailInvoice = {
  id: 42,
  number: 'CNV-000042',
  total: 26_320,
  plan: '3 job posts, billed every 6 months',
  canvasName: 'Gilded <Comb> & Co',
  periodStart: new Date('2027-01-05T12:00:00Z'),
  periodEnd: new Date('2027-07-05T12:00:00Z'),
};

describe('billing emails', () => {
  it('receipt: the amount, plan, period, number and the invoice link, with the canvas name escaped', () => {
    const message = receiptMessage(owner, invoice, PUBLIC_URL);
    expect(message).toMatchObject({ to: owner.email, template: 'billing-receipt' });
    expect(message.subject).toBe('Your Canvas receipt CNV-000042: $263.20');
    for (const part of [
      'Hi Jordan,',
      '$263.20',
      '3 job posts, billed every 6 months',
      '01/05/2027 – 07/05/2027',
      'CNV-000042',
      `${PUBLIC_URL}/membership/invoice/42`,
    ]) {
      expect(message.text).toContain(part);
    }
    expect(message.html).toContain('Gilded &lt;Comb&gt; &amp; Co');
    expect(message.html).not.toContain('<Comb>');
  });

  it('payment failed: the reason, the next try and where to update the payment method', () => {
    const message = paymentFailedMessage(
      owner,
      { invoice, reason: 'Your card was declined.', nextAttemptAt: new Date('2027-07-06T12:05:00Z') },
      PUBLIC_URL,
    );
    expect(message.template).toBe('billing-payment-failed');
    expect(message.subject).toBe('Your Canvas payment of $263.20 did not go through');
    for (const part of [
      'Your card was declined.',
      'We will try again on 07/06/2027',
      `${PUBLIC_URL}/membership/billing/update`,
      `${PUBLIC_URL}/membership/invoice/42`,
    ]) {
      expect(message.text).toContain(part);
    }
  });

  it('plan lapsed: when it ended, the unpaid invoice, and that the canvas stays', () => {
    const message = planLapsedMessage(
      owner,
      {
        canvasName: 'Gilded Comb Salon',
        plan: invoice.plan,
        endedAt: invoice.periodEnd,
        invoice: { id: 42, number: 'CNV-000042', total: 32_900 },
      },
      PUBLIC_URL,
    );
    expect(message.template).toBe('billing-plan-lapsed');
    expect(message.subject).toBe('The plan of Gilded Comb Salon on Canvas has ended');
    for (const part of [
      'ended on 07/05/2027',
      'CNV-000042 of $329.00 stays unpaid',
      'Your canvas and its content stay as they are',
      `${PUBLIC_URL}/membership`,
      `${PUBLIC_URL}/membership/invoice/42`,
    ]) {
      expect(message.text).toContain(part);
    }
  });
});
