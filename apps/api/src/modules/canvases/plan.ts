import type { Canvas, CanvasStatus, CanvasType } from '@canvas/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type CanvasWithOwner, findLiveCanvas, updateCanvas } from './queries';
import { lockLiveCanvas } from './team-queries';

/**
 * The plan of a business or school canvas (spec 2 §3 "payorder", §5 publishing): read from
 * `payment_orders`, which the billing area keeps in step with the canvas's subscription (decision
 * 029): one order per plan, `succeeded` while the plan runs, carrying the plan's job_count and
 * amount, and changed with it (an upgrade, a lapse). A canvas is paid while its newest order's
 * status is 'succeeded'; the newest succeeded order's `job_count` is its job quota.
 */

export const PAID_ORDER_STATUS = 'succeeded';

/** Salons and schools buy a plan; person canvases have none. */
export const hasPlan = (type: CanvasType) => type === 'business' || type === 'school';

/**
 * `payorder` and `job` of the canvas as read (findLiveCanvas reads both in the canvas's own query):
 * `payorder.price` is the plan's amount in cents, `job.max` the live plan's job_count, `job.now`
 * its active opportunities.
 */
export function planOf(
  found: Pick<CanvasWithOwner, 'canvas' | 'payorder' | 'paidJobCount' | 'activeJobCount'>,
): Pick<Canvas, 'payorder' | 'job'> {
  if (!hasPlan(found.canvas.type)) return { payorder: null, job: null };
  const order = found.payorder;
  return {
    payorder: order
      ? { status: order.status, price: order.price === null ? null : Number(order.price) }
      : null,
    // `now` counts the canvas's active opportunities (public, not expired), read in findLiveCanvas.
    job: {
      now: Number(found.activeJobCount ?? 0),
      max: found.paidJobCount === null ? 0 : Number(found.paidJobCount),
    },
  };
}

/** Publishing a business or school canvas needs a paid plan; unpaid, the client opens the payment page. */
export function assertPaidPlan(found: Pick<CanvasWithOwner, 'canvas' | 'payorder'>) {
  if (!hasPlan(found.canvas.type)) return;
  if (found.payorder?.status !== PAID_ORDER_STATUS) throw new AppError('paymentRequired');
}

export interface PlanCanvas {
  id: number;
  slug: string;
  type: CanvasType;
  status: CanvasStatus;
  ownerId: number;
  name: string;
}

/** The canvas a plan is for, as billing needs it (undefined once deleted). */
export async function planCanvas(db: Db, id: number): Promise<PlanCanvas | undefined> {
  const found = await findLiveCanvas(db, { id });
  if (!found) return undefined;
  const { canvas } = found;
  const name = canvas.introduction.name.trim() || `${found.owner.firstName} ${found.owner.lastName}`.trim();
  return {
    id: canvas.id,
    slug: canvas.slug,
    type: canvas.type,
    status: canvas.status,
    ownerId: canvas.ownerId,
    name,
  };
}

/**
 * A paid plan publishes its canvas (issue 21: "on success the canvas is published"), inside the
 * billing transaction that records the payment: the canvas row is locked, made public and dated
 * unless it already is.
 */
export async function publishPaidCanvas(
  tx: Db,
  id: number,
): Promise<{ id: number; slug: string; status: CanvasStatus } | undefined> {
  const canvas = await lockLiveCanvas(tx, id);
  if (!canvas) return undefined;
  if (canvas.status !== 'public') await updateCanvas(tx, id, { status: 'public', publishedAt: new Date() });
  return { id: canvas.id, slug: canvas.slug, status: 'public' };
}
