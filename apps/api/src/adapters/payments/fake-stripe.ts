import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support (never imported by the app): a local stand-in for the part of Stripe's API the
 * Stripe driver calls — customers, SetupIntents, PaymentMethods, PaymentIntents — speaking as
 * Stripe does: form-encoded requests with bracketed keys, Stripe-shaped JSON objects and errors,
 * `Idempotency-Key` replays, the test payment methods (`pm_card_visa` succeeds,
 * `pm_card_chargeDeclined` is declined, `pm_card_authenticationRequired` needs 3-D Secure), the
 * events Stripe would send, and signed webhook deliveries (`Stripe-Signature: t=…,v1=…`).
 * What the browser does with Stripe.js (confirming a SetupIntent, passing 3-D Secure) are methods.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fakeStripeSecretKey000000000000';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fakeStripePublishableKey0000000';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fakeStripeWebhookSigningSecret00000';

/** What a test payment method does when charged. */
type Behaviour = 'succeed' | 'decline' | 'authenticate' | 'bank';

interface TestPaymentMethod {
  type: 'card' | 'us_bank_account';
  behaviour: Behaviour;
  card?: { brand: string; last4: string };
  bank?: { bankName: string; last4: string };
}

/** Stripe's test PaymentMethods (docs.stripe.com/testing), by id. */
export const FAKE_TEST_PAYMENT_METHODS: Record<string, TestPaymentMethod> = {
  pm_card_visa: { type: 'card', behaviour: 'succeed', card: { brand: 'visa', last4: '4242' } },
  pm_card_mastercard: { type: 'card', behaviour: 'succeed', card: { brand: 'mastercard', last4: '4444' } },
  pm_card_chargeDeclined: { type: 'card', behaviour: 'decline', card: { brand: 'visa', last4: '0002' } },
  pm_card_authenticationRequired: {
    type: 'card',
    behaviour: 'authenticate',
    card: { brand: 'visa', last4: '3184' },
  },
  pm_usBankAccount: {
    type: 'us_bank_account',
    behaviour: 'bank',
    bank: { bankName: 'STRIPE TEST BANK', last4: '6789' },
  },
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_REQUIRED_MESSAGE =
  'Your card was declined. This transaction requires authentication.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Json = Record<string, unknown>;
type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface FakeStripeCall {
  method: string;
  path: string;
  form: FormObject;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  authorized: boolean;
  /** The stored answer was sent again (Stripe's `Idempotent-Replayed: true`). */
  replayed: boolean;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string | null;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Json };
}

export interface WebhookDeliveryOptions {
  /** Defaults to the fake's webhook secret. */
  secret?: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
}

/** What `app.inject` needs: the webhook route of the app under test answers it. */
interface Injectable {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): PromiseLike<{ statusCode: number; body: string }>;
}

export interface FakeStripe {
  /** The origin to give the driver as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  calls: FakeStripeCall[];
  customers: Map<string, Json>;
  setupIntents: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** Every event Stripe would have sent, oldest first. */
  events: FakeStripeEvent[];
  /** Stripe.js `confirmCardSetup` / `confirmUsBankAccountSetup`: saves a test method to the intent's customer. */
  confirmSetupIntent(clientSecret: string, testPaymentMethod: keyof typeof FAKE_TEST_PAYMENT_METHODS): string;
  /** Stripe.js `createPaymentMethod`: a saved method attached to nobody yet. */
  createPaymentMethod(testPaymentMethod: keyof typeof FAKE_TEST_PAYMENT_METHODS): string;
  /** The customer passes (or fails) 3-D Secure in the browser for a `requires_action` payment. */
  authenticatePayment(paymentIntentId: string, approve: boolean): Json;
  /** A processing bank debit settles. */
  settlePayment(paymentIntentId: string, outcome: 'succeeded' | 'failed'): Json;
  /** The newest event of this type about this object, if any. */
  findEvent(type: string, objectId?: string): FakeStripeEvent | undefined;
  /** The body and headers Stripe would POST for this event, signed as Stripe signs. */
  signedDelivery(
    event: FakeStripeEvent | string,
    options?: WebhookDeliveryOptions,
  ): { payload: string; headers: Record<string, string> };
  /** POSTs a signed delivery of the event to `/api/pay/webhook` of the app under test. */
  deliverWebhook(
    app: Injectable,
    event: FakeStripeEvent | string,
    options?: WebhookDeliveryOptions,
  ): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

/** `t=…,v1=HMAC-SHA256(secret, "t.payload")`, as Stripe signs its webhook deliveries. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Stripe's form encoding: `metadata[userId]=7`, `allowed_payment_method_types[0]=card`,
 * `billing_details[address][city]=Austin` become nested objects and arrays.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: { [key: string]: FormValue } = root;
    for (const [index, key] of path.entries()) {
      if (index === path.length - 1) {
        node[key] = value;
        break;
      }
      const next = node[key];
      if (typeof next === 'object' && !Array.isArray(next)) {
        node = next;
      } else {
        const child: { [key: string]: FormValue } = {};
        node[key] = child;
        node = child;
      }
    }
  }
  return arraysFromIndexes(root) as FormObject;
}

/** `{0: 'card', 1: 'us_bank_account'}` → `['card', 'us_bank_account']`, all the way down. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key] ?? '')]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] ?? '') : converted;
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const record = (value: FormValue | undefined): FormObject =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: FormValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const stringRecord = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message ?? 'error'));
  }
}

const invalidRequest = (message: string, extra: Json = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  const now = () => Math.floor(Date.now() / 1000);
  /** Per Idempotency-Key: the request it was first used with and the answer given. */
  const idempotent = new Map<
    string,
    { method: string; path: string; body: string; status: number; json: Json }
  >();
  /** Behaviour of saved payment methods (what their test token would do). */
  const behaviours = new Map<string, Behaviour>();
  let currentRequest: { id: string; idempotencyKey: string | null } = { id: '', idempotencyKey: null };

  const fake: FakeStripe = {
    url: '',
    secretKey: FAKE_STRIPE_SECRET_KEY,
    publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    calls: [],
    customers: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    paymentIntents: new Map(),
    events: [],
    confirmSetupIntent(clientSecret, token) {
      const intent = [...fake.setupIntents.values()].find((item) => item.client_secret === clientSecret);
      if (!intent) throw new Error(`no SetupIntent with this client secret`);
      if (intent.status === 'succeeded') throw new Error('SetupIntent already confirmed');
      const template = FAKE_TEST_PAYMENT_METHODS[token];
      if (!template) throw new Error(`unknown test payment method ${token}`);
      const allowed = intent.allowed_payment_method_types as string[];
      if (!allowed.includes(template.type))
        throw new Error(`${template.type} not allowed by this SetupIntent`);
      const method = savePaymentMethod(token, String(intent.customer));
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      emit('setup_intent.succeeded', intent, { id: null, idempotencyKey: null });
      return String(method.id);
    },
    createPaymentMethod(token) {
      return String(savePaymentMethod(token, null).id);
    },
    authenticatePayment(paymentIntentId, approve) {
      const intent = fake.paymentIntents.get(paymentIntentId);
      if (intent?.status !== 'requires_action') throw new Error('no payment waiting for 3-D Secure');
      if (approve) {
        succeed(intent, { id: null, idempotencyKey: null });
      } else {
        fail(intent, 'payment_intent_authentication_failure', AUTHENTICATION_FAILED_MESSAGE, {
          id: null,
          idempotencyKey: null,
        });
      }
      return intent;
    },
    settlePayment(paymentIntentId, outcome) {
      const intent = fake.paymentIntents.get(paymentIntentId);
      if (intent?.status !== 'processing') throw new Error('no processing payment');
      const request = { id: null, idempotencyKey: null };
      if (outcome === 'succeeded') succeed(intent, request);
      else fail(intent, 'payment_method_provider_decline', 'The bank refused this debit.', request);
      return intent;
    },
    findEvent(type, objectId) {
      return fake.events.findLast(
        (event) => event.type === type && (objectId === undefined || event.data.object.id === objectId),
      );
    },
    signedDelivery(event, options = {}) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
      const timestamp = options.timestamp ?? now();
      return {
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignatureHeader(payload, options.secret ?? fake.webhookSecret, timestamp),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      };
    },
    async deliverWebhook(app, event, options) {
      const { payload, headers } = fake.signedDelivery(event, options);
      const response = await app.inject({ method: 'POST', url: '/api/pay/webhook', headers, payload });
      return { statusCode: response.statusCode, body: response.body };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function emit(type: string, object: Json, request: { id: string | null; idempotencyKey: string | null }) {
    fake.events.push({
      id: id('evt'),
      object: 'event',
      api_version: null,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
      // A snapshot: the object as it was when the event happened.
      data: { object: structuredClone(object) },
    });
  }

  function savePaymentMethod(token: string, customer: string | null): Json {
    const template = FAKE_TEST_PAYMENT_METHODS[token];
    if (!template) throw missing('payment_method', token);
    const method: Json = {
      id: id('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: null,
        name: null,
        phone: null,
        tax_id: null,
      },
      created: now(),
      customer,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: template.type,
      ...(template.card
        ? {
            card: {
              brand: template.card.brand,
              checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
              country: 'US',
              display_brand: template.card.brand,
              exp_month: 12,
              exp_year: new Date().getUTCFullYear() + 3,
              funding: 'credit',
              last4: template.card.last4,
            },
          }
        : {}),
      ...(template.bank
        ? {
            us_bank_account: {
              account_holder_type: 'individual',
              account_type: 'checking',
              bank_name: template.bank.bankName,
              financial_connections_account: null,
              fingerprint: randomBytes(8).toString('hex'),
              last4: template.bank.last4,
              networks: { preferred: 'ach', supported: ['ach'] },
              routing_number: '110000000',
            },
          }
        : {}),
    };
    fake.paymentMethods.set(String(method.id), method);
    behaviours.set(String(method.id), template.behaviour);
    return method;
  }

  /** A test token (`pm_card_visa`) reads as a payment method attached to nobody. */
  function readPaymentMethod(methodId: string, param = 'id'): Json {
    const saved = fake.paymentMethods.get(methodId);
    if (saved) return saved;
    if (FAKE_TEST_PAYMENT_METHODS[methodId]) {
      const method = savePaymentMethod(methodId, null);
      fake.paymentMethods.delete(String(method.id));
      return { ...method, id: methodId };
    }
    throw missing('payment_method', methodId, param);
  }

  function readCustomer(customerId: string, param = 'id'): Json {
    const customer = fake.customers.get(customerId);
    if (!customer) throw missing('customer', customerId, param);
    return customer;
  }

  function succeed(intent: Json, request: { id: string | null; idempotencyKey: string | null }) {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: id('ch'),
      next_action: null,
      last_payment_error: null,
    });
    emit('payment_intent.succeeded', intent, request);
  }

  function fail(
    intent: Json,
    code: string,
    message: string,
    request: { id: string | null; idempotencyKey: string | null },
    declineCode?: string,
  ): Json {
    const methodId = String(intent.payment_method);
    const error: Json = {
      type: code === 'payment_intent_authentication_failure' ? 'invalid_request_error' : 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      payment_method: fake.paymentMethods.get(methodId) ?? readPaymentMethod(methodId),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: code === 'authentication_required' ? null : id('ch'),
      next_action: null,
      last_payment_error: error,
    });
    emit('payment_intent.payment_failed', intent, request);
    return error;
  }

  const routes: Array<{
    method: string;
    pattern: RegExp;
    handle: (params: string[], form: FormObject) => Json;
  }> = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_params, form) => {
        const customer: Json = {
          id: id('cus'),
          object: 'customer',
          created: now(),
          email: text(form.email) ?? null,
          name: text(form.name) ?? null,
          description: text(form.description) ?? null,
          invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
          livemode: false,
          metadata: stringRecord(form.metadata),
        };
        fake.customers.set(String(customer.id), customer);
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: ([customerId = '']) => readCustomer(customerId),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: ([customerId = ''], form) => {
        const customer = readCustomer(customerId);
        const settings = record(form.invoice_settings);
        const defaultMethod = text(settings.default_payment_method);
        if (defaultMethod !== undefined) {
          const method = fake.paymentMethods.get(defaultMethod);
          if (!method || method.customer !== customerId) {
            throw invalidRequest(
              `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
              { param: 'invoice_settings[default_payment_method]' },
            );
          }
          customer.invoice_settings = {
            ...(customer.invoice_settings as Json),
            default_payment_method: defaultMethod,
          };
        }
        if (text(form.email) !== undefined) customer.email = text(form.email);
        if (text(form.name) !== undefined) customer.name = text(form.name);
        if (form.metadata)
          customer.metadata = { ...(customer.metadata as Json), ...stringRecord(form.metadata) };
        return customer;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents$/,
      handle: (_params, form) => {
        const customer = text(form.customer);
        if (customer) readCustomer(customer, 'customer');
        const types = list(form.allowed_payment_method_types);
        if (types.length === 0) {
          throw invalidRequest('Missing required param: allowed_payment_method_types.', {
            code: 'parameter_missing',
            param: 'allowed_payment_method_types',
          });
        }
        const intentId = id('seti');
        const intent: Json = {
          id: intentId,
          object: 'setup_intent',
          allowed_payment_method_types: types,
          client_secret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
          created: now(),
          customer: customer ?? null,
          livemode: false,
          metadata: stringRecord(form.metadata),
          next_action: null,
          payment_method: null,
          payment_method_types: types,
          status: 'requires_payment_method',
          usage: text(form.usage) ?? 'off_session',
        };
        fake.setupIntents.set(intentId, intent);
        return intent;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      handle: ([methodId = '']) => readPaymentMethod(methodId),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      handle: ([methodId = ''], form) => {
        const customer = text(form.customer) ?? '';
        readCustomer(customer, 'customer');
        const method = fake.paymentMethods.get(methodId);
        if (!method) throw missing('payment_method', methodId);
        if (method.customer) {
          throw invalidRequest('The payment method you provided has already been attached to a customer.', {
            code: 'payment_method_unexpected_state',
          });
        }
        method.customer = customer;
        emit('payment_method.attached', method, currentRequest);
        return method;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      handle: ([methodId = ''], form) => {
        const method = fake.paymentMethods.get(methodId);
        if (!method) throw missing('payment_method', methodId);
        const details = record(form.billing_details);
        const current = method.billing_details as Json;
        const address = record(details.address);
        const country = text(address.country);
        if (country !== undefined && country !== '' && !/^[A-Z]{2}$/.test(country)) {
          throw invalidRequest(
            `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
            { param: 'billing_details[address][country]' },
          );
        }
        for (const key of ['name', 'email', 'phone'] as const) {
          const value = text(details[key]);
          if (value !== undefined) current[key] = value === '' ? null : value;
        }
        if (details.address !== undefined) {
          const currentAddress = current.address as Json;
          for (const [key, value] of Object.entries(address)) {
            if (typeof value === 'string') currentAddress[key] = value === '' ? null : value;
          }
        }
        return method;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_params, form) => createPaymentIntent(form),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([intentId = '']) => {
        const intent = fake.paymentIntents.get(intentId);
        if (!intent) throw missing('payment_intent', intentId);
        return intent;
      },
    },
  ];

  function createPaymentIntent(form: FormObject): Json {
    const amount = Number(text(form.amount));
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalidRequest('Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const customer = text(form.customer) ?? null;
    if (customer) readCustomer(customer, 'customer');
    const methodId = text(form.payment_method);
    const offSession = text(form.off_session) === 'true';
    const confirm = text(form.confirm) === 'true';
    let method: Json | null = null;
    if (methodId) {
      method = readPaymentMethod(methodId, 'payment_method');
      if (method.customer && method.customer !== customer) {
        throw invalidRequest(
          `The provided PaymentMethod belongs to a different Customer than the one on this PaymentIntent.`,
          { param: 'payment_method' },
        );
      }
      if (!method.customer && !FAKE_TEST_PAYMENT_METHODS[methodId] && customer) {
        throw invalidRequest(
          'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
          { param: 'payment_method' },
        );
      }
    }
    const types = list(form.allowed_payment_method_types);
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      allowed_payment_method_types: types.length > 0 ? types : ['card'],
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: text(form.currency) ?? 'usd',
      customer,
      description: text(form.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: stringRecord(form.metadata),
      next_action: null,
      payment_method: methodId ?? null,
      payment_method_types: types.length > 0 ? types : ['card'],
      processing: null,
      setup_future_usage: null,
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    };
    if (method && !types.includes(String(method.type)) && types.length > 0) {
      throw invalidRequest(
        `The PaymentMethod provided (${String(method.type)}) is not allowed for this PaymentIntent.`,
        { code: 'payment_intent_incompatible_payment_method', param: 'payment_method' },
      );
    }
    fake.paymentIntents.set(intentId, intent);
    emit('payment_intent.created', intent, currentRequest);
    if (!confirm || !methodId) return intent;

    const behaviour = behaviours.get(methodId) ?? FAKE_TEST_PAYMENT_METHODS[methodId]?.behaviour ?? 'succeed';
    if (behaviour === 'succeed') {
      succeed(intent, currentRequest);
    } else if (behaviour === 'bank') {
      Object.assign(intent, { status: 'processing', processing: { type: 'us_bank_account' } });
      emit('payment_intent.processing', intent, currentRequest);
    } else if (behaviour === 'authenticate' && !offSession) {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      emit('payment_intent.requires_action', intent, currentRequest);
    } else {
      // Declines are answered as 402 card errors carrying the PaymentIntent, as Stripe does.
      const [code, message, declineCode] =
        behaviour === 'authenticate'
          ? ['authentication_required', AUTHENTICATION_REQUIRED_MESSAGE, 'authentication_required']
          : ['card_declined', DECLINED_MESSAGE, 'generic_decline'];
      const error = fail(intent, code, message, currentRequest, declineCode);
      throw new StripeFailure(402, { ...error, payment_intent: intent, charge: intent.latest_charge });
    }
    return intent;
  }

  const send = (response: ServerResponse, status: number, json: Json, headers: Record<string, string>) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(json));
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const url = new URL(request.url ?? '/', fake.url);
    const method = request.method ?? 'GET';
    const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const idempotencyKey = headerOf(request, 'idempotency-key');
    const authorized = headerOf(request, 'authorization') === `Bearer ${fake.secretKey}`;
    const call: FakeStripeCall = {
      method,
      path: url.pathname,
      form,
      idempotencyKey,
      stripeVersion: headerOf(request, 'stripe-version'),
      authorized,
      replayed: false,
    };
    fake.calls.push(call);
    const requestId = id('req');
    const headers: Record<string, string> = { 'request-id': requestId };

    if (!authorized) {
      const key = (headerOf(request, 'authorization') ?? '').replace(/^Bearer /, '');
      return send(
        response,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
          },
        },
        headers,
      );
    }

    if (method === 'POST' && idempotencyKey) {
      headers['idempotency-key'] = idempotencyKey;
      const stored = idempotent.get(idempotencyKey);
      if (stored) {
        if (stored.method !== method || stored.path !== url.pathname || stored.body !== body) {
          return send(
            response,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            headers,
          );
        }
        call.replayed = true;
        return send(response, stored.status, stored.json, { ...headers, 'idempotent-replayed': 'true' });
      }
    }

    const route = routes.find((item) => item.method === method && item.pattern.test(url.pathname));
    let status = 200;
    let json: Json;
    currentRequest = { id: requestId, idempotencyKey };
    try {
      if (!route) throw invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}).`);
      json = route.handle(route.pattern.exec(url.pathname)?.slice(1) ?? [], form);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      json = {
        error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` },
      };
    }
    if (method === 'POST' && idempotencyKey && status !== 401 && status !== 429) {
      // What was answered is kept as sent (a snapshot), and sent again for the same key.
      idempotent.set(idempotencyKey, {
        method,
        path: url.pathname,
        body,
        status,
        json: structuredClone(json),
      });
    }
    send(response, status, json, headers);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        handle(request, response, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        send(response, 500, { error: { type: 'api_error', message: String(error) } }, {});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
