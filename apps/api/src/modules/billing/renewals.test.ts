import { BANK_TRANSFER_DISCOUNT_CENTS, messages } from '@canvas/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { PaymentProviderError, type PaymentsDriver, type ProviderPayment } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { coupons, invoices, paymentOrders, sandboxPayments, subscriptions } from '../../db/schema';
import { ownerView } from '../canvases/testing';
import { DAY_MS } from './pricing';
import {
  RENEWAL_LEASE_MS,
  RENEWAL_PROVIDER_RETRY_MS,
  type RenewalDeps,
  renewalKey,
  renewDueSubscriptions,
} from './renewals';
import { billingDeps } from './routes';
import { handleProviderEvent } from './service';
import { BUSINESS_1, BUSINESS_3, orgCanvas, SCHOOL_1, saveMethod, subscribeCall } from './testing';

const t = useTestApp();
const db = () => t.database.db;

const HOUR_MS = 60 * 60 * 1000;

// Every test works on its own plans: those left running would be due under the next test's clock.
afterEach(async () => {
  await db()
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(inArray(subscriptions.status, ['active', 'past_due', 'incomplete']));
});

type QuotaHook = (tx: Db, canvasId: number, newMax: number) => Promise<void>;

/** The renewal job's dependencies at a fixed moment, watching the quota hook. */
function renewalDeps(
  now: Date,
  overrides: Partial<RenewalDeps> = {},
): RenewalDeps & { onQuotaLowered: ReturnType<typeof vi.fn<QuotaHook>> } {
  const onQuotaLowered = vi.fn<QuotaHook>(async () => {});
  return {
    ...billingDeps(t.app),
    jobs: t.app.deps.jobs,
    now: () => now,
    onQuotaLowered,
    ...overrides,
  } as RenewalDeps & { onQuotaLowered: typeof onQuotaLowered };
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A salon (or school) with a plan bought through the API with a sandbox test card. */
async function paidPlan(
  options: {
    type?: 'business' | 'school';
    priceId?: string;
    method?: Parameters<typeof saveMethod>[2];
    coupon?: string;
  } = {},
) {
  const type = options.type ?? 'business';
  const org = await orgCanvas(t, type);
  await saveMethod(t, org.owner, options.method ?? 'succeeds');
  const response = await subscribeCall(t, org.owner, {
    canvas_id: org.id,
    price_id: options.priceId ?? (type === 'business' ? BUSINESS_3 : SCHOOL_1),
    email: org.owner.email,
    ...(options.coupon ? { coupon: options.coupon } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().status).toBe('succeeded');
  const plan = await planOf(org.id);
  return { ...org, plan, periodEnd: plan.currentPeriodEnd };
}

async function planOf(canvasId: number) {
  const rows = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.canvasId, canvasId))
    .orderBy(asc(subscriptions.id));
  const plan = rows.at(-1);
  if (!plan) throw new Error('no plan');
  return plan;
}

const invoicesOf = (canvasId: number) =>
  db().select().from(invoices).where(eq(invoices.canvasId, canvasId)).orderBy(asc(invoices.id));
const ordersOf = (canvasId: number) =>
  db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, canvasId));
async function chargesOf(subscriptionId: number) {
  return db()
    .select()
    .from(sandboxPayments)
    .where(
      and(
        sql`${sandboxPayments.metadata}->>'subscriptionId' = ${String(subscriptionId)}`,
        sql`${sandboxPayments.metadata}->>'kind' = 'renewal'`,
      ),
    );
}
async function emailsTo(email: string, template: string) {
  return (await outboxFor(t.app, email)).filter((message) => message.template === template);
}

describe('renewals', () => {
  it('renew a due plan once: the next period, a paid invoice, one off-session charge and a receipt', async () => {
    const { owner, id, plan, periodEnd } = await paidPlan();
    // Not due a minute before the period ends.
    expect(await renewDueSubscriptions(renewalDeps(later(periodEnd, -60_000)))).toMatchObject({ renewed: 0 });

    const now = later(periodEnd, 60_000);
    const deps = renewalDeps(now);
    expect(await renewDueSubscriptions(deps)).toEqual({
      renewed: 1,
      failed: 0,
      lapsed: 0,
      canceled: 0,
      processing: 0,
      deferred: 0,
    });
    const renewed = await planOf(id);
    expect(renewed).toMatchObject({
      status: 'active',
      failedAttempts: 0,
      nextAttemptAt: null,
      priceId: BUSINESS_3,
    });
    expect(renewed.currentPeriodStart).toEqual(periodEnd);
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(later(periodEnd, 180 * DAY_MS).getTime());

    const bills = await invoicesOf(id);
    expect(bills).toHaveLength(2);
    const bill = bills[1];
    expect(bill).toMatchObject({
      status: 'paid',
      amount: 32900,
      discount: 0,
      total: 32900,
      jobCount: 3,
      subscriptionId: plan.id,
      customerEmail: owner.email,
      paymentSnapshot: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect(bill?.number).toMatch(/^CNV-\d{6}$/);
    expect(bill?.periodStart).toEqual(periodEnd);
    expect(bill?.paidAt).toEqual(now);

    const charges = await chargesOf(plan.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amount: 32900,
      status: 'succeeded',
      idempotencyKey: renewalKey(plan),
    });
    expect(charges[0]?.id).toBe(bill?.providerPaymentId);
    expect(deps.onQuotaLowered).not.toHaveBeenCalled();

    const [receipt, ...more] = await emailsTo(owner.email, 'billing-receipt');
    expect(more).toHaveLength(0);
    expect(receipt?.subject).toContain('$329.00');
    expect(receipt?.text).toContain('3 job posts, billed every 6 months');
    expect(receipt?.text).toContain(`/membership/invoice/${bill?.id}`);
    expect(receipt?.text).toContain(bill?.number);

    // Run again at the same moment: nothing is due any more.
    expect(await renewDueSubscriptions(renewalDeps(now))).toMatchObject({ renewed: 0 });
    expect(await chargesOf(plan.id)).toHaveLength(1);
    // The canvas keeps its paid plan and quota.
    expect((await ownerView(t, owner, id)).job).toEqual({ now: 0, max: 3 });
  });

  it('charge a bank account $10 less and a coupon only the first time', async () => {
    const code = `ONCE${Date.now() % 100000}`;
    await db().insert(coupons).values({ code, percentOff: 50 });
    const { id, periodEnd } = await paidPlan({ type: 'school', method: 'bank', coupon: code });
    const [first] = await invoicesOf(id);
    expect(first).toMatchObject({ amount: 9900, total: 9900 / 2 - BANK_TRANSFER_DISCOUNT_CENTS });
    expect(await renewDueSubscriptions(renewalDeps(later(periodEnd, 1000)))).toMatchObject({ renewed: 1 });
    const renewed = (await invoicesOf(id))[1];
    expect(renewed).toMatchObject({
      status: 'paid',
      amount: 9900,
      discount: BANK_TRANSFER_DISCOUNT_CENTS,
      total: 9900 - BANK_TRANSFER_DISCOUNT_CENTS,
    });
    // A school plan is monthly.
    const plan = await planOf(id);
    const days = (plan.currentPeriodEnd.getTime() - plan.currentPeriodStart.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('retry a declined renewal after a day, past due meanwhile, and renew from the old period end once paid', async () => {
    const { owner, id, periodEnd } = await paidPlan();
    await saveMethod(t, owner, 'declined');
    const first = later(periodEnd, 5 * 60_000);
    expect(await renewDueSubscriptions(renewalDeps(first))).toMatchObject({ failed: 1, renewed: 0 });
    const pastDue = await planOf(id);
    expect(pastDue).toMatchObject({ status: 'past_due', failedAttempts: 1 });
    expect(pastDue.nextAttemptAt).toEqual(later(first, DAY_MS));
    expect(pastDue.currentPeriodEnd).toEqual(periodEnd);
    expect((await invoicesOf(id))[1]).toMatchObject({ status: 'failed', total: 32900 });

    const [failedEmail] = await emailsTo(owner.email, 'billing-payment-failed');
    expect(failedEmail?.text).toContain(messages.cardDeclined);
    expect(failedEmail?.text).toContain('$329.00');
    expect(failedEmail?.text).toContain('/membership/billing/update');
    // Still paid while past due.
    expect((await ownerView(t, owner, id)).payorder?.status).toBe('succeeded');

    // Not again before the day is over.
    expect(await renewDueSubscriptions(renewalDeps(later(first, 12 * HOUR_MS)))).toMatchObject({ failed: 0 });

    await saveMethod(t, owner, 'succeeds');
    const retry = later(first, DAY_MS + 60_000);
    expect(await renewDueSubscriptions(renewalDeps(retry))).toMatchObject({ renewed: 1 });
    const renewed = await planOf(id);
    expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0, nextAttemptAt: null });
    expect(renewed.currentPeriodStart).toEqual(periodEnd);
    const bills = await invoicesOf(id);
    expect(bills.map((bill) => bill.status)).toEqual(['paid', 'failed', 'paid']);
    expect(await chargesOf(renewed.id)).toHaveLength(2);
    expect(await emailsTo(owner.email, 'billing-receipt')).toHaveLength(1);
  });

  it('lapse a plan after the fourth failed try (1, 3 and 5 days apart): canceled, the owner told, quota 0', async () => {
    const { owner, id, periodEnd } = await paidPlan();
    await saveMethod(t, owner, 'declined');
    let now = later(periodEnd, 60_000);
    const reports = [];
    for (const wait of [0, 1, 3, 5]) {
      now = later(now, wait * DAY_MS);
      // A little early, nothing happens.
      if (wait > 0) {
        expect(await renewDueSubscriptions(renewalDeps(later(now, -HOUR_MS)))).toMatchObject({ failed: 0 });
      }
      const deps = renewalDeps(now);
      reports.push({ report: await renewDueSubscriptions(deps), hook: deps.onQuotaLowered });
    }
    expect(reports.map(({ report }) => [report.failed, report.lapsed])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    for (const { hook } of reports.slice(0, 3)) expect(hook).not.toHaveBeenCalled();
    expect(reports[3]?.hook).toHaveBeenCalledTimes(1);
    expect(reports[3]?.hook).toHaveBeenCalledWith(expect.anything(), id, 0);

    const plan = await planOf(id);
    expect(plan).toMatchObject({ status: 'canceled', failedAttempts: 4, nextAttemptAt: null });
    expect((await ordersOf(id)).map((order) => order.status)).toEqual(['canceled']);
    expect((await invoicesOf(id)).map((bill) => bill.status)).toEqual([
      'paid',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(await chargesOf(plan.id)).toHaveLength(4);
    expect(await emailsTo(owner.email, 'billing-payment-failed')).toHaveLength(3);
    const [lapsed] = await emailsTo(owner.email, 'billing-plan-lapsed');
    expect(lapsed?.text).toContain('has ended');
    // The canvas keeps its content and stays readable; its plan is no longer paid.
    const canvas = await ownerView(t, owner, id);
    expect(canvas.status).toBe('public');
    expect(canvas.payorder?.status).toBe('canceled');
    expect(canvas.job).toEqual({ now: 0, max: 0 });
    // Nothing more happens to a lapsed plan.
    expect(await renewDueSubscriptions(renewalDeps(later(now, 30 * DAY_MS)))).toMatchObject({
      failed: 0,
      lapsed: 0,
    });
  });

  it('renew once when two workers race for the same plans', async () => {
    const plans = [await paidPlan(), await paidPlan()];
    const latest = Math.max(...plans.map((plan) => plan.periodEnd.getTime()));
    const now = new Date(latest + 60_000);
    const reports = await Promise.all([
      renewDueSubscriptions(renewalDeps(now)),
      renewDueSubscriptions(renewalDeps(now)),
    ]);
    expect(reports.reduce((sum, report) => sum + report.renewed, 0)).toBe(2);
    for (const { id, plan } of plans) {
      expect(await chargesOf(plan.id)).toHaveLength(1);
      expect((await invoicesOf(id)).map((bill) => bill.status)).toEqual(['paid', 'paid']);
    }
  });

  it('end a plan cancelled at its period end: no charge, order canceled, quota 0, content kept', async () => {
    const { owner, id, plan, periodEnd } = await paidPlan();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/pay/change-price',
      headers: owner.headers,
      payload: { canvas_id: id, price_id: BUSINESS_3, is_cancel: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Still running until the period ends.
    expect(await renewDueSubscriptions(renewalDeps(later(periodEnd, -60_000)))).toMatchObject({
      canceled: 0,
    });
    expect((await ownerView(t, owner, id)).job?.max).toBe(3);

    const deps = renewalDeps(later(periodEnd, 60_000));
    expect(await renewDueSubscriptions(deps)).toMatchObject({ canceled: 1, renewed: 0 });
    expect(await planOf(id)).toMatchObject({ status: 'canceled', nextAttemptAt: null });
    expect((await ordersOf(id)).map((order) => order.status)).toEqual(['canceled']);
    expect(await invoicesOf(id)).toHaveLength(1);
    expect(await chargesOf(plan.id)).toHaveLength(0);
    expect(deps.onQuotaLowered).toHaveBeenCalledWith(expect.anything(), id, 0);
    const canvas = await ownerView(t, owner, id);
    expect(canvas.status).toBe('public');
    expect(canvas.payorder?.status).toBe('canceled');
    expect(canvas.job).toEqual({ now: 0, max: 0 });
  });

  it('switch a scheduled downgrade at the period end, then charge the new price', async () => {
    const { owner, id, periodEnd } = await paidPlan();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/pay/change-price',
      headers: owner.headers,
      payload: { canvas_id: id, price_id: BUSINESS_1 },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await planOf(id)).toMatchObject({ priceId: BUSINESS_3, nextPriceId: BUSINESS_1 });

    const deps = renewalDeps(later(periodEnd, 60_000));
    expect(await renewDueSubscriptions(deps)).toMatchObject({ renewed: 1 });
    expect(await planOf(id)).toMatchObject({ status: 'active', priceId: BUSINESS_1, nextPriceId: null });
    expect((await invoicesOf(id))[1]).toMatchObject({
      status: 'paid',
      amount: 14900,
      total: 14900,
      jobCount: 1,
    });
    expect(await ordersOf(id)).toMatchObject([
      { status: 'succeeded', priceId: BUSINESS_1, amount: 14900, jobCount: 1 },
    ]);
    expect(deps.onQuotaLowered).toHaveBeenCalledTimes(1);
    expect(deps.onQuotaLowered).toHaveBeenCalledWith(expect.anything(), id, 1);
    expect((await ownerView(t, owner, id)).job).toEqual({ now: 0, max: 1 });
    const [receipt] = await emailsTo(owner.email, 'billing-receipt');
    expect(receipt?.text).toContain('1 job post, billed every 6 months');
    expect(receipt?.text).toContain('$149.00');
  });

  it('never charge twice when a run dies after the charge: the retry gets the same payment back', async () => {
    const { id, plan, periodEnd } = await paidPlan();
    const now = later(periodEnd, 60_000);
    const real = billingDeps(t.app).driver;
    const crashing: PaymentsDriver = Object.create(real);
    crashing.createPayment = async (input) => {
      await real.createPayment(input);
      throw new Error('process died before recording the payment');
    };
    expect(await renewDueSubscriptions(renewalDeps(now, { driver: crashing }))).toMatchObject({
      deferred: 1,
      renewed: 0,
    });
    expect(await chargesOf(plan.id)).toHaveLength(1);
    expect((await invoicesOf(id))[1]).toMatchObject({ status: 'open', providerPaymentId: null });
    const waiting = await planOf(id);
    expect(waiting.nextAttemptAt).toEqual(later(now, RENEWAL_PROVIDER_RETRY_MS));

    const retry = later(now, RENEWAL_PROVIDER_RETRY_MS);
    expect(await renewDueSubscriptions(renewalDeps(retry))).toMatchObject({ renewed: 1 });
    const charges = await chargesOf(plan.id);
    expect(charges).toHaveLength(1);
    const bills = await invoicesOf(id);
    // The open invoice of the attempt was reused, not a second one made.
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({ status: 'paid', providerPaymentId: charges[0]?.id });
  });

  it('take a crashed worker’s plan again once its lease is over', async () => {
    const { id, periodEnd } = await paidPlan();
    const now = later(periodEnd, 60_000);
    // A worker claims the plan and dies: the claim's lease keeps others away until it ends.
    await db()
      .update(subscriptions)
      .set({ nextAttemptAt: later(now, RENEWAL_LEASE_MS) })
      .where(eq(subscriptions.canvasId, id));
    expect(await renewDueSubscriptions(renewalDeps(later(now, RENEWAL_LEASE_MS - 1000)))).toMatchObject({
      renewed: 0,
    });
    expect(await renewDueSubscriptions(renewalDeps(later(now, RENEWAL_LEASE_MS)))).toMatchObject({
      renewed: 1,
    });
  });

  it('count no attempt while the provider cannot be reached', async () => {
    const { id, periodEnd } = await paidPlan();
    const now = later(periodEnd, 60_000);
    const real = billingDeps(t.app).driver;
    const down: PaymentsDriver = Object.create(real);
    down.createPayment = async () => {
      throw new PaymentProviderError('Stripe could not charge the payment method.');
    };
    expect(await renewDueSubscriptions(renewalDeps(now, { driver: down }))).toMatchObject({ deferred: 1 });
    expect(await planOf(id)).toMatchObject({ status: 'active', failedAttempts: 0 });
    expect((await planOf(id)).nextAttemptAt).toEqual(later(now, RENEWAL_PROVIDER_RETRY_MS));
  });

  it('wait for a payment still processing, and settle it once the provider says it succeeded', async () => {
    const { owner, id, plan, periodEnd } = await paidPlan();
    const now = later(periodEnd, 60_000);
    const real = billingDeps(t.app).driver;
    let settled = false;
    const slowBank: PaymentsDriver = Object.create(real);
    const asProcessing = (payment: ProviderPayment): ProviderPayment =>
      settled ? payment : { ...payment, status: 'processing' };
    slowBank.createPayment = async (input) => asProcessing(await real.createPayment(input));
    slowBank.getPayment = async (paymentId) => {
      const payment = await real.getPayment(paymentId);
      return payment && asProcessing(payment);
    };
    expect(await renewDueSubscriptions(renewalDeps(now, { driver: slowBank }))).toMatchObject({
      processing: 1,
    });
    const open = (await invoicesOf(id))[1];
    expect(open).toMatchObject({ status: 'open' });
    expect(open?.providerPaymentId).toMatch(/^pi_/);
    expect(await planOf(id)).toMatchObject({ status: 'active', failedAttempts: 0 });

    // The provider's event says it went through: the plan is due at once and the next run settles it.
    settled = true;
    const eventAt = later(now, HOUR_MS);
    const payment = await real.getPayment(open?.providerPaymentId ?? '');
    if (!payment) throw new Error('no payment');
    await handleProviderEvent(
      { ...billingDeps(t.app), driver: slowBank, now: () => eventAt },
      { id: `evt_renewal_${payment.id}`, type: 'payment.succeeded', payment },
    );
    expect((await planOf(id)).nextAttemptAt).toEqual(eventAt);
    expect(await renewDueSubscriptions(renewalDeps(eventAt, { driver: slowBank }))).toMatchObject({
      renewed: 1,
    });
    expect((await invoicesOf(id))[1]).toMatchObject({ status: 'paid', providerPaymentId: payment.id });
    expect(await chargesOf(plan.id)).toHaveLength(1);
    expect(await emailsTo(owner.email, 'billing-receipt')).toHaveLength(1);
  });
});
