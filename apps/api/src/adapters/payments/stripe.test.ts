import type { BillingDetails } from '@canvas/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  DECLINED_MESSAGE,
  type FakeStripe,
  parseStripeForm,
  startFakeStripe,
  stripeSignatureHeader,
} from './fake-stripe';
import { countryCode, StripePaymentsDriver } from './stripe';
import { PaymentProviderError, WebhookSignatureError } from './types';

let fake: FakeStripe;
let driver: StripePaymentsDriver;

beforeAll(async () => {
  fake = await startFakeStripe();
  driver = new StripePaymentsDriver({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

let keyCounter = 0;
const newKey = () => {
  keyCounter += 1;
  return `subscribe-${keyCounter}-${Date.now()}`;
};

async function customerWith(token: Parameters<FakeStripe['confirmSetupIntent']>[1] = 'pm_card_visa') {
  const customerId = await driver.createCustomer({
    userId: 7,
    email: 'owner@example.com',
    name: 'Olive Owner',
  });
  const type = token === 'pm_usBankAccount' ? 'us_bank_account' : 'card';
  const secret = await driver.createSetupSecret(customerId, type);
  const paymentMethodId = fake.confirmSetupIntent(secret, token);
  return { customerId, paymentMethodId };
}

const charge = (customerId: string, paymentMethodId: string, overrides: { offSession?: boolean } = {}) =>
  driver.createPayment({
    customerId,
    paymentMethodId,
    amount: 19_900,
    description: 'Canvas plan: 1 job post, six months',
    idempotencyKey: newKey(),
    metadata: { subscriptionId: '12', invoiceId: '34' },
    offSession: overrides.offSession ?? false,
  });

/** A $49 charge with a fresh idempotency key for a new customer's saved `token` method, to retry as is. */
async function retryableCharge(
  token: Parameters<typeof customerWith>[0],
  overrides: { metadata?: Record<string, string>; offSession?: boolean } = {},
) {
  const { customerId, paymentMethodId } = await customerWith(token);
  return {
    customerId,
    paymentMethodId,
    amount: 4_900,
    description: 'Canvas plan',
    idempotencyKey: newKey(),
    metadata: overrides.metadata ?? {},
    offSession: overrides.offSession ?? false,
  };
}

const details: BillingDetails = {
  name: 'Olive Owner',
  email: 'billing@example.com',
  address: {
    line1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    country: 'United States',
    postal_code: '78701',
  },
};

describe('Stripe configuration', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  };
  const load = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/canvas-test', LOG_LEVEL: 'silent', ...env });

  it('is off without keys, and on with all three (the API at api.stripe.com unless told)', () => {
    expect(load({}).stripe).toBeNull();
    expect(load(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: 'https://api.stripe.com',
    });
    expect(load({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:4010/' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('refuses some of the keys without the others, and keys of the wrong kind', () => {
    expect(() => load({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(ConfigError);
    expect(() => load({ ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(ConfigError);
    expect(() => load({ ...keys, STRIPE_SECRET_KEY: 'pk_test_swapped' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => load({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });
});

describe('Stripe driver: talking to the API', () => {
  it('calls the configured host with the secret key and the SDK’s pinned API version, form-encoded', async () => {
    await driver.createCustomer({ userId: 41, email: 'a@example.com', name: 'A B' });
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/customers', authorized: true });
    expect(call?.stripeVersion).toBe(Stripe.API_VERSION);
  });

  it('says which browser key to use', () => {
    expect(driver.name).toBe('stripe');
    expect(driver.publishableKey()).toBe(fake.publishableKey);
  });

  it('decodes bracketed form keys as Stripe does', () => {
    expect(
      parseStripeForm(
        'metadata[userId]=7&allowed_payment_method_types[0]=card&allowed_payment_method_types[1]=us_bank_account&billing_details[address][city]=Austin',
      ),
    ).toEqual({
      metadata: { userId: '7' },
      allowed_payment_method_types: ['card', 'us_bank_account'],
      billing_details: { address: { city: 'Austin' } },
    });
  });
});

describe('Stripe driver: customers and saved payment methods', () => {
  it('creates a customer with the user id in its metadata', async () => {
    const customerId = await driver.createCustomer({
      userId: 7,
      email: 'owner@example.com',
      name: 'Olive Owner',
    });
    expect(customerId).toMatch(/^cus_/);
    expect(fake.calls[0]?.form).toEqual({
      email: 'owner@example.com',
      name: 'Olive Owner',
      metadata: { userId: '7' },
    });
    expect(fake.customers.get(customerId)?.metadata).toEqual({ userId: '7' });
  });

  it('answers a SetupIntent client secret for a card or a US bank account, for use off-session', async () => {
    const customerId = await driver.createCustomer({ userId: 8, email: 'b@example.com', name: 'B' });
    fake.calls.length = 0;
    const cardSecret = await driver.createSetupSecret(customerId, 'card');
    const bankSecret = await driver.createSetupSecret(customerId, 'us_bank_account');
    expect(cardSecret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(bankSecret).not.toBe(cardSecret);
    expect(fake.calls.map((call) => call.form)).toEqual([
      { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
      { customer: customerId, allowed_payment_method_types: ['us_bank_account'], usage: 'off_session' },
    ]);
  });

  it('reads a saved card (brand, last 4, expiry) and a bank account (bank, last 4); an unknown id is null', async () => {
    const card = await customerWith('pm_card_visa');
    expect(await driver.getPaymentMethod(card.paymentMethodId)).toEqual({
      id: card.paymentMethodId,
      customerId: card.customerId,
      type: 'card',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
      bank: null,
      billingDetails: null,
    });
    const bank = await customerWith('pm_usBankAccount');
    expect(await driver.getPaymentMethod(bank.paymentMethodId)).toMatchObject({
      type: 'us_bank_account',
      card: null,
      bank: { bankName: 'STRIPE TEST BANK', last4: '6789' },
    });
    expect(await driver.getPaymentMethod('pm_doesNotExist')).toBeNull();
  });

  it('makes an attached payment method the default without attaching it again', async () => {
    const { customerId, paymentMethodId } = await customerWith();
    fake.calls.length = 0;
    await driver.setDefaultPaymentMethod(customerId, paymentMethodId);
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/payment_methods/${paymentMethodId}`,
      `POST /v1/customers/${customerId}`,
    ]);
    expect(fake.customers.get(customerId)?.invoice_settings).toMatchObject({
      default_payment_method: paymentMethodId,
    });
  });

  it('attaches a payment method made in the browser but not yet attached, then makes it the default', async () => {
    const customerId = await driver.createCustomer({ userId: 9, email: 'c@example.com', name: 'C' });
    const paymentMethodId = fake.createPaymentMethod('pm_card_mastercard');
    await driver.setDefaultPaymentMethod(customerId, paymentMethodId);
    expect(fake.paymentMethods.get(paymentMethodId)?.customer).toBe(customerId);
    expect(fake.customers.get(customerId)?.invoice_settings).toMatchObject({
      default_payment_method: paymentMethodId,
    });
  });

  it("refuses another customer's payment method and an unknown one; the default stays", async () => {
    const mine = await customerWith();
    const theirs = await customerWith();
    await driver.setDefaultPaymentMethod(mine.customerId, mine.paymentMethodId);
    await expect(driver.setDefaultPaymentMethod(mine.customerId, theirs.paymentMethodId)).rejects.toThrow(
      PaymentProviderError,
    );
    await expect(driver.setDefaultPaymentMethod(mine.customerId, 'pm_unknown')).rejects.toThrow(
      PaymentProviderError,
    );
    expect(fake.customers.get(mine.customerId)?.invoice_settings).toMatchObject({
      default_payment_method: mine.paymentMethodId,
    });
    expect(fake.paymentMethods.get(theirs.paymentMethodId)?.customer).toBe(theirs.customerId);
  });

  it('writes the billing details to the payment method, the country as its ISO code', async () => {
    const { paymentMethodId } = await customerWith();
    await driver.updateBillingDetails(paymentMethodId, details);
    expect(fake.paymentMethods.get(paymentMethodId)?.billing_details).toMatchObject({
      name: 'Olive Owner',
      email: 'billing@example.com',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
    });
    expect((await driver.getPaymentMethod(paymentMethodId))?.billingDetails).toEqual({
      name: 'Olive Owner',
      email: 'billing@example.com',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
    });
  });

  it('leaves a country Stripe cannot read as it was instead of failing', async () => {
    const { paymentMethodId } = await customerWith();
    await driver.updateBillingDetails(paymentMethodId, {
      ...details,
      address: { ...details.address, country: 'Narnia' },
    });
    const sent = fake.calls.at(-1)?.form.billing_details;
    expect(sent).toMatchObject({ address: { city: 'Austin' } });
    expect(JSON.stringify(sent)).not.toContain('country');
    expect(countryCode(' us ')).toBe('US');
    expect(countryCode('United States of America')).toBe('US');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('Narnia')).toBeNull();
  });
});

describe('Stripe driver: payments', () => {
  it('charges a saved card at once: a confirmed PaymentIntent in usd with our metadata and idempotency key', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_visa');
    fake.calls.length = 0;
    const key = newKey();
    const payment = await driver.createPayment({
      customerId,
      paymentMethodId,
      amount: 19_900,
      description: 'Canvas plan',
      idempotencyKey: key,
      metadata: { subscriptionId: '1' },
      offSession: false,
    });
    expect(payment).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount: 19_900,
      clientSecret: null,
      failureMessage: null,
      metadata: { subscriptionId: '1' },
    });
    const [call] = fake.calls;
    expect(call?.idempotencyKey).toBe(key);
    expect(call?.form).toMatchObject({
      amount: '19900',
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: 'true',
      description: 'Canvas plan',
      metadata: { subscriptionId: '1' },
    });
    expect(call?.form.off_session).toBeUndefined();
  });

  it('a renewal is charged off-session', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_visa');
    fake.calls.length = 0;
    expect((await charge(customerId, paymentMethodId, { offSession: true })).status).toBe('succeeded');
    expect(fake.calls[0]?.form.off_session).toBe('true');
  });

  it("a declined card is a failed payment with Stripe's message, on-session and off-session (never a throw)", async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_chargeDeclined');
    const onSession = await charge(customerId, paymentMethodId);
    expect(onSession).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'failed',
      failureMessage: DECLINED_MESSAGE,
      clientSecret: null,
      amount: 19_900,
    });
    const offSession = await charge(customerId, paymentMethodId, { offSession: true });
    expect(offSession).toMatchObject({ status: 'failed', failureMessage: DECLINED_MESSAGE });
    expect(offSession.id).not.toBe(onSession.id);
    expect((await driver.getPayment(onSession.id))?.status).toBe('failed');
  });

  it('a card that needs 3-D Secure asks for it on-session (client secret) and is declined off-session', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_authenticationRequired');
    const onSession = await charge(customerId, paymentMethodId);
    expect(onSession.status).toBe('requires_action');
    expect(onSession.clientSecret).toMatch(new RegExp(`^${onSession.id}_secret_`));

    fake.authenticatePayment(onSession.id, true);
    expect(await driver.getPayment(onSession.id)).toMatchObject({ status: 'succeeded', clientSecret: null });

    const offSession = await charge(customerId, paymentMethodId, { offSession: true });
    expect(offSession).toMatchObject({ status: 'failed', failureMessage: AUTHENTICATION_REQUIRED_MESSAGE });
  });

  it('a failed 3-D Secure check reads as a failed payment with the reason', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_authenticationRequired');
    const payment = await charge(customerId, paymentMethodId);
    fake.authenticatePayment(payment.id, false);
    expect(await driver.getPayment(payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringContaining('unable to authenticate'),
    });
  });

  it('a US bank debit is processing until it settles', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_usBankAccount');
    const payment = await charge(customerId, paymentMethodId);
    expect(payment.status).toBe('processing');
    fake.settlePayment(payment.id, 'succeeded');
    expect((await driver.getPayment(payment.id))?.status).toBe('succeeded');
  });

  it('a retried charge with the same idempotency key answers the first payment and charges once', async () => {
    const input = await retryableCharge('pm_card_visa', { metadata: { subscriptionId: '5' } });
    const before = fake.paymentIntents.size;
    const first = await driver.createPayment(input);
    const again = await Promise.all([driver.createPayment(input), driver.createPayment(input)]);
    expect(again).toEqual([first, first]);
    expect(fake.paymentIntents.size).toBe(before + 1);
    expect(fake.calls.filter((call) => call.path === '/v1/payment_intents' && call.replayed)).toHaveLength(2);
  });

  it('a retried declined charge answers the same failed payment', async () => {
    const input = await retryableCharge('pm_card_chargeDeclined', { offSession: true });
    const first = await driver.createPayment(input);
    expect(await driver.createPayment(input)).toEqual(first);
    expect(first.status).toBe('failed');
  });

  it('the same idempotency key with another amount is refused, not charged', async () => {
    const input = await retryableCharge('pm_card_visa');
    await driver.createPayment(input);
    const before = fake.paymentIntents.size;
    await expect(driver.createPayment({ ...input, amount: 9_900 })).rejects.toThrow(PaymentProviderError);
    expect(fake.paymentIntents.size).toBe(before);
  });

  it('retrieves a payment by id; an unknown id is null', async () => {
    const { customerId, paymentMethodId } = await customerWith('pm_card_visa');
    const payment = await charge(customerId, paymentMethodId);
    expect(await driver.getPayment(payment.id)).toEqual(payment);
    expect(await driver.getPayment('pi_unknown')).toBeNull();
  });

  it("another customer's payment method is refused with a provider error", async () => {
    const mine = await customerWith();
    const theirs = await customerWith();
    await expect(charge(mine.customerId, theirs.paymentMethodId)).rejects.toThrow(PaymentProviderError);
  });
});

describe('Stripe driver: errors keep secrets', () => {
  it('a wrong secret key is a provider error that quotes no part of the key', async () => {
    const wrongKey = 'sk_test_wrongKeyWithASecretTail9876';
    const wrong = new StripePaymentsDriver({
      secretKey: wrongKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    const error = await wrong.createCustomer({ userId: 1, email: 'x@example.com', name: 'X' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    const shown = `${String(error)} ${JSON.stringify((error as Error).cause)}`;
    expect(shown).not.toContain('sk_test');
    expect(shown).not.toContain('9876');
    expect(fake.calls.at(-1)?.authorized).toBe(false);
  });
});

describe('Stripe driver: webhooks', () => {
  async function succeededEvent() {
    const { customerId, paymentMethodId } = await customerWith('pm_card_visa');
    const payment = await charge(customerId, paymentMethodId);
    const event = fake.findEvent('payment_intent.succeeded', payment.id);
    if (!event) throw new Error('no event');
    return { payment, event };
  }

  it('verifies the signature and reads payment_intent.succeeded as payment.succeeded', async () => {
    const { payment, event } = await succeededEvent();
    const { payload, headers } = fake.signedDelivery(event);
    expect(driver.parseWebhook(Buffer.from(payload), headers['stripe-signature'])).toEqual({
      id: event.id,
      type: 'payment.succeeded',
      payment,
    });
  });

  it('reads payment_failed (with the message) and processing; anything else is other', async () => {
    const declined = await customerWith('pm_card_chargeDeclined');
    const failed = await charge(declined.customerId, declined.paymentMethodId, { offSession: true });
    const failedEvent = fake.findEvent('payment_intent.payment_failed', failed.id);
    const bank = await customerWith('pm_usBankAccount');
    const processing = await charge(bank.customerId, bank.paymentMethodId);
    const processingEvent = fake.findEvent('payment_intent.processing', processing.id);
    const otherEvent = fake.findEvent('setup_intent.succeeded');
    if (!failedEvent || !processingEvent || !otherEvent) throw new Error('missing events');

    const parse = (event: typeof failedEvent) => {
      const { payload, headers } = fake.signedDelivery(event);
      return driver.parseWebhook(Buffer.from(payload), headers['stripe-signature']);
    };
    expect(parse(failedEvent)).toMatchObject({
      type: 'payment.failed',
      payment: { id: failed.id, status: 'failed', failureMessage: DECLINED_MESSAGE },
    });
    expect(parse(processingEvent)).toMatchObject({
      type: 'payment.processing',
      payment: { id: processing.id, status: 'processing' },
    });
    expect(parse(otherEvent)).toEqual({ id: otherEvent.id, type: 'other', payment: null });
  });

  it('refuses a missing, forged, re-signed with another secret, tampered or stale signature', async () => {
    const { event } = await succeededEvent();
    const { payload, headers } = fake.signedDelivery(event);
    const body = Buffer.from(payload);
    const signature = headers['stripe-signature'];
    const nowSeconds = Math.floor(Date.now() / 1000);

    expect(() => driver.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => driver.parseWebhook(body, '')).toThrow(WebhookSignatureError);
    expect(() => driver.parseWebhook(body, `t=${nowSeconds},v1=${'0'.repeat(64)}`)).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      driver.parseWebhook(body, stripeSignatureHeader(payload, 'whsec_someoneElse', nowSeconds)),
    ).toThrow(WebhookSignatureError);
    expect(() => driver.parseWebhook(Buffer.from(payload.replace('succeeded', 'failed')), signature)).toThrow(
      WebhookSignatureError,
    );
    const stale = fake.signedDelivery(event, { timestamp: nowSeconds - 10 * 60 });
    expect(() => driver.parseWebhook(body, stale.headers['stripe-signature'])).toThrow(WebhookSignatureError);
  });

  it('a signed body that is not JSON is refused as a bad delivery, not a crash', () => {
    const payload = 'not json';
    const signature = stripeSignatureHeader(payload, fake.webhookSecret, Math.floor(Date.now() / 1000));
    expect(() => driver.parseWebhook(Buffer.from(payload), signature)).toThrow(WebhookSignatureError);
  });
});
