import {
  BANK_TRANSFER_DISCOUNT_CENTS,
  CONTACT_JOB_COUNT,
  type CouponResult,
  couponDiscount,
  finalPrice,
  formatCents,
  type PriceFamily,
  type PriceOption,
  PURCHASABLE_JOB_COUNT_BELOW,
} from '@canvas/shared';

/**
 * The plan purchase page's rules (spec 3 §4 "Plan purchase", §9): which options show as plans, what
 * the order summary says, which coupon applies by itself. The server recomputes every amount; these
 * only show the buyer what to expect.
 */

/** The canvases that buy a plan to be published. */
export type OrgType = 'business' | 'school';

/** The catalogue a canvas type buys from: business plans bill every six months, school plans monthly. */
export const priceFamilyOf = (type: OrgType): PriceFamily => (type === 'business' ? 'six_month' : 'school');

/** Options under four posts are plans to pick; four or more is arranged with our team ('4+'). */
export function purchasablePlans(options: readonly PriceOption[]): PriceOption[] {
  return options
    .filter((option) => option.job_count < PURCHASABLE_JOB_COUNT_BELOW && option.amount > 0)
    .sort((a, b) => a.job_count - b.job_count);
}

/** Whether the '4+' Contact For Pricing card shows: a business catalogue with larger options. */
export const hasContactTier = (options: readonly PriceOption[]): boolean =>
  options.some((option) => option.job_count >= PURCHASABLE_JOB_COUNT_BELOW);

/** '1 job post', '10 job posts', '25+ job posts': every billing page names a plan's size so. */
export const postsLabel = (jobCount: number): string =>
  jobCount >= CONTACT_JOB_COUNT ? '25+ job posts' : `${jobCount} job ${jobCount === 1 ? 'post' : 'posts'}`;

/** What one plan is called: 'School dashboard' for a school, its post count for a business. */
export const planName = (option: Pick<PriceOption, 'canvas_type' | 'job_count'>): string =>
  option.canvas_type === 'school' ? 'School dashboard' : postsLabel(option.job_count);

/** '/ 6 months' or '/ month'. */
export const perPeriod = (option: Pick<PriceOption, 'interval'>): string =>
  option.interval === 'six_month' ? '6 months' : 'month';

/** The spec's billing line (§9): business plans every six months and non-refundable, others monthly. */
export const billingTerms = (option: Pick<PriceOption, 'interval'>): string =>
  option.interval === 'six_month' ? 'Billed every 6 months, non-refundable' : 'Billed monthly';

/** '20% off' or '$25.00 off'; null when the coupon takes nothing off. */
export function couponLabel(coupon: Pick<CouponResult, 'amount_off' | 'percent_off'>): string | null {
  if (coupon.amount_off !== null && coupon.amount_off > 0) return `${formatCents(coupon.amount_off)} off`;
  if (coupon.percent_off !== null && coupon.percent_off > 0 && coupon.percent_off < 100) {
    return `${coupon.percent_off}% off`;
  }
  return null;
}

export interface OrderSummary {
  price: number;
  couponDiscount: number;
  bankDiscount: number;
  total: number;
}

/** The order summary's lines: the coupon first, then $10 off a bank transfer, never below 0 (spec 3 §9). */
export function orderSummary(
  price: number,
  coupon: Pick<CouponResult, 'amount_off' | 'percent_off'> | null,
  isCreditCard: boolean,
): OrderSummary {
  const fromCoupon = couponDiscount(price, coupon);
  const total = finalPrice(price, { coupon, isCreditCard });
  return {
    price,
    couponDiscount: fromCoupon,
    bankDiscount: isCreditCard ? 0 : Math.min(BANK_TRANSFER_DISCOUNT_CENTS, price - fromCoupon),
    total,
  };
}

/**
 * The coupon `?preset=1` applies (spec 3 §9 "a preset coupon applies when a query flag equals 1"):
 * campaign links carry the flag rather than the code. WELCOME20 is the demo data's 20 % welcome
 * coupon (README "Payments"); a campaign with another code changes it here.
 */
export const PRESET_COUPON_CODE = 'WELCOME20';

/** The cookie a promotion landing page leaves with its code (spec 3 §9 "a saved promo cookie"). */
export const PROMO_COOKIE = 'promo';

export function readPromoCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PROMO_COOKIE) {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

export function clearPromoCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the promo cookie is a plain first-party cookie set by the landing pages.
  document.cookie = `${PROMO_COOKIE}=; Max-Age=0; path=/`;
}

/**
 * The code the page applies by itself: a saved promo code (used once: the caller clears the
 * cookie), else the preset code when the link says `preset=1`, else none.
 */
export function startingCoupon(search: URLSearchParams, promo: string | null): string | null {
  if (promo) return promo;
  return search.get('preset') === '1' ? PRESET_COUPON_CODE : null;
}

/** The retail partner's offer shown to its members (spec 2 §9). */
export const RETAIL_PARTNER_OFFER = {
  title: 'Retail partner offer: 33% off for 6 months',
  text: 'That is 2 months free on your plan, our thank-you to the partner’s salons.',
} as const;
