import type { BillingDetails, BillingInterval, CanvasType } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentOrders } from './canvas-team';
import { canvases } from './canvases';
import { users } from './users';

/**
 * Billing (spec 3 "Membership and billing"; decision 029). Our database runs the plans: the
 * subscriptions, their periods, proration, coupons, invoices and renewals. The payment provider
 * (the sandbox, or Stripe) keeps customers' cards and bank accounts and moves the money: every
 * charge is one provider payment, created with an idempotency key. Money is integer cents.
 */

/** The plan catalogue (seeded by migration; admins edit it later). */
export const priceOptions = pgTable(
  'price_options',
  {
    priceId: text('price_id').primaryKey(),
    canvasType: text('canvas_type').$type<CanvasType>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    jobCount: integer('job_count').notNull(),
    /** Cents per period. */
    amount: integer('amount').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('price_options_type_idx').on(table.canvasType, table.active, table.sortOrder)],
);
export type PriceOptionRow = typeof priceOptions.$inferSelect;

/** Coupons (codes stored upper-case): amount off in cents or percent off. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  amountOff: integer('amount_off'),
  percentOff: integer('percent_off'),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CouponRow = typeof coupons.$inferSelect;

/** A user's customer at the provider, their billing details and default payment method. */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  billingDetails: jsonb('billing_details').$type<BillingDetails>(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What we show of a saved payment method (never the number): copied from the provider. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    /** The provider's id (pm_…). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    type: text('type').$type<'card' | 'us_bank_account'>().notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    billingDetails: jsonb('billing_details').$type<BillingDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId)],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** One plan per canvas. Renewals pick those whose period ended (`subscriptions_due_idx`). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceId: text('price_id')
      .notNull()
      .references(() => priceOptions.priceId),
    /** A downgrade waits for the period end. */
    nextPriceId: text('next_price_id').references(() => priceOptions.priceId),
    /** 'incomplete' (first payment pending) | 'active' | 'past_due' | 'canceled' */
    status: text('status').$type<'incomplete' | 'active' | 'past_due' | 'canceled'>().notNull(),
    paymentMethodId: text('payment_method_id'),
    isCreditCard: boolean('is_credit_card').notNull().default(true),
    couponCode: text('coupon_code'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Failed renewal attempts in a row; past due after the first, lapsed after the last. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one plan that is not canceled per canvas.
    uniqueIndex('subscriptions_canvas_live_key').on(table.canvasId).where(sql`${table.status} <> 'canceled'`),
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_due_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} in ('active', 'past_due')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Invoices with readable numbers (CNV-000123); one per charge attempt of a period. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    /**
     * The account charged; null once it is deleted (decision 032): the sales record stays whole,
     * with the customer's name, email and billing details as they were when charged, and only
     * platform admins read it.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    canvasId: integer('canvas_id').references(() => canvases.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    /** 'open' | 'paid' | 'failed' | 'void' */
    status: text('status').$type<'open' | 'paid' | 'failed' | 'void'>().notNull(),
    description: text('description').notNull(),
    canvasName: text('canvas_name').notNull(),
    jobCount: integer('job_count').notNull(),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Card or bank and billing details as they were when charged. */
    paymentSnapshot: jsonb('payment_snapshot').$type<Record<string, unknown>>(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    index('invoices_user_created_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('invoices_provider_payment_key').on(table.providerPaymentId),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * `POST /api/pay/subscribe` attempts by Idempotency-Key: recorded before the provider is called,
 * so a replay answers the stored result and a crash between charging and recording is reconciled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** SHA-256 of the request body: the same key with other details is refused. */
    requestHash: text('request_hash').notNull(),
    /** 'started' | 'done' */
    state: text('state').$type<'started' | 'done'>().notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_started_idx').on(table.updatedAt).where(sql`${table.state} = 'started'`),
  ],
);

/** Provider webhook events already processed: each event id once (replays change nothing). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own state (what Stripe would hold): setup secrets, saved test payment
 * methods and payments. Only the sandbox driver reads and writes these.
 */
export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  secret: text('secret').primaryKey(),
  customerId: text('customer_id').notNull(),
  type: text('type').$type<'card' | 'us_bank_account'>().notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    type: text('type').$type<'card' | 'us_bank_account'>().notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    /** What the test number does when charged: 'succeed' | 'decline' | 'authenticate'. */
    behaviour: text('behaviour').$type<'succeed' | 'decline' | 'authenticate'>().notNull(),
    billingDetails: jsonb('billing_details').$type<Partial<BillingDetails>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payment_methods_customer_idx').on(table.customerId)],
);
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amount: integer('amount').notNull(),
    /** 'succeeded' | 'requires_action' | 'failed' | 'processing' */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('sandbox_payments_client_secret_key').on(table.clientSecret),
  ],
);
