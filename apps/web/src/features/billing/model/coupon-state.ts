import type { CouponResult } from '@canvas/shared';

/** The coupon field's result (spec 3 §4 "Coupon result"): none, being checked, invalid, or its discount. */
export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'invalid'; code: string }
  | { status: 'valid'; code: string; coupon: CouponResult };

export const NO_COUPON: CouponState = { status: 'none' };

/** The coupon to send and to count: only a checked, valid one. */
export const appliedCoupon = (state: CouponState): CouponResult | null =>
  state.status === 'valid' ? state.coupon : null;
