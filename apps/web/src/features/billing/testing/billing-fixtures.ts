import type { Canvas, PaymentInfo, PriceOption, SubscribeResult } from '@canvas/shared';
import { makeSavedCanvas } from '@/testing/canvas-fixtures';

/** Test data for the billing pages: an unpaid salon and school, the plan catalogue, payment info. */

export { NO_PAYMENT_INFO } from './membership-fixtures';

export function makeOrgCanvas(overrides: Partial<Canvas> = {}): Canvas {
  return makeSavedCanvas('Luxe Hair', {
    id: 51,
    slug: 'luxe-hair',
    type: 'business',
    owner: { id: 7, firstName: 'Bea', lastName: 'Owner', avatar: null },
    ...overrides,
  });
}

const businessOption = (jobCount: number, amount: number): PriceOption => ({
  price_id: `business_${jobCount}_six_month`,
  job_count: jobCount,
  amount,
  canvas_type: 'business',
  interval: 'six_month',
});

/** The seeded business catalogue's shape: 1, 2, 3 purchasable; 5 and up, and 26 (25+), contact us. */
export const BUSINESS_PRICES: PriceOption[] = [
  businessOption(1, 29900),
  businessOption(2, 49900),
  businessOption(3, 69900),
  businessOption(5, 99900),
  businessOption(10, 149900),
  businessOption(26, 0),
];

export const SCHOOL_PRICES: PriceOption[] = [
  { price_id: 'school_1_month', job_count: 1, amount: 9900, canvas_type: 'school', interval: 'month' },
];

export const CARD_ON_FILE: PaymentInfo = {
  stripeId: 'cus_1',
  type: 'card',
  payment_method: 'pm_saved',
  billing_details: {
    name: 'Bea Owner',
    email: 'bea@luxe.test',
    address: {
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      postal_code: '78701',
    },
  },
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  bank: null,
};

export function subscribeResult(overrides: Partial<SubscribeResult> = {}): SubscribeResult {
  return {
    status: 'succeeded',
    client_secret: null,
    message: null,
    amount: 29900,
    canvas: { id: 51, slug: 'luxe-hair', status: 'public' },
    ...overrides,
  };
}
