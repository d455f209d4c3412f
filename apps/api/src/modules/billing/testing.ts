import { SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helper';
import { createCanvas, type Person, person } from '../canvases/testing';

/** Test helpers of billing: owners of unpaid salons and schools, saved test cards, subscribe calls. */

/** The seeded catalogue's price ids the tests buy. */
export const BUSINESS_1 = 'business_1_six_month';
export const BUSINESS_2 = 'business_2_six_month';
export const BUSINESS_3 = 'business_3_six_month';
export const SCHOOL_1 = 'school_1_month';

export async function orgOwner(t: TestApp, type: 'business' | 'school' = 'business'): Promise<Person> {
  return person(t, { target: type === 'school' ? 'schoolDashboard' : 'businessCanvas' });
}

/** A draft salon (or school) canvas of its own owner: what the payment page buys a plan for. */
export async function orgCanvas(
  t: TestApp,
  type: 'business' | 'school' = 'business',
  name = 'Studio Aurora',
) {
  const owner = await orgOwner(t, type);
  const canvas = await createCanvas(t, owner, {
    type,
    introduction: { name },
    detail: { primaryContactNumber: '5125550100' },
  });
  return { owner, ...canvas };
}

export type CardKind = keyof typeof SANDBOX_TEST_CARDS;

/** Saves a sandbox test card (or bank account) the way the page does, and makes it the default. */
export async function saveMethod(
  t: TestApp,
  who: Person,
  kind: CardKind | 'bank' | 'bankFails' = 'succeeds',
): Promise<string> {
  const isCard = kind !== 'bank' && kind !== 'bankFails';
  const secret = await t.app.inject({
    method: 'GET',
    url: `/api/pay/client-sec?isCreditCard=${isCard}`,
    headers: who.headers,
  });
  expect(secret.statusCode, secret.body).toBe(200);
  const body = isCard
    ? {
        secret: secret.json().secret,
        type: 'card',
        card: { number: SANDBOX_TEST_CARDS[kind], exp_month: 12, exp_year: 2040, cvc: '123' },
      }
    : {
        secret: secret.json().secret,
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: SANDBOX_TEST_BANK.routing,
          account_number: kind === 'bank' ? SANDBOX_TEST_BANK.succeeds : SANDBOX_TEST_BANK.fails,
          account_holder_name: 'Jordan Ellis',
        },
      };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/pay/sandbox/payment-methods',
    headers: who.headers,
    payload: body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const paymentMethod: string = saved.json().payment_method;
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/pay/paymentInfo',
    headers: who.headers,
    payload: { email: who.email, payment_method: paymentMethod, billing: billingForm(who.email) },
  });
  expect(put.statusCode, put.body).toBe(200);
  return paymentMethod;
}

export const billingForm = (email: string) => ({
  name: 'Jordan Ellis',
  email,
  address: '1100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
});

let keyCounter = 0;
/** A fresh Idempotency-Key, as the browser makes one per attempt. */
export const newKey = () => {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}`;
};

export function subscribeCall(
  t: TestApp,
  who: Person | undefined,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/subscribe',
    headers: { ...(who?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}
