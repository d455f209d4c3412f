import type { BillingDetails, CanvasType } from '@canvas/shared';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingCustomers,
  canvases,
  coupons,
  idempotencyKeys,
  invoices,
  paymentMethods,
  paymentOrders,
  priceOptions,
  subscriptions,
  webhookEvents,
} from '../../db/schema';
import { invoiceNumber } from './pricing';

/** The SQL of billing (decision 029); the only file of the area that touches its tables. */

// ---- The plan catalogue -------------------------------------------------------------------

export function listPriceOptions(db: Db, canvasType: CanvasType, jobCount?: number) {
  return db
    .select()
    .from(priceOptions)
    .where(
      and(
        eq(priceOptions.canvasType, canvasType),
        eq(priceOptions.active, true),
        jobCount === undefined ? undefined : eq(priceOptions.jobCount, jobCount),
      ),
    )
    .orderBy(asc(priceOptions.sortOrder), asc(priceOptions.jobCount));
}

export async function findPriceOption(db: Db, priceId: string) {
  const rows = await db.select().from(priceOptions).where(eq(priceOptions.priceId, priceId));
  return rows[0];
}

// ---- Customers and their payment methods --------------------------------------------------

export async function findBillingCustomer(db: Db, userId: number) {
  const rows = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return rows[0];
}

/** First writer wins: two requests creating a customer at once keep one row (the loser re-reads). */
export async function insertBillingCustomer(
  db: Db,
  values: { userId: number; provider: string; providerCustomerId: string },
) {
  await db.insert(billingCustomers).values(values).onConflictDoNothing({ target: billingCustomers.userId });
  return findBillingCustomer(db, values.userId);
}

export async function updateBillingCustomer(
  db: Db,
  userId: number,
  values: { billingDetails?: BillingDetails; defaultPaymentMethodId?: string },
) {
  await db
    .update(billingCustomers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(billingCustomers.userId, userId));
}

/** The user moved to another provider: a new customer there, no default method yet. */
export async function replaceBillingCustomer(
  db: Db,
  userId: number,
  values: { provider: string; providerCustomerId: string },
) {
  await db
    .update(billingCustomers)
    .set({ ...values, defaultPaymentMethodId: null, updatedAt: sql`now()` })
    .where(eq(billingCustomers.userId, userId));
}

export type PaymentMethodCopy = typeof paymentMethods.$inferInsert;

/** Our copy of what the provider keeps (never the number), refreshed on every save. */
export async function upsertPaymentMethodCopy(db: Db, values: PaymentMethodCopy) {
  const { id: _id, createdAt: _createdAt, ...changes } = values;
  await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoUpdate({ target: paymentMethods.id, set: changes });
}

export async function findPaymentMethodCopy(db: Db, id: string) {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return rows[0];
}

// ---- Coupons ------------------------------------------------------------------------------

export async function findCoupon(db: Db, code: string) {
  const rows = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return rows[0];
}

/** Counts a redemption unless the coupon ran out meanwhile (then the payment stands, uncounted). */
export async function redeemCoupon(db: Db, code: string) {
  await db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
      ),
    );
}

// ---- Subscriptions ------------------------------------------------------------------------

export type SubscriptionInsert = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SubscriptionUpdate = Partial<SubscriptionInsert>;

/** The canvas's plan that is not canceled (at most one: `subscriptions_canvas_live_key`). */
export async function findLiveSubscription(db: Db, canvasId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.canvasId, canvasId), ne(subscriptions.status, 'canceled')));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findSubscription(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

/** Undefined when the canvas already has a live plan (the partial unique index refuses a second). */
export async function insertSubscription(db: Db, values: SubscriptionInsert) {
  const rows = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({
      target: subscriptions.canvasId,
      where: sql`${subscriptions.status} <> 'canceled'`,
    })
    .returning();
  return rows[0];
}

export async function updateSubscription(db: Db, id: number, values: SubscriptionUpdate) {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id));
}

/** New renewals charge the method the owner saved last. */
export async function setPaymentMethodOfLivePlans(
  db: Db,
  userId: number,
  paymentMethodId: string,
  isCreditCard: boolean,
) {
  await db
    .update(subscriptions)
    .set({ paymentMethodId, isCreditCard, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'past_due'])));
}

/** The user's plans that run (or wait for their first payment), with their canvas. */
export function listLiveSubscriptionsOf(db: Db, userId: number) {
  return db
    .select({
      subscription: subscriptions,
      canvas: {
        id: canvases.id,
        slug: canvases.slug,
        type: canvases.type,
        name: sql<string>`coalesce(${canvases.introduction}->>'name', '')`,
      },
    })
    .from(subscriptions)
    .innerJoin(canvases, eq(canvases.id, subscriptions.canvasId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'past_due']),
        isNull(canvases.deletedAt),
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

// ---- Payment orders (the canvas's `payorder`, read by the canvases area) -------------------

export type PaymentOrderInsert = Omit<typeof paymentOrders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPaymentOrder(db: Db, values: PaymentOrderInsert) {
  const rows = await db.insert(paymentOrders).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('payment order not recorded');
  return row;
}

export async function lockPaymentOrder(db: Db, id: number) {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return rows[0];
}

export async function findPaymentOrder(db: Db, id: number) {
  const rows = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return rows[0];
}

export async function updatePaymentOrder(db: Db, id: number, values: Partial<PaymentOrderInsert>) {
  await db
    .update(paymentOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, id));
}

/** A plan's orders, oldest first (the first is its purchase). */
export function findOrdersOf(db: Db, subscriptionId: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.subscriptionId, subscriptionId))
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id));
}

/** The succeeded order of a plan: what `payorder` and the job quota read while the plan runs. */
export async function findSucceededOrderOf(db: Db, subscriptionId: number) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subscriptionId, subscriptionId), eq(paymentOrders.status, 'succeeded')))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(1);
  return rows[0];
}

// ---- Invoices -----------------------------------------------------------------------------

export type InvoiceInsert = Omit<typeof invoices.$inferInsert, 'id' | 'number'>;
export type InvoiceRecord = typeof invoices.$inferSelect;

/** Inserts an invoice and gives it the readable number of its id (CNV-000123). */
export async function insertInvoice(db: Db, values: InvoiceInsert): Promise<InvoiceRecord> {
  const [draft] = await db
    .insert(invoices)
    .values({ ...values, number: sql`'draft-' || gen_random_uuid()` })
    .returning({ id: invoices.id });
  if (!draft) throw new Error('invoice not recorded');
  const [row] = await db
    .update(invoices)
    .set({ number: invoiceNumber(draft.id) })
    .where(eq(invoices.id, draft.id))
    .returning();
  if (!row) throw new Error('invoice not numbered');
  return row;
}

export async function updateInvoice(db: Db, id: number, values: Partial<InvoiceInsert>) {
  await db.update(invoices).set(values).where(eq(invoices.id, id));
}

export async function findInvoice(db: Db, id: number) {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id));
  return rows[0];
}

export async function findInvoiceByPayment(db: Db, providerPaymentId: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.providerPaymentId, providerPaymentId));
  return rows[0];
}

export async function findInvoiceOfOrder(db: Db, paymentOrderId: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.paymentOrderId, paymentOrderId))
    .orderBy(desc(invoices.id))
    .limit(1);
  return rows[0];
}

/** One page of the user's invoices, newest first, and how many there are. */
export async function listInvoicesOf(db: Db, userId: number, page: number, size: number) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { list, total: total?.total ?? 0 };
}

// ---- Idempotency keys (POST /api/pay/subscribe) -------------------------------------------

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Records an attempt; undefined when the key was used already (the caller reads that one). */
export async function claimIdempotencyKey(
  db: Db,
  values: { userId: number; key: string; operation: string; requestHash: string },
) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...values, state: 'started' })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning();
  return rows[0];
}

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows[0];
}

export async function updateIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  values: { state?: 'started' | 'done'; response?: Record<string, unknown> },
) {
  await db
    .update(idempotencyKeys)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKey(db: Db, userId: number, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Attempts still `started` after `olderThanSeconds`: their request died (a crash) or is very late. */
export function listStaleAttempts(db: Db, olderThanSeconds: number, limit: number) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.state, 'started'),
        lt(idempotencyKeys.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(idempotencyKeys.updatedAt))
    .limit(limit);
}

// ---- Provider events ----------------------------------------------------------------------

/** True the first time an event id is seen; false for every replay. */
export async function recordWebhookEvent(db: Db, values: { id: string; provider: string; type: string }) {
  const rows = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's retry is handled. */
export async function deleteWebhookEvent(db: Db, id: string) {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}
