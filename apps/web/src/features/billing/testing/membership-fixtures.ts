import type { Invoice, PaymentInfo, PriceOption, SubscriptionSummary } from '@canvas/shared';

/** Billing answers for the membership pages' tests (only tests import this file). */

export function makePrice(jobCount: number, overrides: Partial<PriceOption> = {}): PriceOption {
  return {
    price_id: `business_${jobCount}_six_month`,
    job_count: jobCount,
    amount: jobCount === 26 ? 0 : jobCount * 10000,
    canvas_type: 'business',
    interval: 'six_month',
    ...overrides,
  };
}

export const BUSINESS_PRICES: PriceOption[] = [1, 2, 3, 5, 10, 25, 26].map((count) => makePrice(count));

export const SCHOOL_PRICES: PriceOption[] = [1, 2, 3, 5, 10, 15, 25, 26].map((count) =>
  makePrice(count, {
    price_id: `school_${count}_month`,
    canvas_type: 'school',
    interval: 'month',
    amount: count === 26 ? 0 : count * 4900,
  }),
);

export function makeSubscription(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    canvas: { id: 41, slug: 'gilded-comb', name: 'Gilded Comb Salon', type: 'business' },
    price: makePrice(3),
    status: 'active',
    current_period_start: '2026-01-15T12:00:00.000Z',
    current_period_end: '2026-07-15T12:00:00.000Z',
    cancel_at_period_end: false,
    next_price: null,
    ...overrides,
  };
}

/** Bright Academy's one-post monthly school plan. */
export const makeSchoolSubscription = (): SubscriptionSummary =>
  makeSubscription({
    canvas: { id: 7, slug: 'demo-school', name: 'Bright Academy', type: 'school' },
    price: makePrice(1, {
      price_id: 'school_1_month',
      canvas_type: 'school',
      interval: 'month',
      amount: 4900,
    }),
  });

export function makePaymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    stripeId: 'cus_sandbox_1',
    type: 'card',
    payment_method: 'pm_sandbox_1',
    billing_details: {
      name: 'Jordan Ellis',
      email: 'jordan@example.com',
      address: {
        line1: '12 Main Street',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        postal_code: '78701',
      },
    },
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    bank: null,
    ...overrides,
  };
}

export const NO_PAYMENT_INFO: PaymentInfo = {
  stripeId: null,
  type: null,
  payment_method: null,
  billing_details: null,
  card: null,
  bank: null,
};

export function makeInvoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number: `CNV-${String(id).padStart(6, '0')}`,
    canvasName: 'Gilded Comb Salon',
    maxOpp: 3,
    billingPeriod: '01/15/2026 - 07/15/2026',
    paidDate: '2026-01-15T12:00:00.000Z',
    amount: 30000,
    discount: 6000,
    tax: 0,
    total: 24000,
    status: 'paid',
    customer_name: 'Jordan Ellis',
    customer_email: 'jordan@example.com',
    account_name: 'Gilded Comb Salon',
    payment_intent: {
      payment_method: {
        billing_details: makePaymentInfo().billing_details,
        card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
        bank: null,
      },
    },
    lines: { data: [{ description: 'Business plan: 3 posts, every 6 months', amount: 30000 }] },
    ...overrides,
  };
}
