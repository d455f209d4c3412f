import type { Canvas, CanvasType } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import type { CanvasWithOwner } from './queries';

/**
 * The plan of a business or school canvas (spec 2 §3 "payorder", §5 publishing): read from
 * `payment_orders`, which the billing area writes. A canvas is paid while its newest order's
 * status is 'succeeded'; the newest succeeded order's `job_count` is its job quota.
 */

export const PAID_ORDER_STATUS = 'succeeded';

/** Salons and schools buy a plan; person canvases have none. */
export const hasPlan = (type: CanvasType) => type === 'business' || type === 'school';

/** `payorder` and `job` of the canvas as read (findLiveCanvas reads both in the canvas's own query). */
export function planOf(
  found: Pick<CanvasWithOwner, 'canvas' | 'payorder' | 'paidJobCount'>,
): Pick<Canvas, 'payorder' | 'job'> {
  if (!hasPlan(found.canvas.type)) return { payorder: null, job: null };
  const order = found.payorder;
  return {
    payorder: order
      ? { status: order.status, price: order.price === null ? null : Number(order.price) }
      : null,
    // `now` is the number of opportunities the canvas has posted: always 0 until opportunities
    // exist. Issue 22 plugs its count in here (read in findLiveCanvas, like paidJobCount).
    job: { now: 0, max: found.paidJobCount === null ? 0 : Number(found.paidJobCount) },
  };
}

/** Publishing a business or school canvas needs a paid plan; unpaid, the client opens the payment page. */
export function assertPaidPlan(found: Pick<CanvasWithOwner, 'canvas' | 'payorder'>) {
  if (!hasPlan(found.canvas.type)) return;
  if (found.payorder?.status !== PAID_ORDER_STATUS) throw new AppError('paymentRequired');
}
