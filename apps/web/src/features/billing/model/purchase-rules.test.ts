import { describe, expect, it } from 'vitest';
import { BUSINESS_PRICES, SCHOOL_PRICES } from '../testing/billing-fixtures';
import { PaymentAttempts } from './payment-attempt';
import {
  billingTerms,
  couponLabel,
  hasContactTier,
  orderSummary,
  PRESET_COUPON_CODE,
  purchasablePlans,
  readPromoCookie,
  startingCoupon,
} from './purchase-rules';

describe('purchase rules', () => {
  it('offers the options under 4 posts as plans, cheapest first, and the 4+ card when larger ones exist', () => {
    expect(purchasablePlans([...BUSINESS_PRICES].reverse()).map((option) => option.job_count)).toEqual([
      1, 2, 3,
    ]);
    expect(hasContactTier(BUSINESS_PRICES)).toBe(true);
    expect(purchasablePlans(SCHOOL_PRICES)).toHaveLength(1);
    expect(hasContactTier(SCHOOL_PRICES)).toBe(false);
  });

  it('bills business plans every six months (non-refundable) and school plans monthly', () => {
    expect(billingTerms({ interval: 'six_month' })).toBe('Billed every 6 months, non-refundable');
    expect(billingTerms({ interval: 'month' })).toBe('Billed monthly');
  });

  it('summarises the coupon first, then $10 off a bank transfer, never below 0', () => {
    expect(orderSummary(29900, { amount_off: null, percent_off: 20 }, true)).toEqual({
      price: 29900,
      couponDiscount: 5980,
      bankDiscount: 0,
      total: 23920,
    });
    expect(orderSummary(29900, null, false)).toEqual({
      price: 29900,
      couponDiscount: 0,
      bankDiscount: 1000,
      total: 28900,
    });
    // Amount off is capped at the price; the bank discount then has nothing left to take.
    expect(orderSummary(2000, { amount_off: 5000, percent_off: null }, false)).toEqual({
      price: 2000,
      couponDiscount: 2000,
      bankDiscount: 0,
      total: 0,
    });
  });

  it('labels coupons; a 100% coupon takes nothing off (spec 3 §9)', () => {
    expect(couponLabel({ amount_off: 2500, percent_off: null })).toBe('$25.00 off');
    expect(couponLabel({ amount_off: null, percent_off: 33 })).toBe('33% off');
    expect(couponLabel({ amount_off: null, percent_off: 100 })).toBeNull();
  });

  it('starts with the promo cookie code, else the preset code when preset=1', () => {
    expect(startingCoupon(new URLSearchParams('preset=1'), 'SPRING')).toBe('SPRING');
    expect(startingCoupon(new URLSearchParams('preset=1'), null)).toBe(PRESET_COUPON_CODE);
    expect(startingCoupon(new URLSearchParams('preset=0'), null)).toBeNull();
    expect(readPromoCookie('a=1; promo=SPRING%2010; b=2')).toBe('SPRING 10');
    expect(readPromoCookie('promo=')).toBeNull();
    expect(readPromoCookie('')).toBeNull();
  });
});

describe('payment attempts', () => {
  it('keeps one key per attempt until it settles; another order is another attempt', () => {
    let next = 0;
    const attempts = new PaymentAttempts(() => `key-${++next}`);
    const order = { price_id: 'business_1_six_month', payment_method: 'pm_1' };
    expect(attempts.keyFor(order)).toBe('key-1');
    expect(attempts.keyFor({ ...order })).toBe('key-1');
    attempts.settle();
    expect(attempts.keyFor(order)).toBe('key-2');
    expect(attempts.keyFor({ ...order, payment_method: 'pm_2' })).toBe('key-3');
  });
});
