import type { BillingDetails } from '@canvas/shared';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type PaymentMethodType,
  PaymentProviderError,
  type PaymentsDriver,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentMethod,
  WebhookSignatureError,
} from './types';

/**
 * The Stripe driver (decision 029): customers, SetupIntents for saving cards and US bank
 * accounts with Stripe.js, PaymentIntents for charges (off-session for renewals), verified
 * webhooks. Card numbers never reach us; errors carry Stripe's safe customer-facing text for
 * declines and otherwise a generic sentence — never a key, a secret or card details.
 */

const EVENT_TYPES: Record<string, ProviderEvent['type']> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.processing': 'payment.processing',
};

const NOT_COMPLETED = 'The payment was not completed.';
const CANCELED = 'The payment was canceled.';

export class StripePaymentsDriver implements PaymentsDriver {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const api = new URL(config.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(config.secretKey, {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // Retried POSTs carry the SDK's idempotency keys (or ours), so a retry never charges twice.
      maxNetworkRetries: 2,
      timeout: 30_000,
      telemetry: false,
      appInfo: { name: 'Canvas' },
    });
  }

  publishableKey(): string {
    return this.config.publishableKey;
  }

  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const customer = await this.call('create the customer', () =>
      this.stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: { userId: String(input.userId) },
      }),
    );
    return customer.id;
  }

  async createSetupSecret(customerId: string, type: PaymentMethodType): Promise<string> {
    const intent = await this.call('prepare saving the payment method', () =>
      this.stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: [type],
        usage: 'off_session',
      }),
    );
    if (!intent.client_secret) throw new PaymentProviderError('The payment provider gave no setup secret.');
    return intent.client_secret;
  }

  async getPaymentMethod(id: string): Promise<ProviderPaymentMethod | null> {
    const method = await this.retrieve(() => this.stripe.paymentMethods.retrieve(id));
    return method ? toPaymentMethod(method) : null;
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const method = await this.retrieve(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    if (!method) throw new PaymentProviderError('The payment method was not found.');
    const owner = idOf(method.customer);
    if (owner === null) {
      await this.call('save the payment method', () =>
        this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
      );
    } else if (owner !== customerId) {
      throw new PaymentProviderError('The payment method belongs to another customer.');
    }
    await this.call('make the payment method the default', () =>
      this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      }),
    );
  }

  async updateBillingDetails(paymentMethodId: string, details: BillingDetails): Promise<void> {
    const country = countryCode(details.address.country);
    await this.call('update the billing details', () =>
      this.stripe.paymentMethods.update(paymentMethodId, {
        billing_details: {
          name: details.name,
          email: details.email,
          address: {
            line1: details.address.line1,
            city: details.address.city,
            state: details.address.state,
            postal_code: details.address.postal_code,
            // Stripe takes ISO codes only; a country it cannot read is left as it was.
            ...(country ? { country } : {}),
          },
        },
      }),
    );
  }

  async createPayment(input: Parameters<PaymentsDriver['createPayment']>[0]): Promise<ProviderPayment> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card', 'us_bank_account'],
          confirm: true,
          // Renewals: nobody is there for 3-D Secure, so Stripe declines instead of asking.
          ...(input.offSession ? { off_session: true } : {}),
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    } catch (error) {
      // A declined confirmation is a 402 carrying the PaymentIntent: a failed payment, not an outage.
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent;
        const message = error.message || NOT_COMPLETED;
        if (intent)
          return { ...toPayment(intent), status: 'failed', clientSecret: null, failureMessage: message };
        return {
          id: error.charge ?? error.requestId ?? `declined_${input.idempotencyKey}`,
          status: 'failed',
          amount: input.amount,
          clientSecret: null,
          failureMessage: message,
          metadata: input.metadata,
        };
      }
      throw providerError('charge the payment method', error);
    }
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const intent = await this.retrieve(() => this.stripe.paymentIntents.retrieve(id));
    return intent ? toPayment(intent) : null;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      // Checks the HMAC and that the timestamp is within Stripe's five-minute tolerance.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new WebhookSignatureError('The webhook signature is not valid.');
    }
    const type = EVENT_TYPES[event.type] ?? 'other';
    if (type === 'other') return { id: event.id, type, payment: null };
    return { id: event.id, type, payment: toPayment(event.data.object as Stripe.PaymentIntent) };
  }

  /** A retrieve that answers null for an id Stripe does not know. */
  private async retrieve<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return null;
      }
      throw providerError('read from the payment provider', error);
    }
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(what, error);
    }
  }
}

/**
 * Stripe's own error messages can quote ids and parameters; ours say what failed and keep
 * Stripe's type and code (never a key: an authentication error quotes part of it).
 */
function providerError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const detail = [error.type, error.code].filter(Boolean).join(', ');
    const failure = new PaymentProviderError(`Stripe could not ${what} (${detail}).`);
    failure.cause = {
      type: error.type,
      code: error.code,
      statusCode: error.statusCode,
      requestId: error.requestId,
    };
    return failure;
  }
  return new PaymentProviderError(`Stripe could not ${what}.`);
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const base = {
    id: intent.id,
    amount: intent.amount,
    metadata: { ...intent.metadata },
    clientSecret: null,
    failureMessage: null,
  };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'processing':
      return { ...base, status: 'processing' };
    // Authorised, waiting to be captured or confirmed: money is on its way (we always confirm at once).
    case 'requires_capture':
    case 'requires_confirmation':
      return { ...base, status: 'processing' };
    case 'requires_action':
      return { ...base, status: 'requires_action', clientSecret: intent.client_secret };
    case 'canceled':
      return { ...base, status: 'failed', failureMessage: intent.last_payment_error?.message ?? CANCELED };
    default:
      return {
        ...base,
        status: 'failed',
        failureMessage: intent.last_payment_error?.message ?? NOT_COMPLETED,
      };
  }
}

function toPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod | null {
  const base = {
    id: method.id,
    customerId: idOf(method.customer),
    billingDetails: toBillingDetails(method.billing_details),
  };
  if (method.type === 'card' && method.card) {
    const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
    return { ...base, type: 'card', card: { brand, last4, expMonth, expYear }, bank: null };
  }
  if (method.type === 'us_bank_account' && method.us_bank_account) {
    const { bank_name: bankName, last4 } = method.us_bank_account;
    return {
      ...base,
      type: 'us_bank_account',
      card: null,
      bank: { bankName: bankName ?? '', last4: last4 ?? '' },
    };
  }
  // Only cards and US bank accounts are offered; anything else is not ours to show.
  return null;
}

function toBillingDetails(details: Stripe.PaymentMethod.BillingDetails): Partial<BillingDetails> | null {
  const result: Partial<BillingDetails> = {};
  if (details.name) result.name = details.name;
  if (details.email) result.email = details.email;
  const address = details.address;
  if (address && (address.line1 || address.city || address.state || address.postal_code || address.country)) {
    result.address = {
      line1: address.line1 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      country: address.country ?? '',
      postal_code: address.postal_code ?? '',
    };
  }
  return Object.keys(result).length > 0 ? result : null;
}

const UNITED_STATES = new Set([
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
  'america',
]);

/** The billing form's free-text country as Stripe's two-letter code, when it is one we can read. */
export function countryCode(country: string): string | null {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return UNITED_STATES.has(text.toLowerCase()) ? 'US' : null;
}
