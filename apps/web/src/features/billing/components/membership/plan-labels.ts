import {
  type BillingInterval,
  CONTACT_JOB_COUNT,
  formatCents,
  type PaymentInfo,
  type PriceFamily,
  type PriceOption,
  type SubscriptionSummary,
} from '@canvas/shared';
import { formatDate } from '@/lib/format';
import { postsLabel } from '../../model/purchase-rules';

export { postsLabel };

/** How the membership pages name plans, statuses and payment methods; kept apart so tests read the rules. */

/** 26 is the catalogue's pseudo-option "25+" (spec 3 §3): it is arranged with our team, not bought. */
export function isContactOption(option: Pick<PriceOption, 'job_count'>): boolean {
  return option.job_count >= CONTACT_JOB_COUNT;
}

const INTERVAL_LABELS: Record<BillingInterval, { every: string; short: string }> = {
  six_month: { every: 'Billed every 6 months', short: '6 months' },
  month: { every: 'Billed monthly', short: 'month' },
};

export function intervalLabel(interval: BillingInterval): string {
  return INTERVAL_LABELS[interval].every;
}

/** '$129.00 / 6 months'. */
export function priceLabel(option: Pick<PriceOption, 'amount' | 'interval'>): string {
  return `${formatCents(option.amount)} / ${INTERVAL_LABELS[option.interval].short}`;
}

/**
 * The `{type}` of /membership/plan/update/{type}/{id}: the canvas type, then the billing interval
 * (business_six_month, school_month). The spec also writes school_job; only the first part matters.
 */
export function planUpdateType(plan: Pick<SubscriptionSummary, 'canvas' | 'price'>): string {
  return `${plan.canvas.type}_${plan.price.interval}`;
}

/** Which catalogue a plan-update `{type}` picks from, by its first part; null for anything else. */
export function priceFamilyOfType(type: string | undefined): PriceFamily | null {
  const kind = type?.split('_')[0];
  if (kind === 'business') return 'six_month';
  if (kind === 'school') return 'school';
  return null;
}

export type PlanTone = 'active' | 'warning' | 'danger' | 'muted';

export interface PlanStatus {
  label: string;
  tone: PlanTone;
  /** One sentence under the plan: what happens next and when. */
  note: string;
  /** The date the next charge is due (MM/DD/YYYY), null when none will come. */
  nextBilling: string | null;
}

/**
 * A plan's state as /membership shows it. The order matters: a plan past due is first of all
 * unpaid; a cancelled one ends whatever change was scheduled; a scheduled downgrade comes last.
 */
export function planStatus(plan: SubscriptionSummary): PlanStatus {
  const periodEnd = formatDate(plan.current_period_end);
  if (plan.status === 'canceled') {
    return { label: 'Ended', tone: 'muted', note: `This plan ended on ${periodEnd}.`, nextBilling: null };
  }
  if (plan.status === 'incomplete') {
    return {
      label: 'Payment pending',
      tone: 'warning',
      note: 'The first payment has not gone through yet.',
      nextBilling: null,
    };
  }
  if (plan.status === 'past_due') {
    return {
      label: 'Past due',
      tone: 'danger',
      note: 'The last payment did not go through. We will try again; update your payment method to keep the plan.',
      nextBilling: periodEnd,
    };
  }
  if (plan.cancel_at_period_end) {
    return {
      label: 'Cancels at period end',
      tone: 'warning',
      note: `Your plan stays active until ${periodEnd}, then ends. You will not be charged again.`,
      nextBilling: null,
    };
  }
  if (plan.next_price) {
    return {
      label: 'Change scheduled',
      tone: 'warning',
      note: `Moves to ${postsLabel(plan.next_price.job_count)} at ${priceLabel(plan.next_price)} on ${periodEnd}.`,
      nextBilling: periodEnd,
    };
  }
  return { label: 'Active', tone: 'active', note: 'Renews automatically.', nextBilling: periodEnd };
}

/** A plan that still runs (and so may be changed or cancelled). */
export function isLivePlan(plan: SubscriptionSummary): boolean {
  return plan.status === 'active' || plan.status === 'past_due';
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'; a brand we do not know is shown as the provider names it. */
export function cardBrandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

type PaymentMethodParts = Pick<PaymentInfo, 'card' | 'bank'>;

/** 'Visa ending in 4242', 'Chase bank account ending in 6789'; null when nothing is on file. */
export function paymentMethodLabel(method: PaymentMethodParts): string | null {
  if (method.card) return `${cardBrandName(method.card.brand)} ending in ${method.card.last4}`;
  if (method.bank) {
    const bank = method.bank.bank_name.trim() || 'Bank';
    return `${bank} account ending in ${method.bank.last4}`;
  }
  return null;
}

/** '04/2030' for a card's expiry. */
export function cardExpiry(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
