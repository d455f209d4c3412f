import { messages, type PayKey, type SubscribeInput, type SubscribeResult } from '@canvas/shared';
import { useRef, useState } from 'react';
import { errorMessage } from '@/components/form-error';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import { useSubscribe } from '../../api/subscribe';
import { PaymentAttempts } from '../../model/payment-attempt';

/** Where a purchase is: paying, waiting for the bank's confirmation, or its outcome. */
export type PurchaseState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  /** The sandbox's stand-in for the bank's 3-D Secure step: the page asks the buyer to confirm. */
  | { phase: 'confirming'; amount: number }
  | { phase: 'failed'; message: string }
  | { phase: 'processing'; result: SubscribeResult }
  | { phase: 'succeeded'; result: SubscribeResult };

interface PurchaseFlowOptions {
  payKey: PayKey | undefined;
  /** 'Invalid Coupon' from the server: the page marks its coupon invalid (spec 3 §8). */
  onInvalidCoupon: () => void;
  onSucceeded: (result: SubscribeResult) => void;
}

/** After a confirmation, how often subscribe is asked again while the provider has not settled yet. */
const REREAD_TRIES = 5;
const REREAD_PAUSE_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure whose outcome is unknown (no answer, a server error): the same attempt may be sent again. */
const outcomeUnknown = (error: unknown): boolean =>
  !isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500;

/**
 * `POST /api/pay/subscribe` for the purchase page, one attempt at a time: a double click sends one
 * request; a retry after no answer reuses the attempt's `Idempotency-Key`; a payment the bank wants
 * confirmed is confirmed (sandbox dialog or Stripe.js), then read back with the same key.
 */
export function usePurchaseFlow({ payKey, onInvalidCoupon, onSucceeded }: PurchaseFlowOptions) {
  const subscribe = useSubscribe();
  const attempts = useRef(new PaymentAttempts());
  const busy = useRef(false);
  const pending = useRef<{ key: string; input: SubscribeInput; clientSecret: string } | null>(null);
  const [state, setState] = useState<PurchaseState>({ phase: 'idle' });

  const fail = (message: string) => setState({ phase: 'failed', message });

  /**
   * Sends the attempt and acts on its answer; `rereads` > 0 when reading back a confirmed payment,
   * `unsettled` what to say if the provider still has not settled it after the last read.
   */
  const send = async (
    key: string,
    input: SubscribeInput,
    rereads = 0,
    unsettled = 'Your bank has not confirmed the payment yet. Please check Membership in a moment.',
  ): Promise<void> => {
    let result: SubscribeResult;
    try {
      result = await subscribe.mutateAsync({ input, idempotencyKey: key });
    } catch (error) {
      if (isApiError(error) && error.message === messages.couponInvalidServer) {
        attempts.current.settle();
        setState({ phase: 'idle' });
        onInvalidCoupon();
        return;
      }
      if (!outcomeUnknown(error)) attempts.current.settle();
      fail(errorMessage(error, messages.paymentFormFailed));
      return;
    }

    switch (result.status) {
      case 'succeeded':
        attempts.current.settle();
        setState({ phase: 'succeeded', result });
        onSucceeded(result);
        return;
      case 'processing':
        attempts.current.settle();
        setState({ phase: 'processing', result });
        return;
      case 'failed':
        attempts.current.settle();
        fail(result.message ?? messages.paymentFormFailed);
        return;
      case 'requires_action':
        if (rereads > 0) {
          // Confirmed, but the provider's news has not reached us yet: ask again shortly.
          if (rereads >= REREAD_TRIES) {
            fail(unsettled);
            return;
          }
          await pause(REREAD_PAUSE_MS);
          return send(key, input, rereads + 1, unsettled);
        }
        if (!result.client_secret) {
          attempts.current.settle();
          fail(messages.paymentFormFailed);
          return;
        }
        await confirm(key, input, result.client_secret, result.amount);
        return;
    }
  };

  const confirm = async (key: string, input: SubscribeInput, clientSecret: string, amount: number) => {
    if (payKey?.provider === 'stripe' && payKey.key) {
      let unsettled: string | undefined;
      try {
        const { confirmStripePayment } = await import('../payment-method/stripe-client');
        await confirmStripePayment(payKey.key, clientSecret);
      } catch (error) {
        // The bank's step failed or was closed: the server still holds the attempt, so its outcome is
        // read all the same; Stripe's message is what to say if it stays unsettled.
        unsettled = error instanceof Error && error.message ? error.message : messages.paymentFormFailed;
      }
      await send(key, input, 1, unsettled);
      return;
    }
    pending.current = { key, input, clientSecret };
    setState({ phase: 'confirming', amount });
  };

  /** Buys the plan; ignored while an attempt is running. */
  const pay = async (input: SubscribeInput) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'paying' });
    try {
      await send(attempts.current.keyFor(input), input);
    } finally {
      busy.current = false;
    }
  };

  /** The sandbox's confirmation dialog answered: approve or refuse, then read the settled result. */
  const answerConfirmation = async (approve: boolean) => {
    const waiting = pending.current;
    if (!waiting || busy.current) return;
    busy.current = true;
    pending.current = null;
    setState({ phase: 'paying' });
    try {
      await confirmSandboxPayment({ client_secret: waiting.clientSecret, approve });
    } catch (error) {
      busy.current = false;
      fail(errorMessage(error, messages.paymentFormFailed));
      return;
    }
    try {
      await send(waiting.key, waiting.input, 1);
    } finally {
      busy.current = false;
    }
  };

  return {
    state,
    pay,
    answerConfirmation,
    isPaying: state.phase === 'paying',
    reset: () => setState({ phase: 'idle' }),
  };
}
