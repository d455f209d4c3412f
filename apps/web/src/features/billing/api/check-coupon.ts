import { type CouponResult, couponResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export interface CheckCouponInput {
  coupon: string;
  isCreditCard: boolean;
}

/**
 * POST /api/pay/coupon: the coupon's amount_off (cents) or percent_off; an unknown, expired or used-up
 * code is a 422 the page shows as its own 'Invalid code' line, hence inline.
 */
export async function checkCoupon(input: CheckCouponInput): Promise<CouponResult> {
  return couponResultSchema.parse(await api.post(apiPaths.pay.coupon(), input, { errorDisplay: 'inline' }));
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
