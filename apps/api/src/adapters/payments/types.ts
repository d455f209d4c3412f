import type { BillingDetails } from '@canvas/shared';

/**
 * The payment provider behind billing (decision 029): it keeps customers' cards and US bank
 * accounts and moves money; our database runs the plans (periods, proration, coupons, invoices,
 * renewals). Two drivers: `sandbox` (the embedded default, its state in `sandbox_*` tables) and
 * `stripe` (the stripe SDK; Stripe.js / Elements in the browser). Card numbers never reach our
 * server in Stripe mode; in sandbox mode only the documented test numbers are accepted.
 */
export type ProviderName = 'sandbox' | 'stripe';
export type PaymentMethodType = 'card' | 'us_bank_account';

export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  type: PaymentMethodType;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  bank: { bankName: string; last4: string } | null;
  billingDetails: Partial<BillingDetails> | null;
}

export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  /** requires_action: what the browser confirms. */
  clientSecret: string | null;
  /** failed: the provider's message, safe to show ('Your card was declined.'). */
  failureMessage: string | null;
  metadata: Record<string, string>;
}

/** A provider event, already verified, in our terms. */
export interface ProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.processing' | 'other';
  payment: ProviderPayment | null;
}

export interface PaymentsDriver {
  readonly name: ProviderName;
  /** The browser key (Stripe's publishable key); null for the sandbox. */
  publishableKey(): string | null;
  /** The provider customer of a user, created on first use. */
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  /** A setup secret the browser uses to save a card or bank account to the customer. */
  createSetupSecret(customerId: string, type: PaymentMethodType): Promise<string>;
  getPaymentMethod(id: string): Promise<ProviderPaymentMethod | null>;
  /** Attaches (if needed) and makes it the customer's default. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  updateBillingDetails(paymentMethodId: string, details: BillingDetails): Promise<void>;
  /**
   * Charges a saved payment method. The idempotency key makes a retried call return the first
   * payment instead of charging twice. `offSession`: renewals, nobody is there to confirm.
   */
  createPayment(input: {
    customerId: string;
    paymentMethodId: string;
    amount: number;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    offSession: boolean;
  }): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Verifies a webhook delivery's signature and parses it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class PaymentProviderError extends Error {}
export class WebhookSignatureError extends Error {}
