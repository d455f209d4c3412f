import { type BillingInterval, CONTACT_JOB_COUNT } from '@canvas/shared';

/**
 * The arithmetic of plans (spec 3 §9, decision 029), pure so it is tested without a database.
 * Money is integer cents; dates are UTC instants.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Months in one period of each interval: business plans bill every six months, school plans monthly. */
export const INTERVAL_MONTHS: Record<BillingInterval, number> = { six_month: 6, month: 1 };

/** Calendar months later, on the same day of the month or the month's last day (Aug 31 + 6 months = Feb 28). */
export function addInterval(start: Date, interval: BillingInterval, periods = 1): Date {
  const months = INTERVAL_MONTHS[interval] * periods;
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** The pseudo-option "25+" (and anything priced at nothing) is arranged with the team, never bought here. */
export function needsContact(option: { jobCount: number; amount: number }): boolean {
  return option.jobCount >= CONTACT_JOB_COUNT || option.amount <= 0;
}

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'same';

/** Moving to a dearer plan is an upgrade (charged now); a cheaper one waits for the next period. */
export function planChangeKind(
  current: { priceId: string; amount: number },
  next: { priceId: string; amount: number },
) {
  if (next.priceId === current.priceId) return 'same';
  return next.amount > current.amount ? 'upgrade' : next.amount < current.amount ? 'downgrade' : 'same';
}

/**
 * What moving up costs now (spec 3 §4 "prorated preview"): the difference of the two prices for the
 * days left of the period, `(new − old) × remaining days / period days`, rounded to the cent. Days
 * left count a started day as whole; a downgrade or no change costs nothing now.
 */
export function prorate(input: {
  oldAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): { addition_amount: number; proration_days: number } {
  if (input.newAmount <= input.oldAmount) return { addition_amount: 0, proration_days: 0 };
  const periodDays = Math.max(
    1,
    Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS),
  );
  const left = Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS);
  const remainingDays = Math.min(periodDays, Math.max(0, left));
  const addition = Math.round(((input.newAmount - input.oldAmount) * remainingDays) / periodDays);
  return { addition_amount: addition, proration_days: remainingDays };
}

/** Invoice numbers as people read them: CNV-000123. */
export const invoiceNumber = (id: number) => `CNV-${String(id).padStart(6, '0')}`;

/** MM/DD/YYYY (spec 3 "Dates display MM/DD/YYYY"), in UTC like every stored period. */
export function usDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Coupon rows as stored: why one cannot be used now, or null when it can. */
export function couponUnusable(
  coupon: {
    active: boolean;
    expiresAt: Date | null;
    maxRedemptions: number | null;
    timesRedeemed: number;
    amountOff: number | null;
    percentOff: number | null;
  },
  now: Date,
): 'inactive' | 'expired' | 'exhausted' | 'empty' | null {
  if (!coupon.active) return 'inactive';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) return 'exhausted';
  if (!(coupon.amountOff && coupon.amountOff > 0) && !(coupon.percentOff && coupon.percentOff > 0))
    return 'empty';
  return null;
}
