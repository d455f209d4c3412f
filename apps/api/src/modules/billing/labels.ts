import type { BillingDetails } from '@canvas/shared';
import type { ProviderPaymentMethod } from '../../adapters/payments';
import type { PriceOptionRow } from '../../db/schema';

/** The plan line of an invoice: '3 posts, billed every 6 months'. */
export const planLabel = (price: Pick<PriceOptionRow, 'jobCount' | 'interval'>) =>
  `${price.jobCount} ${price.jobCount === 1 ? 'post' : 'posts'}, billed ${price.interval === 'six_month' ? 'every 6 months' : 'monthly'}`;

/**
 * The columns of a plan period's invoice that follow from the plan, the canvas's name and the total
 * charged (after coupon and bank discount). Subscribe, renewals and the demo data write it.
 */
export const planInvoiceLines = (
  canvasName: string,
  price: Pick<PriceOptionRow, 'jobCount' | 'interval' | 'amount'>,
  total: number,
) => ({
  description: `${canvasName}: ${planLabel(price)}`,
  canvasName,
  jobCount: price.jobCount,
  amount: price.amount,
  discount: price.amount - total,
  tax: 0,
  total,
});

/** Billing details the provider gave in full (name, email and address), else nothing is copied. */
export function isFullDetails(details: Partial<BillingDetails> | null): details is BillingDetails {
  return Boolean(details?.name !== undefined && details.email !== undefined && details.address);
}

/** What an invoice keeps of the payment method it was charged to (never the number). */
export function paymentSnapshot(method: ProviderPaymentMethod | null): Record<string, unknown> | null {
  if (!method) return null;
  return {
    type: method.type,
    billing_details: isFullDetails(method.billingDetails) ? method.billingDetails : null,
    card: method.card
      ? {
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.card.expMonth,
          exp_year: method.card.expYear,
        }
      : null,
    bank: method.bank ? { bank_name: method.bank.bankName, last4: method.bank.last4 } : null,
  };
}
