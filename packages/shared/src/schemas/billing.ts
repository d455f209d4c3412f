import { CANVAS_TYPES, PRODUCT_NAME } from '../constants';
import { messages } from '../messages';
import { z } from '../zod-config';
import { id, idFromText } from './primitives';

/**
 * Membership and billing (spec 3 "Membership and billing", §3 Price option / Payment info /
 * Invoice, §7 every /pay/* call, §9). Money is integer cents everywhere; the server computes every
 * amount. Field names follow the spec (snake_case where it writes them so).
 */

/** Plan families of `GET /api/pay/prices/{type}`: business plans bill every six months, school plans monthly. */
export const PRICE_FAMILIES = ['six_month', 'school'] as const;
export type PriceFamily = (typeof PRICE_FAMILIES)[number];
export const BILLING_INTERVALS = ['six_month', 'month'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/** job_count of the pseudo-option "25+": contact us (spec 3 §3, §9). */
export const CONTACT_JOB_COUNT = 26;
/** Options with job_count under this are purchasable plans on the purchase page; the rest show '4+' Contact For Pricing. */
export const PURCHASABLE_JOB_COUNT_BELOW = 4;
/** Bank transfer pays $10 less than a card (spec 3 §9). */
export const BANK_TRANSFER_DISCOUNT_CENTS = 1000;
/** Invoices per page (spec 3 §9). */
export const INVOICE_PAGE_SIZE = 10;
/** Who issues every invoice (spec 3: "issuer address fixed"): the invoice page and its PDF show the same. */
export const INVOICE_ISSUER = {
  name: `${PRODUCT_NAME} Technologies, Inc.`,
  lines: ['548 Market Street, Suite 36210', 'San Francisco, CA 94104', 'United States'],
  email: 'billing@canvas.example.com',
} as const;

export const priceOptionSchema = z.object({
  price_id: z.string(),
  job_count: z.number().int(),
  /** Cents per billing period. */
  amount: z.number().int(),
  canvas_type: z.enum(CANVAS_TYPES),
  interval: z.enum(BILLING_INTERVALS),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;
export const priceFamilyParams = z.object({ type: z.enum(PRICE_FAMILIES) });
/**
 * `?all=true`: every option of the family. The purchase page buys the school plan with one post
 * (spec 3 §7 filters school to job_count 1); the plan update page picks among all school counts.
 */
export const pricesQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const pricesResultSchema = z.object({ list: z.array(priceOptionSchema) });

/** `GET /api/pay/key`: which provider runs payments and its browser key (null for the sandbox). */
export const payKeyResultSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  key: z.string().nullable(),
});
export type PayKey = z.infer<typeof payKeyResultSchema>;

/** `GET /api/pay/client-sec?isCreditCard=` → a setup secret for saving a card or a US bank account. */
export const clientSecretQuerySchema = z.object({
  isCreditCard: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export const clientSecretResultSchema = z.object({ secret: z.string() });

const billingText = (max: number) => z.string().trim().max(max);
export const billingDetailsSchema = z.object({
  name: billingText(120),
  email: billingText(254),
  address: z.object({
    line1: billingText(200),
    city: billingText(120),
    state: billingText(120),
    country: billingText(80),
    postal_code: billingText(20),
  }),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

/** Payment info (spec 3 §3): the customer's default payment method; null payment_method when none is saved. */
export const paymentInfoSchema = z.object({
  stripeId: z.string().nullable(),
  type: z.enum(['card', 'us_bank_account']).nullable(),
  payment_method: z.string().nullable(),
  billing_details: billingDetailsSchema.nullable(),
  card: cardSummarySchema.nullable(),
  /** US bank accounts: the bank's name and the account's last 4 digits. */
  bank: z.object({ bank_name: z.string(), last4: z.string() }).nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** Billing form rules (spec 3 "Membership and billing"): all required; zip digits with an optional decimal. */
export const billingFormSchema = z.object({
  name: billingText(120).min(1, { message: messages.billingFieldRequired('name') }),
  email: billingText(254).min(1, { message: messages.billingFieldRequired('email') }),
  address: billingText(200).min(1, { message: messages.billingFieldRequired('address') }),
  city: billingText(120).min(1, { message: messages.billingFieldRequired('city') }),
  state: billingText(120).min(1, { message: messages.billingFieldRequired('state') }),
  zip: billingText(20)
    .min(1, { message: messages.billingFieldRequired('zip') })
    .regex(/^\d+(\.\d+)?$/, { message: messages.billingNumberOnly }),
  country: billingText(80).min(1, { message: messages.billingFieldRequired('country') }),
});
export type BillingForm = z.infer<typeof billingFormSchema>;

/** `PUT /api/pay/paymentInfo` {email, payment_method} plus the billing form: saves it as the default method. */
export const updatePaymentInfoSchema = z.object({
  email: billingText(254),
  payment_method: z.string().trim().min(1).max(255),
  billing: billingFormSchema.optional(),
});

/** `POST /api/pay/contact` (the 25+ / 4+ contact form): all required. */
export const payContactSchema = z.object({
  canvasId: id().nullable().optional(),
  firstName: z
    .string()
    .trim()
    .min(1, { message: messages.billingFieldRequired('first name') })
    .max(80),
  lastName: z
    .string()
    .trim()
    .min(1, { message: messages.billingFieldRequired('last name') })
    .max(80),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { message: messages.billingFieldRequired('phone number') })
    .max(30),
  email: z
    .string()
    .trim()
    .min(1, { message: messages.billingFieldRequired('email') })
    .max(254),
});

/** `POST /api/pay/coupon` {coupon, isCreditCard} → amount_off (cents) or percent_off; an unknown code is 422 'Invalid Coupon'. */
export const couponCheckSchema = z.object({
  coupon: z.string().trim().min(1).max(64),
  isCreditCard: z.boolean().default(true),
});
export const couponResultSchema = z.object({
  code: z.string(),
  amount_off: z.number().int().nullable(),
  percent_off: z.number().nullable(),
});
export type CouponResult = z.infer<typeof couponResultSchema>;

/** `POST /api/pay/change-preview` {canvas_id, price_id} → what changing now costs. */
export const changePreviewSchema = z.object({ canvas_id: id(), price_id: z.string().trim().min(1).max(100) });
export const changePreviewResultSchema = z.object({
  /** Cents charged now for the rest of the period (0 when moving down: the new price starts next period). */
  addition_amount: z.number().int(),
  proration_days: z.number().int(),
});
/** `POST /api/pay/change-price` {canvas_id, price_id, is_cancel}. */
export const changePriceSchema = changePreviewSchema.extend({ is_cancel: z.boolean().default(false) });

/** `POST /api/pay/subscribe` (header `Idempotency-Key`, one per attempt). */
export const subscribeSchema = z.object({
  canvas_id: id(),
  price_id: z.string().trim().min(1).max(100),
  hire_a_pro: z.boolean().default(false),
  is_credit_card: z.boolean().default(true),
  email: z.string().trim().max(254).default(''),
  payment_method: z.string().trim().min(1).max(255).optional(),
  coupon: z.string().trim().max(64).optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;
export const SUBSCRIBE_STATUSES = ['succeeded', 'processing', 'requires_action', 'failed'] as const;
export const subscribeResultSchema = z.object({
  status: z.enum(SUBSCRIBE_STATUSES),
  /** requires_action: what the browser confirms (Stripe.js, or the sandbox's confirmation step). */
  client_secret: z.string().nullable(),
  /** failed: the provider's message (e.g. 'Your card was declined.'). */
  message: z.string().nullable(),
  /** Cents charged (after coupon and bank discount). */
  amount: z.number().int(),
  canvas: z.object({ id: z.number().int(), slug: z.string(), status: z.string() }),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** `GET /api/pay/subscriptions`: the caller's plans, one per canvas (the /membership page). */
export const subscriptionSummarySchema = z.object({
  canvas: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), type: z.enum(CANVAS_TYPES) }),
  price: priceOptionSchema,
  status: z.enum(['active', 'past_due', 'canceled', 'incomplete']),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  /** The price the plan moves to at the period end, when a downgrade is scheduled. */
  next_price: priceOptionSchema.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
export const subscriptionsResultSchema = z.object({ list: z.array(subscriptionSummarySchema) });

/** `POST /api/pay/list-invoice` {page, size}. */
export const listInvoicesSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
});
/** Invoice (spec 3 §3). Amounts in cents; dates ISO (the page shows MM/DD/YYYY). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  canvasName: z.string(),
  maxOpp: z.number().int(),
  billingPeriod: z.string(),
  paidDate: z.string().nullable(),
  amount: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  customer_name: z.string(),
  customer_email: z.string(),
  account_name: z.string(),
  payment_intent: z
    .object({
      payment_method: z.object({
        billing_details: billingDetailsSchema.nullable(),
        card: cardSummarySchema.nullable(),
        bank: z.object({ bank_name: z.string(), last4: z.string() }).nullable(),
      }),
    })
    .nullable(),
  lines: z.object({ data: z.array(z.object({ description: z.string(), amount: z.number().int() })) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListResultSchema = z.object({ list: z.array(invoiceSchema), total: z.number().int() });
export const invoiceParams = z.object({ id: idFromText() });

/** The sandbox provider's own calls (what Stripe.js does against Stripe): save a test card or bank account. */
export const sandboxPaymentMethodSchema = z.object({
  /** The setup secret from `GET /api/pay/client-sec`. */
  secret: z.string().trim().min(1).max(200),
  type: z.enum(['card', 'us_bank_account']),
  card: z
    .object({
      number: z.string().trim().max(30),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int().min(2000).max(2100),
      cvc: z
        .string()
        .trim()
        .regex(/^\d{3,4}$/, { message: messages.cardCvcInvalid }),
    })
    .optional(),
  us_bank_account: z
    .object({
      routing_number: z
        .string()
        .trim()
        .regex(/^\d{9}$/, { message: messages.bankRoutingInvalid }),
      account_number: z
        .string()
        .trim()
        .regex(/^\d{4,17}$/, { message: messages.bankAccountInvalid }),
      account_holder_name: z.string().trim().min(1).max(120),
    })
    .optional(),
  billing_details: billingDetailsSchema.partial().optional(),
});
export const sandboxPaymentMethodResultSchema = z.object({ payment_method: z.string() });
/** The sandbox's extra confirmation step (the 3-D Secure stand-in): approve or refuse a payment. */
export const sandboxConfirmSchema = z.object({
  client_secret: z.string().trim().min(1).max(200),
  approve: z.boolean(),
});

/** Documented sandbox test numbers (README "Payments"). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
} as const;
export const SANDBOX_TEST_BANK = {
  routing: '110000000',
  succeeds: '000123456789',
  fails: '000111111116',
} as const;
