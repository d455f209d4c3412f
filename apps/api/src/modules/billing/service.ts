import {
  type BillingDetails,
  type BillingForm,
  type CouponResult,
  finalPrice,
  type Invoice,
  messages,
  type PaymentInfo,
  type PriceFamily,
  type PriceOption,
  type SubscribeResult,
  type SubscriptionSummary,
  type subscribeSchema,
  type z,
} from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import {
  isSandbox,
  type PaymentsDriver,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type SandboxPaymentMethodInput,
} from '../../adapters/payments';
import type { Db } from '../../db/client';
import type { PriceOptionRow, SubscriptionRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countUse } from '../../lib/throttle';
import { type PlanCanvas, planCanvas, publishPaidCanvas } from '../canvases/plan';
import { readerOf } from '../canvases/service';
import { findUserById } from '../users/service';
import { planContactEmail } from './contact-email';
import { beginAttempt, requestHash, requireIdempotencyKey } from './idempotency';
import { isFullDetails, paymentSnapshot, planInvoiceLines, planLabel } from './labels';
import { addInterval, couponUnusable, needsContact, planChangeKind, prorate, usDate } from './pricing';
import {
  deleteIdempotencyKey,
  deleteWebhookEvent,
  findBillingCustomer,
  findCoupon,
  findIdempotencyKey,
  findInvoice,
  findInvoiceByPayment,
  findInvoiceOfOrder,
  findLiveSubscription,
  findOrdersOf,
  findPaymentMethodCopy,
  findPaymentOrder,
  findPriceOption,
  findSubscription,
  findSucceededOrderOf,
  type IdempotencyRow,
  type InvoiceRecord,
  insertBillingCustomer,
  insertInvoice,
  insertPaymentOrder,
  insertSubscription,
  listInvoicesOf,
  listLiveSubscriptionsOf,
  listPriceOptions,
  listStaleAttempts,
  lockPaymentOrder,
  recordWebhookEvent,
  redeemCoupon,
  replaceBillingCustomer,
  setPaymentMethodOfLivePlans,
  updateBillingCustomer,
  updateIdempotencyKey,
  updateInvoice,
  updatePaymentOrder,
  updateSubscription,
  upsertPaymentMethodCopy,
} from './queries';

/**
 * Billing (spec 3 "Membership and billing", §7 /pay/*; decision 029). Our database runs the plans:
 * subscriptions and their periods, proration, coupons, invoices; the provider (`deps.driver`:
 * the sandbox or Stripe) keeps the cards and bank accounts and moves the money, one idempotent
 * payment per charge. Only a canvas's owner (or a platform admin) may buy, change or read its
 * plan; the plan is the owner's, whoever of the two asks.
 */

export interface BillingLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BillingDeps {
  db: Db;
  driver: PaymentsDriver;
  /** Queued (decision 028). */
  email: EmailSender;
  supportEmail: string;
  publicUrl: string;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: BillingLog;
}

const clock = (deps: Pick<BillingDeps, 'now'>) => deps.now?.() ?? new Date();

/** Plan-contact messages one account may send an hour. */
export const PLAN_CONTACTS_PER_HOUR = 5;
/** Coupon look-ups one account may make an hour: enough to fix typos, too few to guess codes. */
export const COUPON_CHECKS_PER_HOUR = 60;

// ---- Reading the catalogue and the canvas -------------------------------------------------

export function toPriceOption(row: PriceOptionRow): PriceOption {
  return {
    price_id: row.priceId,
    job_count: row.jobCount,
    amount: row.amount,
    canvas_type: row.canvasType,
    interval: row.interval,
  };
}

/**
 * `GET /api/pay/prices/{type}`: business plans (six_month), or the school plan with one post (spec
 * 3 §7); `all` gives every school option too (the plan update page).
 */
export async function listPrices(
  db: Db,
  family: PriceFamily,
  options: { all?: boolean } = {},
): Promise<{ list: PriceOption[] }> {
  const rows =
    family === 'six_month'
      ? await listPriceOptions(db, 'business')
      : await listPriceOptions(db, 'school', options.all ? undefined : 1);
  return { list: rows.map(toPriceOption) };
}

const priceNotForCanvas = () => new AppError('validation', messages.priceNotForCanvas, { field: 'price_id' });

/**
 * The canvas whose plan the caller may buy, change or read: its owner or an admin. Someone who
 * cannot see it gets the same 404 as for a missing canvas; someone who can (a public page, its
 * staff) gets 403.
 */
async function ownPlanCanvas(db: Db, user: UserRow, canvasId: number): Promise<PlanCanvas> {
  const reader = readerOf(user);
  const canvas = await planCanvas(db, canvasId);
  const canSee = canvas && (reader.isAdmin || canvas.ownerId === user.id || canvas.status === 'public');
  if (!canvas || !canSee) throw new AppError('notFound', messages.canvasNotFound);
  if (!reader.isAdmin && canvas.ownerId !== user.id) throw new AppError('forbidden');
  return canvas;
}

/** The plan's payer: the canvas owner (an admin acting on it charges the owner's method). */
async function ownerOf(db: Db, user: UserRow, canvas: PlanCanvas): Promise<UserRow> {
  if (canvas.ownerId === user.id) return user;
  const owner = await findUserById(db, canvas.ownerId);
  if (!owner) throw new AppError('notFound', messages.canvasNotFound);
  return owner;
}

// ---- Customers and payment methods ---------------------------------------------------------

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The user's customer at the current provider, created on first use (or after switching providers). */
export async function ensureCustomer(deps: Pick<BillingDeps, 'db' | 'driver'>, user: UserRow) {
  const existing = await findBillingCustomer(deps.db, user.id);
  if (existing?.provider === deps.driver.name) return existing;
  const providerCustomerId = await deps.driver.createCustomer({
    userId: user.id,
    email: user.email,
    name: fullName(user),
  });
  if (existing) {
    await replaceBillingCustomer(deps.db, user.id, { provider: deps.driver.name, providerCustomerId });
    const replaced = await findBillingCustomer(deps.db, user.id);
    if (replaced) return replaced;
  }
  const created = await insertBillingCustomer(deps.db, {
    userId: user.id,
    provider: deps.driver.name,
    providerCustomerId,
  });
  if (!created) throw new Error('billing customer not recorded');
  return created;
}

/** `GET /api/pay/key`: which provider runs payments and the browser's key for it. */
export function payKey(driver: PaymentsDriver) {
  return { provider: driver.name, key: driver.publishableKey() };
}

/** `GET /api/pay/client-sec`: a one-time secret for saving a card (or a US bank account) to the caller. */
export async function createClientSecret(
  deps: Pick<BillingDeps, 'db' | 'driver'>,
  user: UserRow,
  isCreditCard: boolean,
): Promise<{ secret: string }> {
  const customer = await ensureCustomer(deps, user);
  const secret = await deps.driver.createSetupSecret(
    customer.providerCustomerId,
    isCreditCard ? 'card' : 'us_bank_account',
  );
  return { secret };
}

const emptyPaymentInfo = (stripeId: string | null): PaymentInfo => ({
  stripeId,
  type: null,
  payment_method: null,
  billing_details: null,
  card: null,
  bank: null,
});

/** `GET /api/pay/paymentInfo`: the caller's default payment method (our copy) and billing details. */
export async function getPaymentInfo(
  deps: Pick<BillingDeps, 'db' | 'driver'>,
  user: UserRow,
): Promise<PaymentInfo> {
  const customer = await findBillingCustomer(deps.db, user.id);
  if (customer?.provider !== deps.driver.name) return emptyPaymentInfo(null);
  const method = customer.defaultPaymentMethodId
    ? await findPaymentMethodCopy(deps.db, customer.defaultPaymentMethodId)
    : undefined;
  if (!method)
    return { ...emptyPaymentInfo(customer.providerCustomerId), billing_details: customer.billingDetails };
  return {
    stripeId: customer.providerCustomerId,
    type: method.type,
    payment_method: method.id,
    billing_details: customer.billingDetails ?? method.billingDetails ?? null,
    card:
      method.type === 'card'
        ? {
            brand: method.brand ?? 'card',
            last4: method.last4,
            exp_month: method.expMonth ?? 0,
            exp_year: method.expYear ?? 0,
          }
        : null,
    bank:
      method.type === 'us_bank_account'
        ? { bank_name: method.bankName ?? 'Bank', last4: method.last4 }
        : null,
  };
}

export function billingDetailsOf(form: BillingForm): BillingDetails {
  return {
    name: form.name,
    email: form.email,
    address: {
      line1: form.address,
      city: form.city,
      state: form.state,
      country: form.country,
      postal_code: form.zip,
    },
  };
}

const paymentMethodNotFound = () =>
  new AppError('notFound', messages.paymentMethodRequired, { field: 'payment_method' });

/** A payment method of the customer at the provider; anything else (unknown, someone else's) is 404. */
async function customersMethod(
  driver: PaymentsDriver,
  customerId: string,
  id: string,
): Promise<ProviderPaymentMethod> {
  const method = await driver.getPaymentMethod(id);
  if (method?.customerId !== customerId) throw paymentMethodNotFound();
  return method;
}

/**
 * `PUT /api/pay/paymentInfo`: makes a payment method the caller saved at the provider their
 * default (and the one their running plans renew with), with the billing form as its details.
 */
export async function updatePaymentInfo(
  deps: Pick<BillingDeps, 'db' | 'driver'>,
  user: UserRow,
  input: { email: string; payment_method: string; billing?: BillingForm | undefined },
): Promise<PaymentInfo> {
  const customer = await ensureCustomer(deps, user);
  const method = await customersMethod(deps.driver, customer.providerCustomerId, input.payment_method);
  const details = input.billing ? billingDetailsOf(input.billing) : null;
  await deps.driver.setDefaultPaymentMethod(customer.providerCustomerId, method.id);
  if (details) await deps.driver.updateBillingDetails(method.id, details);
  await deps.db.transaction(async (tx) => {
    await upsertPaymentMethodCopy(tx, {
      id: method.id,
      userId: user.id,
      provider: deps.driver.name,
      type: method.type,
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? method.bank?.last4 ?? '',
      expMonth: method.card?.expMonth ?? null,
      expYear: method.card?.expYear ?? null,
      bankName: method.bank?.bankName ?? null,
      billingDetails: details ?? (isFullDetails(method.billingDetails) ? method.billingDetails : null),
    });
    await updateBillingCustomer(tx, user.id, {
      defaultPaymentMethodId: method.id,
      ...(details ? { billingDetails: details } : {}),
    });
    await setPaymentMethodOfLivePlans(tx, user.id, method.id, method.type === 'card');
  });
  return getPaymentInfo(deps, user);
}

/** `POST /api/pay/sandbox/payment-methods`: saves a test card or bank account (sandbox mode only). */
export async function saveSandboxPaymentMethod(
  deps: Pick<BillingDeps, 'db' | 'driver'>,
  user: UserRow,
  input: SandboxPaymentMethodInput,
): Promise<{ payment_method: string }> {
  const { driver } = deps;
  if (!isSandbox(driver)) throw new AppError('notFound');
  const customer = await findBillingCustomer(deps.db, user.id);
  // A secret is only ever made for its customer (GET /api/pay/client-sec): without one, none is valid.
  if (customer?.provider !== driver.name) {
    throw new AppError('validation', messages.paymentFormFailed, { field: 'secret' });
  }
  const method = await driver.savePaymentMethod(customer.providerCustomerId, input);
  return { payment_method: method.id };
}

/**
 * `POST /api/pay/sandbox/confirm`: the sandbox's stand-in for the bank's confirmation step. Only
 * the payer may confirm; the payment settles and is handled as the webhook path would handle it.
 */
export async function confirmSandboxPayment(
  deps: BillingDeps,
  user: UserRow,
  input: { client_secret: string; approve: boolean },
): Promise<void> {
  const { driver } = deps;
  if (!isSandbox(driver)) throw new AppError('notFound');
  const customer = await findBillingCustomer(deps.db, user.id);
  const payment =
    customer?.provider === driver.name
      ? await driver.confirmPayment(customer.providerCustomerId, input.client_secret, input.approve)
      : null;
  if (!payment) throw new AppError('notFound');
  await handleProviderEvent(deps, {
    id: `evt_sandbox_${payment.id}`,
    type: payment.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    payment,
  });
}

// ---- Contact and coupons ----------------------------------------------------------------------

/** `POST /api/pay/contact`: the 4+ / 25+ plans are arranged by the team; support gets the request by email. */
export async function sendPlanContact(
  deps: BillingDeps,
  user: UserRow,
  input: {
    canvasId?: number | null | undefined;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    email: string;
  },
): Promise<void> {
  const canvas = input.canvasId ? await ownPlanCanvas(deps.db, user, input.canvasId) : null;
  const use = await countUse(deps.db, `pay-contact:user:${user.id}`, PLAN_CONTACTS_PER_HOUR, 60);
  if (!use.allowed) {
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
  }
  await deps.email.send(
    planContactEmail({
      to: deps.supportEmail,
      account: { id: user.id, email: user.email, name: fullName(user) },
      canvas: canvas
        ? { name: canvas.name, url: `${deps.publicUrl}/canvas/${canvas.slug}`, type: canvas.type }
        : null,
      contact: input,
    }),
  );
}

const couponInvalid = () => new AppError('validation', messages.couponInvalidServer, { field: 'coupon' });

/** A coupon that may be used now; 'Invalid Coupon' for unknown, inactive, expired or used-up codes. */
async function usableCoupon(deps: Pick<BillingDeps, 'db' | 'now'>, code: string): Promise<CouponResult> {
  const row = await findCoupon(deps.db, code.trim());
  if (!row || couponUnusable(row, clock(deps))) throw couponInvalid();
  return { code: row.code, amount_off: row.amountOff, percent_off: row.percentOff };
}

/** `POST /api/pay/coupon`: what a code takes off (amount_off in cents, or percent_off). */
export async function checkCoupon(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  user: UserRow,
  input: { coupon: string },
): Promise<CouponResult> {
  const use = await countUse(deps.db, `pay-coupon:user:${user.id}`, COUPON_CHECKS_PER_HOUR, 60);
  if (!use.allowed)
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
  return usableCoupon(deps, input.coupon);
}

// ---- Subscribe: idempotent and atomic ----------------------------------------------------------

type SubscribeInput = z.output<typeof subscribeSchema>;

/** What one charge asks the provider: kept with the attempt so the reconcile can ask again. */
interface PaymentCall {
  customerId: string;
  paymentMethodId: string;
  amount: number;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  offSession: boolean;
}

/** `idempotency_keys.response` of a subscribe attempt. */
interface AttemptRecord {
  orderId?: number;
  payment?: PaymentCall;
  result?: SubscribeResult;
}

const SUBSCRIBE = 'subscribe';

/** The provider's idempotency key of an attempt's charge: derived, so a retry asks for the same one. */
const chargeKey = (userId: number, key: string) => `subscribe:${userId}:${key}`;

/**
 * `POST /api/pay/subscribe` (header Idempotency-Key). The attempt is recorded first; then, in one
 * transaction, the plan (incomplete), its payment order (pending) and an open invoice; then one
 * charge with a key derived from the attempt's; then the outcome is settled in one transaction
 * (`settleOrder`). The same key answers the same attempt (its current state: a payment confirmed
 * since reads as succeeded), another body under it is refused, and an attempt a crash left
 * half-done is finished by `reconcileAttempts`.
 */
export async function subscribe(
  deps: BillingDeps,
  user: UserRow,
  header: string | string[] | undefined,
  input: SubscribeInput,
): Promise<SubscribeResult> {
  const key = requireIdempotencyKey(header);
  const attempt = await beginAttempt(deps.db, {
    userId: user.id,
    key,
    operation: SUBSCRIBE,
    requestHash: requestHash(input),
  });
  if (!attempt.fresh) return replayAttempt(deps, attempt.row);
  let recorded = false;
  try {
    const { orderId, call } = await recordSubscribeAttempt(deps, user, key, input);
    recorded = true;
    const payment = call ? await deps.driver.createPayment(call) : null;
    return await finishAttempt(deps, user.id, key, orderId, payment);
  } catch (error) {
    // Refused before anything was recorded: the key is let go, so fixing the input and sending
    // again (even with the same key) is a new attempt. Once recorded, the reconcile owns it.
    if (!recorded) await deleteIdempotencyKey(deps.db, user.id, key);
    throw error;
  }
}

async function recordSubscribeAttempt(
  deps: BillingDeps,
  user: UserRow,
  key: string,
  input: SubscribeInput,
): Promise<{ orderId: number; call: PaymentCall | null }> {
  const { db, driver } = deps;
  const canvas = await ownPlanCanvas(db, user, input.canvas_id);
  const price = await findPriceOption(db, input.price_id);
  if (!price?.active || price.canvasType !== canvas.type) throw priceNotForCanvas();
  if (needsContact(price)) throw new AppError('validation', messages.planNeedsContact, { field: 'price_id' });
  const live = await findLiveSubscription(db, canvas.id);
  if (live && live.status !== 'incomplete') throw new AppError('conflict', messages.alreadySubscribed);

  const coupon = input.coupon?.trim() ? await usableCoupon(deps, input.coupon) : null;
  const owner = await ownerOf(db, user, canvas);
  const customer = await ensureCustomer(deps, owner);
  const methodId = input.payment_method ?? customer.defaultPaymentMethodId;
  if (!methodId)
    throw new AppError('validation', messages.paymentMethodRequired, { field: 'payment_method' });
  const method = await customersMethod(driver, customer.providerCustomerId, methodId);
  // The discount follows the method actually charged, not what the page said.
  const isCreditCard = method.type === 'card';
  const total = finalPrice(price.amount, { coupon, isCreditCard });
  // Only once this attempt is known to be valid does it replace one left waiting.
  if (live) await clearAbandonedAttempt(deps, live);
  const now = clock(deps);
  const periodEnd = addInterval(now, price.interval);

  return db.transaction(async (tx) => {
    const subscription = await insertSubscription(tx, {
      canvasId: canvas.id,
      userId: owner.id,
      priceId: price.priceId,
      status: 'incomplete',
      paymentMethodId: method.id,
      isCreditCard,
      couponCode: coupon?.code ?? null,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
    });
    if (!subscription) throw new AppError('conflict', messages.alreadySubscribed);
    const order = await insertPaymentOrder(tx, {
      canvasId: canvas.id,
      userId: owner.id,
      status: 'pending',
      priceId: price.priceId,
      amount: price.amount,
      jobCount: price.jobCount,
      subscriptionId: subscription.id,
    });
    const lines = planInvoiceLines(canvas.name, price, total);
    const { description } = lines;
    const invoice = await insertInvoice(tx, {
      userId: owner.id,
      canvasId: canvas.id,
      subscriptionId: subscription.id,
      paymentOrderId: order.id,
      status: 'open',
      ...lines,
      periodStart: now,
      periodEnd,
      customerName: fullName(owner),
      customerEmail: owner.email,
    });
    const call: PaymentCall | null =
      total > 0
        ? {
            customerId: customer.providerCustomerId,
            paymentMethodId: method.id,
            amount: total,
            description,
            idempotencyKey: chargeKey(user.id, key),
            metadata: {
              kind: SUBSCRIBE,
              orderId: String(order.id),
              invoiceId: String(invoice.id),
              subscriptionId: String(subscription.id),
              canvasId: String(canvas.id),
            },
            offSession: false,
          }
        : null;
    const record: AttemptRecord = { orderId: order.id, ...(call ? { payment: call } : {}) };
    await updateIdempotencyKey(tx, user.id, key, { response: { ...record } });
    return { orderId: order.id, call };
  });
}

/**
 * A live plan refuses a second purchase. One still waiting for its first payment's confirmation
 * (the payer walked away from it) gives way to the new attempt: it is canceled, its invoice void.
 */
async function clearAbandonedAttempt(deps: BillingDeps, live: SubscriptionRow): Promise<void> {
  if (live.status !== 'incomplete') throw new AppError('conflict', messages.alreadySubscribed);
  const pendingOrder = await findPendingOrderOf(deps, live.id);
  const invoice = pendingOrder ? await findInvoiceOfOrder(deps.db, pendingOrder.id) : undefined;
  const payment = invoice?.providerPaymentId ? await deps.driver.getPayment(invoice.providerPaymentId) : null;
  // Without a payment waiting for confirmation the other attempt is in flight (or being reconciled).
  if (!pendingOrder || !invoice || payment?.status !== 'requires_action') {
    throw new AppError('conflict', messages.alreadySubscribed);
  }
  await deps.db.transaction(async (tx) => {
    const order = await lockPaymentOrder(tx, pendingOrder.id);
    if (order?.status !== 'pending') throw new AppError('conflict', messages.alreadySubscribed);
    await updatePaymentOrder(tx, order.id, { status: 'canceled' });
    await updateInvoice(tx, invoice.id, { status: 'void' });
    await updateSubscription(tx, live.id, { status: 'canceled' });
  });
  // The sandbox withdraws the payment, as Stripe's cancel of a PaymentIntent would, so the old
  // confirmation can no longer take money for nothing.
  if (isSandbox(deps.driver) && invoice.providerPaymentId)
    await deps.driver.cancelPayment(invoice.providerPaymentId);
}

/** The plan's first order while its payment is still pending. */
async function findPendingOrderOf(deps: BillingDeps, subscriptionId: number) {
  const [first] = await findOrdersOf(deps.db, subscriptionId);
  return first?.status === 'pending' ? first : undefined;
}

/** Settles the charge's outcome and stores the answer under the key. */
async function finishAttempt(
  deps: BillingDeps,
  userId: number,
  key: string,
  orderId: number,
  payment: ProviderPayment | null,
): Promise<SubscribeResult> {
  await settleOrder(deps, orderId, payment ?? 'free');
  const result = await currentResult(deps, orderId, payment);
  const row = await findIdempotencyKey(deps.db, userId, key);
  const record = (row?.response ?? {}) as AttemptRecord;
  await updateIdempotencyKey(deps.db, userId, key, { state: 'done', response: { ...record, result } });
  return result;
}

/** A replayed key: a final answer as stored, a pending one as it stands now (it may have settled since). */
async function replayAttempt(deps: BillingDeps, row: IdempotencyRow): Promise<SubscribeResult> {
  const record = (row.response ?? {}) as AttemptRecord;
  const stored = record.result;
  if (stored && (stored.status === 'succeeded' || stored.status === 'failed')) return stored;
  if (record.orderId) return currentResult(deps, record.orderId, null);
  if (stored) return stored;
  throw new AppError('conflict', messages.tooManyRequests);
}

/** The attempt's answer from its order: settled, or what the provider says it waits for. */
async function currentResult(
  deps: BillingDeps,
  orderId: number,
  payment: ProviderPayment | null,
): Promise<SubscribeResult> {
  const order = await findPaymentOrder(deps.db, orderId);
  const invoice = order ? await findInvoiceOfOrder(deps.db, order.id) : undefined;
  const canvas = order ? await planCanvas(deps.db, order.canvasId) : undefined;
  if (!order || !invoice) throw new AppError('notFound');
  const canvasState = canvas
    ? { id: canvas.id, slug: canvas.slug, status: canvas.status }
    : { id: order.canvasId, slug: '', status: 'deleted' };
  const base = { amount: invoice.total, canvas: canvasState, client_secret: null, message: null };
  if (order.status === 'succeeded') return { ...base, status: 'succeeded' };
  const known =
    payment?.id && payment.id === invoice.providerPaymentId
      ? payment
      : invoice.providerPaymentId
        ? await deps.driver.getPayment(invoice.providerPaymentId)
        : null;
  if (order.status === 'failed' || order.status === 'canceled') {
    return { ...base, status: 'failed', message: known?.failureMessage ?? messages.paymentFormFailed };
  }
  if (known?.status === 'requires_action') {
    return { ...base, status: 'requires_action', client_secret: known.clientSecret };
  }
  return { ...base, status: 'processing' };
}

// ---- Settling a payment (the subscribe call, the reconcile, provider events) --------------------

/**
 * Records a charge's outcome on a pending first-payment order, in one transaction: succeeded →
 * invoice paid, plan active from now for one period, order succeeded (the canvas's `payorder`
 * and quota), coupon redeemed, canvas published; failed → order and invoice failed, plan
 * canceled; still waiting → the invoice learns the payment's id. An order no longer pending was
 * settled already (a replay, the event, the reconcile): nothing changes.
 */
export async function settleOrder(
  deps: BillingDeps,
  orderId: number,
  payment: ProviderPayment | 'free',
): Promise<void> {
  const initial = await findPaymentOrder(deps.db, orderId);
  if (initial?.status !== 'pending') return;
  const subscription = initial.subscriptionId
    ? await findSubscription(deps.db, initial.subscriptionId)
    : undefined;
  const succeeded = payment === 'free' || payment.status === 'succeeded';
  const method =
    succeeded && subscription?.paymentMethodId
      ? await deps.driver.getPaymentMethod(subscription.paymentMethodId).catch(() => null)
      : null;
  await deps.db.transaction((tx) => settleOrderIn(tx, deps, orderId, payment, method));
}

async function settleOrderIn(
  tx: Db,
  deps: BillingDeps,
  orderId: number,
  payment: ProviderPayment | 'free',
  method: ProviderPaymentMethod | null,
): Promise<void> {
  const order = await lockPaymentOrder(tx, orderId);
  if (order?.status !== 'pending') return;
  const invoice = await findInvoiceOfOrder(tx, order.id);
  const subscription = order.subscriptionId
    ? await findSubscription(tx, order.subscriptionId, { lock: true })
    : undefined;
  if (!invoice || !subscription) return;
  const paymentId = payment === 'free' ? null : payment.id;
  const status = payment === 'free' ? 'succeeded' : payment.status;
  if (status === 'succeeded') {
    const price = await findPriceOption(tx, subscription.priceId);
    const now = clock(deps);
    const periodEnd = addInterval(now, price?.interval ?? 'month');
    await updateInvoice(tx, invoice.id, {
      status: 'paid',
      paidAt: now,
      providerPaymentId: paymentId,
      paymentSnapshot: paymentSnapshot(method),
      periodStart: now,
      periodEnd,
    });
    await updateSubscription(tx, subscription.id, {
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      failedAttempts: 0,
      nextAttemptAt: null,
    });
    await updatePaymentOrder(tx, order.id, { status: 'succeeded' });
    if (subscription.couponCode) await redeemCoupon(tx, subscription.couponCode);
    await publishPaidCanvas(tx, order.canvasId);
    return;
  }
  if (status === 'failed') {
    await updateInvoice(tx, invoice.id, { status: 'failed', providerPaymentId: paymentId });
    await updatePaymentOrder(tx, order.id, { status: 'failed' });
    await updateSubscription(tx, subscription.id, { status: 'canceled' });
    return;
  }
  await updateInvoice(tx, invoice.id, { providerPaymentId: paymentId });
}

/**
 * Settles other kinds of charges (renewals: renewals.ts registers its own). Called with the
 * invoice the payment paid, once per provider event.
 */
export type PaymentSettler = (
  deps: BillingDeps,
  invoice: InvoiceRecord,
  payment: ProviderPayment,
) => Promise<void>;
const paymentSettlers = new Map<string, PaymentSettler>();

/** Renewals and plan changes tell `handleProviderEvent` how their charges settle (metadata.kind). */
export function registerPaymentSettler(kind: string, settler: PaymentSettler): void {
  paymentSettlers.set(kind, settler);
}

/**
 * A provider event, verified by the driver (Stripe's webhook, or the sandbox's confirmation).
 * The event id is recorded first: a replay (Stripe retries, the same delivery twice) does
 * nothing. A payment that succeeded or failed settles the order or invoice it paid for.
 * P2's `POST /api/pay/webhook` calls this after `driver.parseWebhook`.
 */
export async function handleProviderEvent(
  deps: BillingDeps,
  event: ProviderEvent,
): Promise<{ handled: boolean }> {
  const first = await recordWebhookEvent(deps.db, {
    id: event.id,
    provider: deps.driver.name,
    type: event.type,
  });
  if (!first) return { handled: false };
  try {
    await settleProviderPayment(deps, event);
  } catch (error) {
    // Not settled: forget the event so the provider's retry (or the reconcile) gets another go.
    await deleteWebhookEvent(deps.db, event.id);
    throw error;
  }
  return { handled: true };
}

async function settleProviderPayment(deps: BillingDeps, event: ProviderEvent): Promise<void> {
  const payment = event.payment;
  if (!payment || event.type === 'other') return;
  const byPayment = await findInvoiceByPayment(deps.db, payment.id);
  const invoiceId = Number(payment.metadata.invoiceId);
  const invoice =
    byPayment ?? (Number.isSafeInteger(invoiceId) ? await findInvoice(deps.db, invoiceId) : undefined);
  if (!invoice) {
    deps.log?.warn({ paymentId: payment.id, event: event.type }, 'provider event for no invoice of ours');
    return;
  }
  const kind = payment.metadata.kind ?? SUBSCRIBE;
  if (kind === SUBSCRIBE && invoice.paymentOrderId) {
    const order = await findPaymentOrder(deps.db, invoice.paymentOrderId);
    if (order?.status === 'canceled' && payment.status === 'succeeded') {
      // The payer confirmed an attempt a newer one had replaced: money moved for no plan.
      deps.log?.error(
        { paymentId: payment.id, invoiceId: invoice.id },
        'payment succeeded for a replaced attempt: refund it',
      );
      return;
    }
    await settleOrder(deps, invoice.paymentOrderId, payment);
    return;
  }
  const settler = paymentSettlers.get(kind);
  if (settler) await settler(deps, invoice, payment);
  else deps.log?.warn({ paymentId: payment.id, kind }, 'provider event of a kind nobody settles');
}

/**
 * Finishes attempts a crash left `started` (server.ts-independent: the billing routes run it once
 * the app is ready and every few minutes). An attempt with no order recorded never reached the
 * provider: its key is let go. One with an order asks the provider for its charge again with the
 * same idempotency key (the first payment comes back, or, if the call never arrived, it is made
 * now: the payer asked for it), then settles it like the request would have.
 */
export async function reconcileAttempts(
  deps: BillingDeps,
  options: { olderThanSeconds?: number; limit?: number } = {},
): Promise<{ reconciled: number }> {
  const stale = await listStaleAttempts(
    deps.db,
    options.olderThanSeconds ?? RECONCILE_AFTER_SECONDS,
    options.limit ?? 50,
  );
  let reconciled = 0;
  for (const row of stale) {
    if (row.operation !== SUBSCRIBE) continue;
    const record = (row.response ?? {}) as AttemptRecord;
    try {
      if (!record.orderId) {
        await deleteIdempotencyKey(deps.db, row.userId, row.key);
      } else {
        const order = await findPaymentOrder(deps.db, record.orderId);
        const payment =
          order?.status === 'pending' && record.payment
            ? await deps.driver.createPayment(record.payment)
            : null;
        await finishAttempt(deps, row.userId, row.key, record.orderId, payment);
      }
      reconciled += 1;
    } catch (error) {
      deps.log?.error({ err: error, userId: row.userId }, 'payment attempt not reconciled');
    }
  }
  return { reconciled };
}

/** A request runs for seconds; an attempt `started` for this long lost its request. */
export const RECONCILE_AFTER_SECONDS = 120;

// ---- Plan changes ------------------------------------------------------------------------------

/** The canvas's running plan and its price, for a change (owner or admin only). */
async function runningPlan(deps: BillingDeps, user: UserRow, canvasId: number) {
  const canvas = await ownPlanCanvas(deps.db, user, canvasId);
  const subscription = await findLiveSubscription(deps.db, canvas.id);
  if (subscription?.status !== 'active')
    throw new AppError('validation', messages.noActivePlan, { field: 'canvas_id' });
  const current = await findPriceOption(deps.db, subscription.priceId);
  if (!current) throw new AppError('validation', messages.noActivePlan, { field: 'canvas_id' });
  return { canvas, subscription, current };
}

async function targetPrice(deps: BillingDeps, current: PriceOptionRow, priceId: string) {
  const price = await findPriceOption(deps.db, priceId);
  if (!price?.active || price.canvasType !== current.canvasType || price.interval !== current.interval) {
    throw priceNotForCanvas();
  }
  if (needsContact(price)) throw new AppError('validation', messages.planNeedsContact, { field: 'price_id' });
  return price;
}

/** `POST /api/pay/change-preview`: what moving to `price_id` costs now (0 for a downgrade: next period). */
export async function previewChange(
  deps: BillingDeps,
  user: UserRow,
  input: { canvas_id: number; price_id: string },
): Promise<{ addition_amount: number; proration_days: number }> {
  const { subscription, current } = await runningPlan(deps, user, input.canvas_id);
  const price = await targetPrice(deps, current, input.price_id);
  return prorate({
    oldAmount: current.amount,
    newAmount: price.amount,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now: clock(deps),
  });
}

const CHANGE = 'change';

/**
 * `POST /api/pay/change-price`: `is_cancel` ends the plan at the period end; a dearer plan starts
 * now and the prorated difference is charged at once (off-session, with the plan's method), an
 * invoice recording it; a cheaper one is scheduled for the next period (`next_price_id`); the
 * current plan again undoes a scheduled change or cancellation.
 */
export async function changePrice(
  deps: BillingDeps,
  user: UserRow,
  input: { canvas_id: number; price_id: string; is_cancel: boolean },
): Promise<{ success: true }> {
  const { canvas, subscription, current } = await runningPlan(deps, user, input.canvas_id);
  if (input.is_cancel) {
    await updateSubscription(deps.db, subscription.id, { cancelAtPeriodEnd: true, nextPriceId: null });
    return { success: true };
  }
  const price = await targetPrice(deps, current, input.price_id);
  const kind = planChangeKind(current, price);
  if (kind === 'same') {
    await updateSubscription(deps.db, subscription.id, { cancelAtPeriodEnd: false, nextPriceId: null });
    return { success: true };
  }
  if (kind === 'downgrade') {
    await updateSubscription(deps.db, subscription.id, {
      nextPriceId: price.priceId,
      cancelAtPeriodEnd: false,
    });
    return { success: true };
  }
  const now = clock(deps);
  const { addition_amount: addition } = prorate({
    oldAmount: current.amount,
    newAmount: price.amount,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now,
  });
  const owner = await ownerOf(deps.db, user, canvas);
  if (addition <= 0) {
    await applyUpgrade(deps.db, subscription, price);
    return { success: true };
  }
  const customer = await ensureCustomer(deps, owner);
  const methodId = subscription.paymentMethodId ?? customer.defaultPaymentMethodId;
  if (!methodId)
    throw new AppError('validation', messages.paymentMethodRequired, { field: 'payment_method' });
  const method = await customersMethod(deps.driver, customer.providerCustomerId, methodId);
  const description = `${canvas.name}: upgrade to ${planLabel(price)} (prorated)`;
  const invoice = await insertInvoice(deps.db, {
    userId: owner.id,
    canvasId: canvas.id,
    subscriptionId: subscription.id,
    paymentOrderId: null,
    status: 'open',
    description,
    canvasName: canvas.name,
    jobCount: price.jobCount,
    amount: addition,
    discount: 0,
    tax: 0,
    total: addition,
    periodStart: now,
    periodEnd: subscription.currentPeriodEnd,
    customerName: fullName(owner),
    customerEmail: owner.email,
  });
  const payment = await deps.driver.createPayment({
    customerId: customer.providerCustomerId,
    paymentMethodId: method.id,
    amount: addition,
    description,
    // One charge per invoice: a retried request makes a new invoice, never a second charge on this one.
    idempotencyKey: `change:invoice:${invoice.id}`,
    metadata: {
      kind: CHANGE,
      invoiceId: String(invoice.id),
      subscriptionId: String(subscription.id),
      canvasId: String(canvas.id),
      priceId: price.priceId,
    },
    offSession: true,
  });
  if (payment.status === 'failed') {
    await updateInvoice(deps.db, invoice.id, { status: 'failed', providerPaymentId: payment.id });
    throw new AppError('validation', payment.failureMessage ?? messages.paymentFormFailed, {
      field: 'payment_method',
    });
  }
  await updateInvoice(deps.db, invoice.id, { providerPaymentId: payment.id });
  if (payment.status === 'succeeded') await settleUpgrade(deps, invoice, payment);
  // processing / requires_action: the provider's event settles it (settleUpgrade, registered below).
  return { success: true };
}

/** Moves a plan to a dearer price now: the plan and its order (the canvas's `payorder` and quota). */
async function applyUpgrade(db: Db, subscription: SubscriptionRow, price: PriceOptionRow) {
  await db.transaction(async (tx) => {
    const locked = await findSubscription(tx, subscription.id, { lock: true });
    if (!locked || locked.status === 'canceled') return;
    await updateSubscription(tx, subscription.id, {
      priceId: price.priceId,
      nextPriceId: null,
      cancelAtPeriodEnd: false,
    });
    const order = await findSucceededOrderOf(tx, subscription.id);
    if (order) {
      await updatePaymentOrder(tx, order.id, {
        priceId: price.priceId,
        amount: price.amount,
        jobCount: price.jobCount,
      });
    }
  });
}

const settleUpgrade: PaymentSettler = async (deps, given, payment) => {
  // Read again: the request and the provider's event may both arrive here; the first one settles.
  const invoice = await findInvoice(deps.db, given.id);
  if (invoice?.status !== 'open') return;
  if (payment.status === 'failed') {
    await updateInvoice(deps.db, invoice.id, { status: 'failed', providerPaymentId: payment.id });
    return;
  }
  if (payment.status !== 'succeeded' || !invoice.subscriptionId) return;
  const subscription = await findSubscription(deps.db, invoice.subscriptionId);
  const price = payment.metadata.priceId
    ? await findPriceOption(deps.db, payment.metadata.priceId)
    : undefined;
  const method = subscription?.paymentMethodId
    ? await deps.driver.getPaymentMethod(subscription.paymentMethodId).catch(() => null)
    : null;
  await updateInvoice(deps.db, invoice.id, {
    status: 'paid',
    paidAt: clock(deps),
    providerPaymentId: payment.id,
    paymentSnapshot: paymentSnapshot(method),
  });
  if (subscription && price) await applyUpgrade(deps.db, subscription, price);
};
registerPaymentSettler(CHANGE, settleUpgrade);

// ---- Reading plans and invoices -------------------------------------------------------------

/** `GET /api/pay/subscriptions`: the caller's running plans, one per canvas (the /membership page). */
export async function listSubscriptions(
  deps: Pick<BillingDeps, 'db'>,
  user: UserRow,
): Promise<{ list: SubscriptionSummary[] }> {
  const rows = await listLiveSubscriptionsOf(deps.db, user.id);
  const prices = new Map<string, PriceOption>();
  const priceOf = async (id: string) => {
    const cached = prices.get(id);
    if (cached) return cached;
    const row = await findPriceOption(deps.db, id);
    if (!row) return null;
    const option = toPriceOption(row);
    prices.set(id, option);
    return option;
  };
  const list: SubscriptionSummary[] = [];
  for (const { subscription, canvas } of rows) {
    const price = await priceOf(subscription.priceId);
    if (!price) continue;
    list.push({
      canvas,
      price,
      status: subscription.status,
      current_period_start: subscription.currentPeriodStart.toISOString(),
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      next_price: subscription.nextPriceId ? await priceOf(subscription.nextPriceId) : null,
    });
  }
  return { list };
}

interface PaymentSnapshot {
  billing_details?: BillingDetails | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  bank?: { bank_name: string; last4: string } | null;
}

export function toInvoice(row: InvoiceRecord, accountName: string): Invoice {
  const snapshot = row.paymentSnapshot as PaymentSnapshot | null;
  return {
    id: row.id,
    number: row.number,
    canvasName: row.canvasName,
    maxOpp: row.jobCount,
    billingPeriod: `${usDate(row.periodStart)} - ${usDate(row.periodEnd)}`,
    paidDate: row.paidAt ? row.paidAt.toISOString() : null,
    amount: row.amount,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    status: row.status,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    account_name: accountName,
    payment_intent: snapshot
      ? {
          payment_method: {
            billing_details: snapshot.billing_details ?? null,
            card: snapshot.card ?? null,
            bank: snapshot.bank ?? null,
          },
        }
      : null,
    lines: { data: [{ description: row.description, amount: row.amount }] },
  };
}

/** `POST /api/pay/list-invoice`: the caller's invoices, newest first, a page at a time. */
export async function listInvoices(
  deps: Pick<BillingDeps, 'db'>,
  user: UserRow,
  input: { page: number; size: number },
): Promise<{ list: Invoice[]; total: number }> {
  const { list, total } = await listInvoicesOf(deps.db, user.id, input.page, input.size);
  return { list: list.map((row) => toInvoice(row, fullName(user))), total };
}

/**
 * An invoice its owner (or an admin) may read; anyone else gets the same 404 as for none. An
 * invoice whose account was deleted has no owner (decision 032): only admins read it.
 */
export async function findReadableInvoice(db: Db, user: UserRow, id: number): Promise<InvoiceRecord> {
  const invoice = await findInvoice(db, id);
  const own = invoice?.userId !== null && invoice?.userId === user.id;
  if (!invoice || (!own && !readerOf(user).isAdmin)) throw new AppError('notFound');
  return invoice;
}

/** `GET /api/pay/invoice/{id}`. */
export async function getInvoice(deps: Pick<BillingDeps, 'db'>, user: UserRow, id: number): Promise<Invoice> {
  const invoice = await findReadableInvoice(deps.db, user, id);
  const account =
    invoice.userId === user.id
      ? user
      : invoice.userId === null
        ? undefined
        : await findUserById(deps.db, invoice.userId);
  return toInvoice(invoice, account ? fullName(account) : invoice.customerName);
}

/** For tests and tools: the key an attempt's charge is made with. */
export const subscribeChargeKey = chargeKey;
