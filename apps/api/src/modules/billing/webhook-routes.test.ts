import { BANK_TRANSFER_DISCOUNT_CENTS, ErrorCode } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/helper';
import {
  FAKE_TEST_PAYMENT_METHODS,
  type FakeStripe,
  type FakeStripeEvent,
  startFakeStripe,
  stripeSignatureHeader,
} from '../../adapters/payments/fake-stripe';
import { invoices, paymentOrders, subscriptions, webhookEvents } from '../../db/schema';
import { storedRow } from '../canvases/testing';
import { billingForm, newKey, orgCanvas, subscribeCall } from './testing';

/**
 * `POST /api/pay/webhook` in Stripe mode: the app's Stripe driver talks to a local fake Stripe
 * (never the internet), which also signs the deliveries as Stripe does.
 */
const fake: FakeStripe = await startFakeStripe();
afterAll(() => fake.close());

const t = useTestApp({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_URL: fake.url,
});
const db = () => t.database.db;

const recorded = async (eventId: string) =>
  db().select().from(webhookEvents).where(eq(webhookEvents.id, eventId));

/** A payment_intent event of the fake for a payment that is none of ours. */
function strangerEvent(type = 'payment_intent.succeeded'): FakeStripeEvent {
  const id = `evt_test_${Math.random().toString(36).slice(2)}`;
  return {
    id,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: `pi_${id}`,
        object: 'payment_intent',
        amount: 1000,
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'processing',
        client_secret: null,
        last_payment_error: null,
        metadata: {},
      },
    },
  };
}

const post = (payload: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/pay/webhook', headers, payload });

describe('Stripe webhook: signature', () => {
  it('answers 200 to a delivery signed with the endpoint secret, and records the event once', async () => {
    const event = strangerEvent();
    const response = await fake.deliverWebhook(t.app, event);
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: true });
    expect(await recorded(event.id)).toEqual([
      expect.objectContaining({ id: event.id, provider: 'stripe', type: 'payment.succeeded' }),
    ]);
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const event = strangerEvent();
    const { payload, headers } = fake.signedDelivery(event, { secret: 'whsec_notTheEndpointSecret' });
    const response = await post(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.badRequest });
    expect(await recorded(event.id)).toEqual([]);
  });

  it('refuses a body changed after signing, and a missing signature', async () => {
    const event = strangerEvent();
    const { payload, headers } = fake.signedDelivery(event);
    const tampered = await post(payload.replace('"amount": 1000', '"amount": 1'), headers);
    expect(tampered.statusCode).toBe(400);
    const { 'stripe-signature': _signature, ...unsigned } = headers;
    expect((await post(payload, unsigned)).statusCode).toBe(400);
    expect(await recorded(event.id)).toEqual([]);
  });

  it('refuses a stale timestamp (a replay of an old delivery) even with a valid HMAC', async () => {
    const event = strangerEvent();
    const staleTime = Math.floor(Date.now() / 1000) - 10 * 60;
    const response = await fake.deliverWebhook(t.app, event, { timestamp: staleTime });
    expect(response.statusCode).toBe(400);
    expect(await recorded(event.id)).toEqual([]);
  });

  it('refuses a signed body that is not JSON and odd content types with 400, never a 5xx', async () => {
    const now = Math.floor(Date.now() / 1000);
    const notJson = await post('not json', {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader('not json', fake.webhookSecret, now),
    });
    expect(notJson.statusCode).toBe(400);
    const form = await post('a=1', {
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-signature': `t=${now},v1=00`,
    });
    expect(form.statusCode).toBe(400);
    const bare = await t.app.inject({ method: 'POST', url: '/api/pay/webhook', payload: 'x' });
    expect(bare.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/pay/webhook' });
    expect(empty.statusCode).toBe(400);
  });

  it('reads the exact bytes Stripe signed, whitespace and all', async () => {
    const event = strangerEvent();
    // Pretty-printed with a trailing newline: re-serialising parsed JSON would break the HMAC.
    const payload = `${JSON.stringify(event, null, 4)}\n`;
    const response = await fake.deliverWebhook(t.app, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it('leaves JSON parsing of the other routes alone', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: 'nobody@example.com', password: 'Wrong_pass1' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('Stripe webhook: each event once', () => {
  it('a replayed event (x3) answers 200 and changes nothing', async () => {
    const event = strangerEvent('payment_intent.processing');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await fake.deliverWebhook(t.app, event);
      expect(response.statusCode).toBe(200);
    }
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it('events we do not act on are acknowledged', async () => {
    const event = strangerEvent('customer.created');
    expect((await fake.deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(await recorded(event.id)).toEqual([expect.objectContaining({ type: 'other' })]);
  });
});

describe('Stripe mode end to end: subscribe, pass 3-D Secure, the signed event activates the plan', () => {
  async function ownerWithCard(token: Parameters<FakeStripe['confirmSetupIntent']>[1]) {
    const org = await orgCanvas(t);
    const isCard = FAKE_TEST_PAYMENT_METHODS[token]?.type === 'card';
    const secret = await t.app.inject({
      method: 'GET',
      url: `/api/pay/client-sec?isCreditCard=${isCard}`,
      headers: org.owner.headers,
    });
    expect(secret.statusCode, secret.body).toBe(200);
    // What Stripe.js does in the browser: the card is saved to the customer through the SetupIntent.
    const paymentMethod = fake.confirmSetupIntent(secret.json().secret, token);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/pay/paymentInfo',
      headers: org.owner.headers,
      payload: {
        email: org.owner.email,
        payment_method: paymentMethod,
        billing: billingForm(org.owner.email),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = FAKE_TEST_PAYMENT_METHODS[token];
    expect(put.json()).toMatchObject(
      isCard
        ? { type: 'card', card: saved?.card }
        : { type: 'us_bank_account', bank: { bank_name: saved?.bank?.bankName, last4: saved?.bank?.last4 } },
    );
    return { ...org, paymentMethod };
  }

  async function planState(canvasId: number) {
    const subs = await db().select().from(subscriptions).where(eq(subscriptions.canvasId, canvasId));
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, canvasId));
    const bills = await db().select().from(invoices).where(eq(invoices.canvasId, canvasId));
    return { subs, orders, invoices: bills };
  }

  it('the plan waits for the payment, then payment_intent.succeeded activates it; replays change nothing', async () => {
    const owner = await ownerWithCard('pm_card_authenticationRequired');
    const subscribed = await subscribeCall(t, owner.owner, {
      canvas_id: owner.id,
      price_id: 'business_1_six_month',
      email: owner.owner.email,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const answer = subscribed.json<{ status: string; client_secret: string }>();
    expect(answer.status).toBe('requires_action');
    const intent = [...fake.paymentIntents.values()].find(
      (item) => item.client_secret === answer.client_secret,
    );
    if (!intent) throw new Error('no PaymentIntent at the fake');
    expect(intent).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      payment_method: owner.paymentMethod,
    });
    expect((await planState(owner.id)).subs.filter((plan) => plan.status === 'active')).toEqual([]);
    expect((await storedRow(t, owner.id))?.status).not.toBe('public');

    // The owner passes 3-D Secure in the browser; Stripe sends the event.
    fake.authenticatePayment(String(intent.id), true);
    const event = fake.findEvent('payment_intent.succeeded', String(intent.id));
    if (!event) throw new Error('no event');
    const delivered = await fake.deliverWebhook(t.app, event);
    expect(delivered.statusCode, delivered.body).toBe(200);

    const after = await planState(owner.id);
    expect(after.subs).toEqual([
      expect.objectContaining({ status: 'active', priceId: 'business_1_six_month' }),
    ]);
    expect(after.orders).toEqual([expect.objectContaining({ status: 'succeeded', jobCount: 1 })]);
    expect(after.invoices).toEqual([
      expect.objectContaining({ status: 'paid', providerPaymentId: intent.id, total: intent.amount }),
    ]);
    expect((await storedRow(t, owner.id))?.status).toBe('public');

    for (let replay = 0; replay < 3; replay += 1) {
      expect((await fake.deliverWebhook(t.app, event)).statusCode).toBe(200);
    }
    expect(await planState(owner.id)).toEqual(after);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it('a card that succeeds at once needs no event; its late event changes nothing', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const subscribed = await subscribeCall(t, owner.owner, {
      canvas_id: owner.id,
      price_id: 'business_1_six_month',
    });
    expect(subscribed.json()).toMatchObject({ status: 'succeeded' });
    const before = await planState(owner.id);
    const paymentId = before.invoices[0]?.providerPaymentId ?? '';
    const event = fake.findEvent('payment_intent.succeeded', paymentId);
    if (!event) throw new Error('no event');
    expect((await fake.deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(await planState(owner.id)).toEqual(before);
  });

  it('a US bank debit is processing until Stripe says it settled; then the plan is active, with the bank discount', async () => {
    const owner = await ownerWithCard('pm_usBankAccount');
    const subscribed = await subscribeCall(t, owner.owner, {
      canvas_id: owner.id,
      price_id: 'business_1_six_month',
      is_credit_card: false,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toMatchObject({ status: 'processing' });
    const pending = await planState(owner.id);
    const paymentId = pending.invoices[0]?.providerPaymentId ?? '';
    expect(pending.subs.filter((plan) => plan.status === 'active')).toEqual([]);

    const processing = fake.findEvent('payment_intent.processing', paymentId);
    if (!processing) throw new Error('no processing event');
    expect((await fake.deliverWebhook(t.app, processing)).statusCode).toBe(200);
    expect(await planState(owner.id)).toEqual(pending);

    fake.settlePayment(paymentId, 'succeeded');
    const settled = fake.findEvent('payment_intent.succeeded', paymentId);
    if (!settled) throw new Error('no succeeded event');
    expect((await fake.deliverWebhook(t.app, settled)).statusCode).toBe(200);
    const after = await planState(owner.id);
    expect(after.subs).toEqual([expect.objectContaining({ status: 'active', isCreditCard: false })]);
    expect(after.invoices).toEqual([
      expect.objectContaining({ status: 'paid', total: fake.paymentIntents.get(paymentId)?.amount }),
    ]);
    expect(after.invoices[0]?.total).toBe((after.invoices[0]?.amount ?? 0) - BANK_TRANSFER_DISCOUNT_CENTS);
    expect((await storedRow(t, owner.id))?.status).toBe('public');
  });

  it('a replayed subscribe (same Idempotency-Key) makes one PaymentIntent at Stripe', async () => {
    const owner = await ownerWithCard('pm_card_visa');
    const key = newKey();
    const body = { canvas_id: owner.id, price_id: 'business_1_six_month' };
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers.push((await subscribeCall(t, owner.owner, body, key)).json());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const customer = fake.paymentMethods.get(owner.paymentMethod)?.customer;
    const intents = [...fake.paymentIntents.values()].filter((intent) => intent.customer === customer);
    expect(intents).toHaveLength(1);
    expect((await planState(owner.id)).invoices).toHaveLength(1);
  });

  it("a declined card answers Stripe's message and its payment_failed event leaves no plan", async () => {
    const owner = await ownerWithCard('pm_card_chargeDeclined');
    const subscribed = await subscribeCall(t, owner.owner, {
      canvas_id: owner.id,
      price_id: 'business_1_six_month',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    const before = await planState(owner.id);
    const paymentId = before.invoices[0]?.providerPaymentId ?? '';
    const event = fake.findEvent('payment_intent.payment_failed', paymentId);
    if (!event) throw new Error('no event');
    expect((await fake.deliverWebhook(t.app, event)).statusCode).toBe(200);
    const after = await planState(owner.id);
    expect(after).toEqual(before);
    expect(after.subs.filter((plan) => plan.status === 'active')).toEqual([]);
    expect((await storedRow(t, owner.id))?.status).not.toBe('public');
  });
});

describe('Stripe mode: the browser talks to Stripe, card numbers never reach us', () => {
  it("the pay key is Stripe's publishable key", async () => {
    const org = await orgCanvas(t);
    const key = await t.app.inject({ method: 'GET', url: '/api/pay/key', headers: org.owner.headers });
    expect(key.json()).toEqual({ provider: 'stripe', key: fake.publishableKey });
  });

  it("the sandbox's card-saving and confirmation calls are 404 and reach no provider", async () => {
    const org = await orgCanvas(t);
    const calls = fake.calls.length;
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/payment-methods',
      headers: org.owner.headers,
      payload: {
        secret: 'seti_x_secret_y',
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      },
    });
    expect(save.statusCode).toBe(404);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/confirm',
      headers: org.owner.headers,
      payload: { client_secret: 'pi_x_secret_y', approve: true },
    });
    expect(confirm.statusCode).toBe(404);
    expect(fake.calls.length).toBe(calls);
  });
});

describe('Stripe webhook outside Stripe mode', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(() => sandbox?.close());

  it('is 404 with the sandbox provider, even for a well-signed delivery', async () => {
    const event = strangerEvent();
    const response = await fake.deliverWebhook(sandbox.app, event);
    expect(response.statusCode).toBe(404);
    const rows = await sandbox.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(rows).toEqual([]);
  });
});
