import { describe, expect, it } from 'vitest';
import { couponDiscount, finalPrice, formatCents } from './billing-rules';
import { BANK_TRANSFER_DISCOUNT_CENTS } from './schemas/billing';

const amountOff = (cents: number) => ({ amount_off: cents, percent_off: null });
const percentOff = (percent: number) => ({ amount_off: null, percent_off: percent });

describe('coupons and the bank-transfer discount (spec 3 §9)', () => {
  it('takes an amount off, capped at the price', () => {
    expect(couponDiscount(14900, amountOff(2500))).toBe(2500);
    expect(couponDiscount(14900, amountOff(20000))).toBe(14900);
  });

  it('takes a percent off only under 100; 100 or more leaves the full price', () => {
    expect(couponDiscount(14900, percentOff(20))).toBe(2980);
    expect(couponDiscount(14900, percentOff(99))).toBe(14751);
    expect(couponDiscount(14900, percentOff(100))).toBe(0);
    expect(couponDiscount(14900, percentOff(150))).toBe(0);
  });

  it('gives nothing for no coupon, an empty one or a free price', () => {
    expect(couponDiscount(14900, null)).toBe(0);
    expect(couponDiscount(14900, { amount_off: null, percent_off: null })).toBe(0);
    expect(couponDiscount(0, amountOff(500))).toBe(0);
  });

  it('pays $10 less by bank transfer, after the coupon, and never below 0', () => {
    expect(BANK_TRANSFER_DISCOUNT_CENTS).toBe(1000);
    expect(finalPrice(14900, { coupon: null, isCreditCard: true })).toBe(14900);
    expect(finalPrice(14900, { coupon: null, isCreditCard: false })).toBe(13900);
    expect(finalPrice(14900, { coupon: percentOff(50), isCreditCard: false })).toBe(6450);
    expect(finalPrice(14900, { coupon: amountOff(14500), isCreditCard: false })).toBe(0);
  });

  it('shows cents as dollars', () => {
    expect(formatCents(14900)).toBe('$149.00');
    expect(formatCents(199905)).toBe('$1,999.05');
    expect(formatCents(0)).toBe('$0.00');
  });
});
