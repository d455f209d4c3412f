import { BANK_TRANSFER_DISCOUNT_CENTS, ErrorCode, messages } from '@canvas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { SandboxPaymentsDriver } from '../../adapters/payments';
import {
  coupons,
  idempotencyKeys,
  invoices,
  paymentOrders,
  sandboxPayments,
  subscriptions,
  webhookEvents,
} from '../../db/schema';
import { person, storedRow } from '../canvases/testing';
import { type BillingDeps, reconcileAttempts, subscribe, subscribeChargeKey } from './service';
import { BUSINESS_1, BUSINESS_3, newKey, orgCanvas, saveMethod, subscribeCall } from './testing';

const t = useTestApp();
const db = () => t.database.db;

async function planState(canvasId: number) {
  const subs = await db().select().from(subscriptions).where(eq(subscriptions.canvasId, canvasId));
  const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, canvasId));
  const bills = await db().select().from(invoices).where(eq(invoices.canvasId, canvasId));
  const paymentIds = bills.flatMap((bill) => (bill.providerPaymentId ? [bill.providerPaymentId] : []));
  const charges = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxPayments)
    .where(sql`${sandboxPayments.metadata}->>'canvasId' = ${String(canvasId)}`);
  return { subs, orders, invoices: bills, paymentIds, charges: charges[0]?.n ?? 0 };
}

/** An attempt last touched an hour ago, as one whose request died is by the time the reconcile runs. */
async function ageAttempt(userId: number, key: string) {
  await db()
    .update(idempotencyKeys)
    .set({ updatedAt: new Date(Date.now() - 3_600_000) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

let couponCounter = 0;
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  couponCounter += 1;
  const code = `TEST${couponCounter}${Date.now() % 100000}`;
  await db()
    .insert(coupons)
    .values({ code, ...values });
  return code;
}

async function readyOwner(kind: Parameters<typeof saveMethod>[2] = 'succeeds') {
  const org = await orgCanvas(t);
  const paymentMethod = await saveMethod(t, org.owner, kind);
  return { ...org, paymentMethod };
}

describe('subscribe: buying a plan', () => {
  it('charges the plan, activates it for six months, publishes the canvas and bills it', async () => {
    const { owner, id, slug } = await readyOwner();
    const before = Date.now();
    const response = await subscribeCall(t, owner, {
      canvas_id: id,
      price_id: BUSINESS_3,
      email: owner.email,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'succeeded',
      client_secret: null,
      message: null,
      amount: 32900,
      canvas: { id, slug, status: 'public' },
    });
    const state = await planState(id);
    expect(state.subs).toHaveLength(1);
    const [plan] = state.subs;
    expect(plan).toMatchObject({
      status: 'active',
      priceId: BUSINESS_3,
      userId: owner.id,
      isCreditCard: true,
    });
    const months = (plan?.currentPeriodEnd.getTime() ?? 0) - (plan?.currentPeriodStart.getTime() ?? 0);
    expect(months / 86_400_000).toBeGreaterThanOrEqual(181);
    expect(months / 86_400_000).toBeLessThanOrEqual(184);
    expect(plan?.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(state.orders).toEqual([
      expect.objectContaining({ status: 'succeeded', jobCount: 3, amount: 32900, subscriptionId: plan?.id }),
    ]);
    expect(state.invoices).toEqual([
      expect.objectContaining({ status: 'paid', amount: 32900, discount: 0, total: 32900, jobCount: 3 }),
    ]);
    expect(state.invoices[0]?.number).toMatch(/^CNV-\d{6,}$/);
    expect(state.invoices[0]?.paymentSnapshot).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
    expect(state.charges).toBe(1);
    const row = await storedRow(t, id);
    expect(row?.status).toBe('public');
    expect(row?.publishedAt).toBeInstanceOf(Date);
    const canvas = await t.app.inject({ method: 'GET', url: `/api/canvas/${id}`, headers: owner.headers });
    expect(canvas.json()).toMatchObject({
      payorder: { status: 'succeeded', price: 32900 },
      job: { now: 0, max: 3 },
    });
  });

  it('a school plan runs one month', async () => {
    const org = await orgCanvas(t, 'school', 'Aveline Academy');
    await saveMethod(t, org.owner);
    const response = await subscribeCall(t, org.owner, { canvas_id: org.id, price_id: 'school_1_month' });
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: 9900 });
    const [plan] = (await planState(org.id)).subs;
    const days =
      ((plan?.currentPeriodEnd.getTime() ?? 0) - (plan?.currentPeriodStart.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('needs an Idempotency-Key header (400) and changes nothing without one', async () => {
    const { owner, id } = await readyOwner();
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.badRequest, field: 'Idempotency-Key' });
    expect((await planState(id)).subs).toHaveLength(0);
  });

  it('a plan of the other canvas type, or an unknown one, is not for this canvas', async () => {
    const { owner, id } = await readyOwner();
    for (const price_id of ['school_1_month', 'business_4_six_month']) {
      const response = await subscribeCall(t, owner, { canvas_id: id, price_id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: messages.priceNotForCanvas, field: 'price_id' });
    }
    const student = await person(t);
    const canvas = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: student.headers,
      payload: { type: 'student', introduction: { name: 'Maya' } },
    });
    await saveMethod(t, student);
    const response = await subscribeCall(t, student, { canvas_id: canvas.json().id, price_id: BUSINESS_1 });
    expect(response.json()).toMatchObject({ message: messages.priceNotForCanvas });
  });

  it('25+ is arranged through the contact form', async () => {
    const { owner, id } = await readyOwner();
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: 'business_26_six_month' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.planNeedsContact);
  });

  it('needs a payment method, given or on file', async () => {
    const { owner, id } = await orgCanvas(t);
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: messages.paymentMethodRequired,
      field: 'payment_method',
    });
    expect((await planState(id)).subs).toHaveLength(0);
    // The same key is free again once the input is fixed.
    const key = newKey();
    expect((await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, key)).statusCode).toBe(
      422,
    );
    await saveMethod(t, owner);
    const fixed = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, key);
    expect(fixed.json()).toMatchObject({ status: 'succeeded' });
  });

  it("charges only the payer's own payment method", async () => {
    const { owner, id } = await readyOwner();
    const stranger = await readyOwner();
    const response = await subscribeCall(t, owner, {
      canvas_id: id,
      price_id: BUSINESS_1,
      payment_method: stranger.paymentMethod,
    });
    expect(response.statusCode).toBe(404);
    expect(await planState(id)).toMatchObject({ subs: [], charges: 0 });
  });

  it('an active plan refuses a second purchase (409) and charges nothing more', async () => {
    const { owner, id } = await readyOwner();
    expect((await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 })).json().status).toBe(
      'succeeded',
    );
    const again = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.alreadySubscribed);
    expect(await planState(id)).toMatchObject({
      charges: 1,
      subs: [expect.objectContaining({ priceId: BUSINESS_1 })],
    });
  });
});

describe('subscribe: who may buy', () => {
  it('outsiders get 403 or 404, visitors 401, and nothing changes', async () => {
    const { id } = await readyOwner();
    const outsider = await person(t, { target: 'businessCanvas' });
    await saveMethod(t, outsider);
    const draft = await subscribeCall(t, outsider, { canvas_id: id, price_id: BUSINESS_1 });
    expect(draft.statusCode).toBe(404);
    expect((await subscribeCall(t, undefined, { canvas_id: id, price_id: BUSINESS_1 })).statusCode).toBe(401);
    expect(await planState(id)).toMatchObject({ subs: [], orders: [], invoices: [], charges: 0 });
    expect((await storedRow(t, id))?.status).toBe('draft');
  });

  it("an admin buys for the owner with the owner's method", async () => {
    const { owner, id } = await readyOwner();
    const admin = await person(t, { roleValue: 'administrator' });
    const response = await subscribeCall(t, admin, { canvas_id: id, price_id: BUSINESS_1 });
    expect(response.json()).toMatchObject({ status: 'succeeded' });
    expect((await planState(id)).subs[0]?.userId).toBe(owner.id);
  });
});

describe('subscribe: idempotent', () => {
  it('the same attempt sent ten times makes one plan and one charge, and answers the same', async () => {
    const { owner, id } = await readyOwner();
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_1, email: owner.email };
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await subscribeCall(t, owner, body, key));
    expect(answers.map((each) => each.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((each) => each.body)).size).toBe(1);
    expect(await planState(id)).toMatchObject({
      charges: 1,
      subs: [expect.anything()],
      invoices: [expect.anything()],
    });
  });

  it('two submits at once (a double click) make one plan and one charge', async () => {
    const { owner, id } = await readyOwner();
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_1 };
    const [first, second] = await Promise.all([
      subscribeCall(t, owner, body, key),
      subscribeCall(t, owner, body, key),
    ]);
    expect(first?.json()).toMatchObject({ status: 'succeeded' });
    expect(second?.body).toBe(first?.body);
    const state = await planState(id);
    expect(state).toMatchObject({ charges: 1, subs: [expect.anything()], orders: [expect.anything()] });
  });

  it('two attempts with different keys at once: one plan, the other refused', async () => {
    const { owner, id } = await readyOwner();
    const body = { canvas_id: id, price_id: BUSINESS_1 };
    const answers = await Promise.all([subscribeCall(t, owner, body), subscribeCall(t, owner, body)]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    expect(await planState(id)).toMatchObject({ charges: 1, subs: [expect.anything()] });
  });

  it('the same key with other details is refused (409)', async () => {
    const { owner, id } = await readyOwner();
    const key = newKey();
    expect((await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, key)).statusCode).toBe(
      200,
    );
    const other = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_3 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: messages.idempotencyKeyReused });
  });

  it('a crash between the charge and its recording is finished by the reconcile: one plan, one charge', async () => {
    const { owner, id } = await readyOwner();
    const sandbox = new SandboxPaymentsDriver(db());
    const crashing = Object.create(sandbox) as SandboxPaymentsDriver;
    crashing.createPayment = async (input) => {
      await sandbox.createPayment(input);
      throw new Error('process died after the provider charged');
    };
    const deps: BillingDeps = {
      db: db(),
      driver: crashing,
      email: t.app.deps.email,
      supportEmail: 'support@example.com',
      publicUrl: 'http://localhost',
    };
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_1, hire_a_pro: false, is_credit_card: true, email: '' };
    await expect(subscribe(deps, owner.user, key, body)).rejects.toThrow('process died');

    let state = await planState(id);
    expect(state).toMatchObject({ charges: 1, subs: [expect.objectContaining({ status: 'incomplete' })] });
    expect(state.orders[0]?.status).toBe('pending');
    expect((await storedRow(t, id))?.status).toBe('draft');
    const [attempt] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, key)));
    expect(attempt?.state).toBe('started');

    // A young attempt is left alone: its request may still be running.
    expect((await reconcileAttempts({ ...deps, driver: sandbox })).reconciled).toBe(0);
    await ageAttempt(owner.id, key);
    await reconcileAttempts({ ...deps, driver: sandbox }, { olderThanSeconds: 60 });
    state = await planState(id);
    expect(state).toMatchObject({ charges: 1, subs: [expect.objectContaining({ status: 'active' })] });
    expect(state.orders[0]?.status).toBe('succeeded');
    expect(state.invoices[0]?.status).toBe('paid');
    expect((await storedRow(t, id))?.status).toBe('public');
    const charge = await sandbox.findPaymentByIdempotencyKey(subscribeChargeKey(owner.id, key));
    expect(state.paymentIds).toEqual([charge?.id]);

    // The browser's retry of the same attempt now reads the settled result.
    const retry = await subscribeCall(t, owner, body, key);
    expect(retry.json()).toMatchObject({ status: 'succeeded' });
    expect((await planState(id)).charges).toBe(1);
  });

  it('an attempt that crashed before recording anything lets its key go', async () => {
    const { owner, id } = await readyOwner();
    const key = newKey();
    await db()
      .insert(idempotencyKeys)
      .values({ userId: owner.id, key, operation: 'subscribe', requestHash: 'x', state: 'started' });
    await ageAttempt(owner.id, key);
    await reconcileAttempts(
      {
        db: db(),
        driver: new SandboxPaymentsDriver(db()),
        email: t.app.deps.email,
        supportEmail: '',
        publicUrl: '',
      },
      { olderThanSeconds: 60 },
    );
    const rows = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, key)));
    expect(rows).toHaveLength(0);
    expect((await planState(id)).subs).toHaveLength(0);
  });
});

describe('subscribe: payment outcomes', () => {
  it("a declined card answers the provider's message; the plan is not bought and the key answers the same", async () => {
    const { owner, id } = await readyOwner('declined');
    const key = newKey();
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'failed',
      message: messages.cardDeclined,
      amount: 14900,
    });
    const state = await planState(id);
    expect(state.subs.map((each) => each.status)).toEqual(['canceled']);
    expect(state.orders.map((each) => each.status)).toEqual(['failed']);
    expect(state.invoices.map((each) => each.status)).toEqual(['failed']);
    expect((await storedRow(t, id))?.status).toBe('draft');
    const replay = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 }, key);
    expect(replay.body).toBe(response.body);
    // A new attempt with a good card goes through.
    await saveMethod(t, owner, 'succeeds');
    const retry = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 });
    expect(retry.json()).toMatchObject({ status: 'succeeded' });
  });

  it('a card that needs confirmation waits, then settles when the payer confirms', async () => {
    const { owner, id } = await readyOwner('needsConfirmation');
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_1 };
    const first = await subscribeCall(t, owner, body, key);
    expect(first.json()).toMatchObject({ status: 'requires_action', message: null });
    const secret: string = first.json().client_secret;
    expect(secret).toMatch(/_secret_/);
    expect((await planState(id)).subs[0]?.status).toBe('incomplete');
    expect((await storedRow(t, id))?.status).toBe('draft');

    // Someone else cannot confirm it.
    const outsider = await person(t);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: outsider.headers,
      payload: { client_secret: secret, approve: true },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await planState(id)).subs[0]?.status).toBe('incomplete');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: owner.headers,
      payload: { client_secret: secret, approve: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await planState(id)).subs[0]?.status).toBe('active');
    expect((await storedRow(t, id))?.status).toBe('public');
    const events = await db()
      .select()
      .from(webhookEvents)
      .where(sql`${webhookEvents.id} like 'evt_sandbox_%'`);
    expect(events.length).toBeGreaterThan(0);
    // The same key now reads the settled result.
    const reread = await subscribeCall(t, owner, body, key);
    expect(reread.json()).toMatchObject({ status: 'succeeded', client_secret: null });
    // Confirming again changes nothing.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: owner.headers,
      payload: { client_secret: secret, approve: true },
    });
    expect(twice.statusCode).toBe(404);
    expect((await planState(id)).charges).toBe(1);
  });

  it('a refused confirmation fails the attempt with its message', async () => {
    const { owner, id } = await readyOwner('needsConfirmation');
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_1 };
    const first = await subscribeCall(t, owner, body, key);
    await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: owner.headers,
      payload: { client_secret: first.json().client_secret, approve: false },
    });
    const reread = await subscribeCall(t, owner, body, key);
    expect(reread.json()).toMatchObject({ status: 'failed', message: messages.paymentNotConfirmed });
    expect((await planState(id)).subs.map((each) => each.status)).toEqual(['canceled']);
  });

  it('an attempt left waiting for confirmation gives way to a new one', async () => {
    const { owner, id } = await readyOwner('needsConfirmation');
    const waiting = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 });
    expect(waiting.json().status).toBe('requires_action');
    await saveMethod(t, owner, 'succeeds');
    const next = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_3 });
    expect(next.json()).toMatchObject({ status: 'succeeded', amount: 32900 });
    const state = await planState(id);
    expect(state.subs.map((each) => [each.priceId, each.status]).sort()).toEqual([
      [BUSINESS_1, 'canceled'],
      [BUSINESS_3, 'active'],
    ]);
    expect(state.invoices.map((each) => each.status).sort()).toEqual(['paid', 'void']);
    // The replaced attempt's confirmation can no longer take money.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: owner.headers,
      payload: { client_secret: waiting.json().client_secret, approve: true },
    });
    expect(late.statusCode).toBe(404);
    expect((await planState(id)).subs.find((each) => each.priceId === BUSINESS_1)?.status).toBe('canceled');
  });

  it('a failing bank debit answers the bank message', async () => {
    const { owner, id } = await readyOwner('bankFails');
    const response = await subscribeCall(t, owner, {
      canvas_id: id,
      price_id: BUSINESS_1,
      is_credit_card: false,
    });
    expect(response.json()).toMatchObject({ status: 'failed', message: messages.bankDebitFailed });
  });
});

describe('subscribe: the price paid', () => {
  it('a bank account pays $10 less, whatever the page said', async () => {
    const { owner, id } = await readyOwner('bank');
    const response = await subscribeCall(t, owner, {
      canvas_id: id,
      price_id: BUSINESS_1,
      is_credit_card: true,
    });
    expect(response.json()).toMatchObject({
      status: 'succeeded',
      amount: 14900 - BANK_TRANSFER_DISCOUNT_CENTS,
    });
    const [bill] = (await planState(id)).invoices;
    expect(bill).toMatchObject({ amount: 14900, discount: BANK_TRANSFER_DISCOUNT_CENTS, total: 13900 });
    expect(bill?.paymentSnapshot).toMatchObject({ bank: { last4: '6789' }, card: null });
    expect((await planState(id)).subs[0]?.isCreditCard).toBe(false);
  });

  it('a percent-off coupon, then the bank discount; the coupon is redeemed once', async () => {
    const { owner, id } = await readyOwner('bank');
    const code = await coupon({ percentOff: 20, maxRedemptions: 5 });
    const key = newKey();
    const body = { canvas_id: id, price_id: BUSINESS_3, coupon: code.toLowerCase() };
    const response = await subscribeCall(t, owner, body, key);
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: 32900 - 6580 - 1000 });
    await subscribeCall(t, owner, body, key);
    const [row] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(row?.timesRedeemed).toBe(1);
    expect((await planState(id)).subs[0]?.couponCode).toBe(code);
  });

  it('an amount-off coupon is capped at the price: the plan is free and nothing is charged', async () => {
    const { owner, id } = await readyOwner();
    const code = await coupon({ amountOff: 50_000 });
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1, coupon: code });
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: 0 });
    const state = await planState(id);
    expect(state).toMatchObject({ charges: 0, subs: [expect.objectContaining({ status: 'active' })] });
    expect(state.invoices[0]).toMatchObject({ status: 'paid', amount: 14900, discount: 14900, total: 0 });
    expect((await storedRow(t, id))?.status).toBe('public');
  });

  it("unknown, inactive, expired and used-up coupons are 'Invalid Coupon' and nothing is bought", async () => {
    const { owner, id } = await readyOwner();
    const codes = [
      'NO-SUCH-CODE',
      await coupon({ amountOff: 500, active: false }),
      await coupon({ amountOff: 500, expiresAt: new Date(Date.now() - 1000) }),
      await coupon({ amountOff: 500, maxRedemptions: 2, timesRedeemed: 2 }),
    ];
    for (const code of codes) {
      const response = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1, coupon: code });
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toMatchObject({ message: messages.couponInvalidServer, field: 'coupon' });
    }
    expect(await planState(id)).toMatchObject({ subs: [], charges: 0 });
  });
});
