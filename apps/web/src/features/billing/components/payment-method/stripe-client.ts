import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, loaded from js.stripe.com only when the API runs Stripe (this module is imported
 * lazily, and the `pure` entry adds no script until `loadStripe` is called). One instance per key.
 */
const instances = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey);
    // A failed load (offline) may be retried by the next attempt.
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}

/**
 * A payment the bank wants confirmed (3-D Secure): Stripe shows its own dialog. Resolves when the
 * customer is done; the server then reads the outcome (subscribe again with the same key).
 * Rejects with the provider's message when the confirmation failed.
 */
export async function confirmStripePayment(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded.');
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) throw new Error(result.error.message ?? 'The payment was not confirmed.');
}
