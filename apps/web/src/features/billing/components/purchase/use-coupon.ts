import { messages } from '@canvas/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { useCheckCoupon } from '../../api/check-coupon';
import { type CouponState, NO_COUPON } from '../../model/coupon-state';

/**
 * The purchase page's coupon (spec 3 §4 "Coupon result", §5): the typed code, and what
 * `POST /api/pay/coupon` said of it. Emptying the field resets it; a change of payment method checks
 * a valid code again (the server may answer differently for a bank transfer).
 */
export function useCoupon(isCreditCard: boolean) {
  const check = useCheckCoupon();
  const [code, setCodeState] = useState('');
  const [state, setState] = useState<CouponState>(NO_COUPON);
  // Failures that are not a refused code (offline): the field says so, the coupon stays unapplied.
  const [trouble, setTrouble] = useState<string | null>(null);
  // Only the latest check counts: a slower earlier answer must not overwrite it.
  const latest = useRef(0);

  const apply = async (raw: string = code, creditCard: boolean = isCreditCard) => {
    const coupon = raw.trim();
    if (coupon === '') return;
    const ticket = ++latest.current;
    setTrouble(null);
    setState({ status: 'checking', code: coupon });
    try {
      const result = await check.mutateAsync({ coupon, isCreditCard: creditCard });
      if (ticket === latest.current) setState({ status: 'valid', code: coupon, coupon: result });
    } catch (error) {
      if (ticket !== latest.current) return;
      if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500) {
        setState({ status: 'invalid', code: coupon });
      } else {
        setState(NO_COUPON);
        setTrouble(isApiError(error) ? error.message : messages.networkError);
      }
    }
  };

  /** Typing a different code (or emptying the field) drops the applied one: what shows is what is sent. */
  const setCode = (value: string) => {
    setCodeState(value);
    if (state.status === 'none' || state.code !== value.trim()) {
      latest.current += 1;
      setState(NO_COUPON);
      setTrouble(null);
    }
  };

  /** The server refused the coupon at checkout ('Invalid Coupon'). */
  const markInvalid = () => {
    latest.current += 1;
    setState((current) => (current.status === 'none' ? current : { status: 'invalid', code: current.code }));
  };

  /** Fills the field and checks it (a preset or promo code). */
  const prefill = (value: string) => {
    setCodeState(value);
    void apply(value);
  };

  // A changed payment method: check the applied code again for it.
  const previousCreditCard = useRef(isCreditCard);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the payment method's change triggers this.
  useEffect(() => {
    if (previousCreditCard.current === isCreditCard) return;
    previousCreditCard.current = isCreditCard;
    if (state.status === 'valid') void apply(state.code, isCreditCard);
  }, [isCreditCard]);

  return { code, setCode, state, trouble, apply, markInvalid, prefill };
}

export type CouponControl = ReturnType<typeof useCoupon>;
