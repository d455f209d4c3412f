import { formatCents, PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { type EmailRecipient, greeting, renderEmail } from '../../adapters/email/layout';
import { usDate } from './pricing';

/**
 * The billing emails of renewals (issue 21 part 6): the receipt of a paid invoice, a failed
 * payment that will be tried again, and a plan that lapsed after the last try. Each names the
 * amount, the plan and its period and links to the invoice or to Membership.
 */

/** What a billing email says about an invoice. Amounts in cents. */
export interface BillingEmailInvoice {
  id: number;
  number: string;
  total: number;
  /** The plan line as the invoice writes it ('Business plan: 3 job posts, billed every six months'). */
  plan: string;
  canvasName: string;
  periodStart: Date;
  periodEnd: Date;
}

const period = (invoice: Pick<BillingEmailInvoice, 'periodStart' | 'periodEnd'>) =>
  `${usDate(invoice.periodStart)} – ${usDate(invoice.periodEnd)}`;

export const invoiceUrl = (publicUrl: string, id: number) => `${publicUrl}/membership/invoice/${id}`;
const membershipUrl = (publicUrl: string) => `${publicUrl}/membership`;
const billingUpdateUrl = (publicUrl: string) => `${publicUrl}/membership/billing/update`;

/** For whom the plan is: 'Gilded Comb Salon' or, unnamed, 'your canvas'. */
const canvasLabel = (name: string) => name.trim() || 'your canvas';

export function receiptMessage(
  recipient: EmailRecipient,
  invoice: BillingEmailInvoice,
  publicUrl: string,
): EmailMessage {
  const amount = formatCents(invoice.total);
  const canvas = canvasLabel(invoice.canvasName);
  return {
    to: recipient.email,
    template: 'billing-receipt',
    subject: `Your ${PRODUCT_NAME} receipt ${invoice.number}: ${amount}`,
    ...renderEmail({
      publicUrl,
      preheader: `${amount} paid for ${canvas}, ${period(invoice)}.`,
      heading: 'Thank you for your payment',
      paragraphs: [
        greeting(recipient),
        `We received ${amount} for the plan of ${canvas}. Your plan continues without interruption.`,
        `Plan: ${invoice.plan}`,
        `Period: ${period(invoice)}`,
        `Invoice: ${invoice.number}`,
      ],
      action: { label: 'View the invoice', url: invoiceUrl(publicUrl, invoice.id) },
      footnote:
        'You can download the invoice as a PDF from its page, and see every invoice under Membership.',
    }),
  };
}

export interface FailedPayment {
  invoice: BillingEmailInvoice;
  /** The provider's message, safe to show ('Your card was declined.'). */
  reason: string;
  /** When the next try happens; null when there is none left (the plan lapses). */
  nextAttemptAt: Date | null;
}

export function paymentFailedMessage(
  recipient: EmailRecipient,
  failed: FailedPayment,
  publicUrl: string,
): EmailMessage {
  const { invoice } = failed;
  const amount = formatCents(invoice.total);
  const canvas = canvasLabel(invoice.canvasName);
  const retry = failed.nextAttemptAt
    ? `We will try again on ${usDate(failed.nextAttemptAt)}. Until then your plan stays as it is; if the payment still fails after the last try, the plan ends.`
    : 'This was the last try.';
  return {
    to: recipient.email,
    template: 'billing-payment-failed',
    subject: `Your ${PRODUCT_NAME} payment of ${amount} did not go through`,
    ...renderEmail({
      publicUrl,
      preheader: `The renewal of the plan of ${canvas} failed: ${failed.reason}`,
      heading: 'Your payment did not go through',
      paragraphs: [
        greeting(recipient),
        `We could not charge ${amount} for the plan of ${canvas}: ${failed.reason}`,
        `Plan: ${invoice.plan}`,
        `Period: ${period(invoice)}`,
        `Invoice: ${invoice.number}`,
        retry,
        'To keep your plan, update your card or bank account under Membership.',
      ],
      action: { label: 'Update payment method', url: billingUpdateUrl(publicUrl) },
      footnote: `The invoice: ${invoiceUrl(publicUrl, invoice.id)}`,
    }),
  };
}

export interface LapsedPlan {
  canvasName: string;
  plan: string;
  /** The end of the last paid period. */
  endedAt: Date;
  invoice: Pick<BillingEmailInvoice, 'id' | 'number' | 'total'> | null;
}

export function planLapsedMessage(
  recipient: EmailRecipient,
  lapsed: LapsedPlan,
  publicUrl: string,
): EmailMessage {
  const canvas = canvasLabel(lapsed.canvasName);
  const unpaid = lapsed.invoice
    ? [`The invoice ${lapsed.invoice.number} of ${formatCents(lapsed.invoice.total)} stays unpaid.`]
    : [];
  return {
    to: recipient.email,
    template: 'billing-plan-lapsed',
    subject: `The plan of ${canvas} on ${PRODUCT_NAME} has ended`,
    ...renderEmail({
      publicUrl,
      preheader: `We could not renew the plan of ${canvas}.`,
      heading: 'Your plan has ended',
      paragraphs: [
        greeting(recipient),
        `We tried several times to renew the plan of ${canvas} and every payment failed, so the plan ended on ${usDate(lapsed.endedAt)}.`,
        `Plan: ${lapsed.plan}`,
        ...unpaid,
        'Your canvas and its content stay as they are; its posted opportunities are set inactive until you choose a plan again.',
      ],
      action: { label: 'Choose a plan', url: membershipUrl(publicUrl) },
      ...(lapsed.invoice
        ? { footnote: `The unpaid invoice: ${invoiceUrl(publicUrl, lapsed.invoice.id)}` }
        : {}),
    }),
  };
}
