import { describe, expect, it } from 'vitest';
import {
  addInterval,
  couponUnusable,
  DAY_MS,
  invoiceNumber,
  needsContact,
  planChangeKind,
  prorate,
  usDate,
} from './pricing';

const at = (iso: string) => new Date(iso);

describe('periods', () => {
  it('a business period is six calendar months, a school period one', () => {
    expect(addInterval(at('2026-01-15T10:00:00Z'), 'six_month').toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(addInterval(at('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addInterval(at('2026-11-20T00:00:00Z'), 'month', 2).toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
  });

  it('a day the target month lacks becomes its last day', () => {
    expect(addInterval(at('2026-08-31T12:00:00Z'), 'six_month').toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(addInterval(at('2028-01-31T12:00:00Z'), 'month').toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('proration (upgrade now = (new − old) × remaining days / period days, rounded)', () => {
  const periodStart = at('2026-01-01T00:00:00Z');
  const periodEnd = at('2026-07-01T00:00:00Z'); // 181 days

  it('charges the difference for the days left', () => {
    const now = new Date(periodStart.getTime() + 100 * DAY_MS);
    expect(prorate({ oldAmount: 14900, newAmount: 24900, periodStart, periodEnd, now })).toEqual({
      addition_amount: Math.round((10000 * 81) / 181),
      proration_days: 81,
    });
  });

  it('counts a started day as whole and never more than the period', () => {
    const now = new Date(periodStart.getTime() + 100.5 * DAY_MS);
    expect(prorate({ oldAmount: 14900, newAmount: 24900, periodStart, periodEnd, now }).proration_days).toBe(
      81,
    );
    const before = new Date(periodStart.getTime() - 5 * DAY_MS);
    expect(prorate({ oldAmount: 100, newAmount: 281, periodStart, periodEnd, now: before })).toEqual({
      addition_amount: 181,
      proration_days: 181,
    });
  });

  it('costs nothing now for a downgrade, the same price or an ended period', () => {
    const now = new Date(periodStart.getTime() + DAY_MS);
    expect(prorate({ oldAmount: 24900, newAmount: 14900, periodStart, periodEnd, now })).toEqual({
      addition_amount: 0,
      proration_days: 0,
    });
    expect(prorate({ oldAmount: 14900, newAmount: 14900, periodStart, periodEnd, now }).addition_amount).toBe(
      0,
    );
    const after = new Date(periodEnd.getTime() + DAY_MS);
    expect(prorate({ oldAmount: 14900, newAmount: 24900, periodStart, periodEnd, now: after })).toEqual({
      addition_amount: 0,
      proration_days: 0,
    });
  });

  it('classifies a change by price', () => {
    const one = { priceId: 'business_1_six_month', amount: 14900 };
    const two = { priceId: 'business_2_six_month', amount: 24900 };
    expect(planChangeKind(one, two)).toBe('upgrade');
    expect(planChangeKind(two, one)).toBe('downgrade');
    expect(planChangeKind(one, one)).toBe('same');
  });
});

describe('plan rules', () => {
  it('25+ (job_count 26) and free options are arranged by contact', () => {
    expect(needsContact({ jobCount: 26, amount: 0 })).toBe(true);
    expect(needsContact({ jobCount: 25, amount: 199900 })).toBe(false);
    expect(needsContact({ jobCount: 3, amount: 0 })).toBe(true);
  });

  it('coupons: inactive, expired, used up or empty are unusable', () => {
    const now = at('2026-03-01T00:00:00Z');
    const coupon = {
      active: true,
      expiresAt: null,
      maxRedemptions: null,
      timesRedeemed: 0,
      amountOff: 2500,
      percentOff: null,
    };
    expect(couponUnusable(coupon, now)).toBeNull();
    expect(couponUnusable({ ...coupon, active: false }, now)).toBe('inactive');
    expect(couponUnusable({ ...coupon, expiresAt: at('2026-03-01T00:00:00Z') }, now)).toBe('expired');
    expect(couponUnusable({ ...coupon, expiresAt: at('2026-03-02T00:00:00Z') }, now)).toBeNull();
    expect(couponUnusable({ ...coupon, maxRedemptions: 3, timesRedeemed: 3 }, now)).toBe('exhausted');
    expect(couponUnusable({ ...coupon, amountOff: null }, now)).toBe('empty');
    expect(couponUnusable({ ...coupon, amountOff: null, percentOff: 20 }, now)).toBeNull();
  });

  it('numbers invoices and writes dates as MM/DD/YYYY', () => {
    expect(invoiceNumber(123)).toBe('CNV-000123');
    expect(invoiceNumber(1234567)).toBe('CNV-1234567');
    expect(usDate(at('2026-07-04T23:30:00Z'))).toBe('07/04/2026');
  });
});
