import { messages } from '@canvas/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { SandboxPaymentsDriver } from './sandbox';
import { StripePaymentsDriver } from './stripe';
import type { PaymentsDriver, ProviderEvent, ProviderPayment, ProviderPaymentMethod } from './types';

export type { SandboxPaymentMethodInput } from './sandbox';
export { SandboxPaymentsDriver } from './sandbox';
export { StripePaymentsDriver } from './stripe';
export * from './types';

/**
 * The payments provider (decision 029): Stripe when its keys are configured, else the embedded
 * sandbox where it may run (demo mode, or PAYMENTS_SANDBOX=1), else payments are off. Drivers
 * keep no state of their own in memory (the sandbox's is in its tables, Stripe's at Stripe), so
 * every part of the app may build its own from the same config.
 */
export function createPaymentsDriver(config: Config, db: Db): PaymentsDriver {
  if (config.stripe) return new StripePaymentsDriver(config.stripe);
  return config.paymentsSandbox ? new SandboxPaymentsDriver(db) : new PaymentsOffDriver();
}

const paymentsOff = () => new AppError('unavailable', messages.paymentsUnavailable);

/**
 * Production without a provider: every call answers 503, so the purchase page shows the spec's
 * "no payment key" message and nothing is bought with the sandbox's test cards.
 */
export class PaymentsOffDriver implements PaymentsDriver {
  readonly name = 'sandbox' as const;
  publishableKey(): string | null {
    throw paymentsOff();
  }
  createCustomer(): Promise<string> {
    return Promise.reject(paymentsOff());
  }
  createSetupSecret(): Promise<string> {
    return Promise.reject(paymentsOff());
  }
  getPaymentMethod(): Promise<ProviderPaymentMethod | null> {
    return Promise.reject(paymentsOff());
  }
  setDefaultPaymentMethod(): Promise<void> {
    return Promise.reject(paymentsOff());
  }
  updateBillingDetails(): Promise<void> {
    return Promise.reject(paymentsOff());
  }
  createPayment(): Promise<ProviderPayment> {
    return Promise.reject(paymentsOff());
  }
  getPayment(): Promise<ProviderPayment | null> {
    return Promise.resolve(null);
  }
  parseWebhook(): ProviderEvent {
    throw paymentsOff();
  }
}

/** The sandbox's own calls (saving test numbers, the confirmation step) exist only in sandbox mode. */
export function isSandbox(driver: PaymentsDriver): driver is SandboxPaymentsDriver {
  return driver instanceof SandboxPaymentsDriver;
}
