import { BANK_TRANSFER_DISCOUNT_CENTS, type CouponResult } from './schemas/billing';

/**
 * What a coupon takes off a price (spec 3 §9): amount off is in cents and capped at the price;
 * percent off applies only under 100 (100 or more leaves the full price); never below 0.
 */
export function couponDiscount(
  price: number,
  coupon: Pick<CouponResult, 'amount_off' | 'percent_off'> | null,
): number {
  if (!coupon || price <= 0) return 0;
  if (coupon.amount_off !== null && coupon.amount_off > 0) return Math.min(coupon.amount_off, price);
  if (coupon.percent_off !== null && coupon.percent_off > 0 && coupon.percent_off < 100) {
    return Math.round((price * coupon.percent_off) / 100);
  }
  return 0;
}

/** The price paid: the coupon first, then $10 off for a bank transfer; never below 0 (spec 3 §9). */
export function finalPrice(
  price: number,
  options: { coupon: Pick<CouponResult, 'amount_off' | 'percent_off'> | null; isCreditCard: boolean },
): number {
  const afterCoupon = price - couponDiscount(price, options.coupon);
  const bank = options.isCreditCard ? 0 : BANK_TRANSFER_DISCOUNT_CENTS;
  return Math.max(0, afterCoupon - bank);
}

/** Cents as the pages show them: 12900 → '$129.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
