import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SandboxPaymentsDriver } from './sandbox';
import { StripePaymentsDriver } from './stripe';
import type { PaymentsDriver } from './types';

export type { SandboxPaymentMethodInput } from './sandbox';
export { SandboxPaymentsDriver } from './sandbox';
export { StripePaymentsDriver } from './stripe';
export * from './types';

/**
 * The payments provider (decision 029): the embedded sandbox unless Stripe's keys are configured.
 * Drivers keep no state of their own in memory (the sandbox's is in its tables, Stripe's at
 * Stripe), so every part of the app may build its own from the same config.
 */
export function createPaymentsDriver(config: Config, db: Db): PaymentsDriver {
  return config.stripe ? new StripePaymentsDriver(config.stripe) : new SandboxPaymentsDriver(db);
}

/** The sandbox's own calls (saving test numbers, the confirmation step) exist only in sandbox mode. */
export function isSandbox(driver: PaymentsDriver): driver is SandboxPaymentsDriver {
  return driver instanceof SandboxPaymentsDriver;
}
