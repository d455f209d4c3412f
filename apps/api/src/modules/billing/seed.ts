import { type BillingDetails, type BillingInterval, finalPrice, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { SandboxPaymentsDriver } from '../../adapters/payments';
import { canvases, coupons, invoices, paymentOrders, subscriptions, users } from '../../db/schema';
import type { SeedContext, Seeder } from '../../seed/context';
import { DEMO_SALON_SLUG, DEMO_SCHOOL_SLUG } from '../canvases/seed-business';
import { planInvoiceLines } from './labels';
import { addInterval, DAY_MS } from './pricing';
import {
  findPriceOption,
  insertBillingCustomer,
  insertInvoice,
  insertPaymentOrder,
  insertSubscription,
  redeemCoupon,
  updateBillingCustomer,
  updatePaymentOrder,
  upsertPaymentMethodCopy,
} from './queries';

/**
 * Billing demo data (issue 21 part 7; README "Payments"): one coupon of each kind, and the demo
 * salon and school on paid plans in the sandbox: a sandbox customer with the saved test card
 * 4242 4242 4242 4242, an active subscription (the salon's business_3_six_month, the school's
 * school_1_month) with three past paid invoices, and the canvas's payment order (issue 20's seed)
 * pointing at it. Idempotent: coupons that exist are kept, a canvas that has a plan is left alone.
 */

const DAY = DAY_MS;

/** The demo coupons (README "Payments"): codes are stored upper-case. */
export const DEMO_COUPONS = {
  /** 20 % off. */
  percent: 'WELCOME20',
  /** $25 off. */
  amount: 'SAVE25',
  /** Expired a month ago: 'Invalid Coupon'. */
  expired: 'SPRING10',
  /** Every redemption used: 'Invalid Coupon'. */
  exhausted: 'LAUNCH50',
} as const;

async function seedCoupons(db: SeedContext['db'], now: Date) {
  await db
    .insert(coupons)
    .values([
      { code: DEMO_COUPONS.percent, percentOff: 20 },
      { code: DEMO_COUPONS.amount, amountOff: 2500 },
      { code: DEMO_COUPONS.expired, percentOff: 10, expiresAt: new Date(now.getTime() - 30 * DAY) },
      { code: DEMO_COUPONS.exhausted, amountOff: 5000, maxRedemptions: 50, timesRedeemed: 50 },
    ])
    .onConflictDoNothing({ target: coupons.code });
}

interface DemoPlan {
  slug: string;
  priceId: string;
  interval: BillingInterval;
  /** The current period began this many days ago; two paid periods came before it. */
  currentStartedDaysAgo: number;
  /** The coupon the first payment used, if any. */
  coupon: string | null;
  address: BillingDetails['address'];
}

const DEMO_PLANS: DemoPlan[] = [
  {
    slug: DEMO_SALON_SLUG,
    priceId: 'business_3_six_month',
    interval: 'six_month',
    currentStartedDaysAgo: 40,
    coupon: DEMO_COUPONS.percent,
    address: {
      line1: '120 Prince Street',
      city: 'New York',
      state: 'NY',
      postal_code: '10012',
      country: 'US',
    },
  },
  {
    slug: DEMO_SCHOOL_SLUG,
    priceId: 'school_1_month',
    interval: 'month',
    currentStartedDaysAgo: 12,
    coupon: null,
    address: {
      line1: '1100 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    },
  },
];
const PAID_PERIODS = 3;

async function seedDemoPlan(db: SeedContext['db'], plan: DemoPlan, now: Date) {
  const [canvas] = await db
    .select({
      id: canvases.id,
      ownerId: canvases.ownerId,
      name: canvases.introduction,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(and(eq(canvases.slug, plan.slug), isNull(canvases.deletedAt)));
  if (!canvas) return;
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.canvasId, canvas.id), ne(subscriptions.status, 'canceled')));
  if (live) return;
  const price = await findPriceOption(db, plan.priceId);
  if (!price) return;

  const name = `${canvas.firstName} ${canvas.lastName}`.trim();
  const canvasName = canvas.name.name.trim() || name;
  const details: BillingDetails = { name, email: canvas.email, address: plan.address };

  // The provider's side, through the sandbox itself: a customer and the test card that succeeds.
  const driver = new SandboxPaymentsDriver(db);
  const customerId = await driver.createCustomer();
  const secret = await driver.createSetupSecret(customerId, 'card');
  const card = await driver.savePaymentMethod(customerId, {
    secret,
    type: 'card',
    card: {
      number: SANDBOX_TEST_CARDS.succeeds,
      exp_month: 12,
      exp_year: now.getUTCFullYear() + 3,
      cvc: '123',
    },
    billing_details: details,
  });
  await driver.setDefaultPaymentMethod(customerId, card.id);
  // Ours: the customer, its billing details and default method, and our copy of the card.
  await insertBillingCustomer(db, {
    userId: canvas.ownerId,
    provider: driver.name,
    providerCustomerId: customerId,
  });
  await upsertPaymentMethodCopy(db, {
    id: card.id,
    userId: canvas.ownerId,
    provider: driver.name,
    type: 'card',
    brand: card.card?.brand ?? 'visa',
    last4: card.card?.last4 ?? SANDBOX_TEST_CARDS.succeeds.slice(-4),
    expMonth: card.card?.expMonth ?? 12,
    expYear: card.card?.expYear ?? now.getUTCFullYear() + 3,
    bankName: null,
    billingDetails: details,
  });
  await updateBillingCustomer(db, canvas.ownerId, {
    billingDetails: details,
    defaultPaymentMethodId: card.id,
  });

  // Periods counted forward from the first purchase, so each ends where the next begins.
  const anchor = new Date(now.getTime() - plan.currentStartedDaysAgo * DAY);
  const first = addInterval(anchor, plan.interval, -(PAID_PERIODS - 1));
  const starts = Array.from({ length: PAID_PERIODS + 1 }, (_, index) =>
    addInterval(first, plan.interval, index),
  );
  const current = { start: starts[PAID_PERIODS - 1] ?? anchor, end: starts[PAID_PERIODS] ?? now };

  const subscription = await insertSubscription(db, {
    canvasId: canvas.id,
    userId: canvas.ownerId,
    priceId: price.priceId,
    status: 'active',
    paymentMethodId: card.id,
    isCreditCard: true,
    couponCode: plan.coupon,
    currentPeriodStart: current.start,
    currentPeriodEnd: current.end,
  });
  if (!subscription) return;
  await db.update(subscriptions).set({ createdAt: first }).where(eq(subscriptions.id, subscription.id));

  // Issue 20's seed bought the plan as an order: it now belongs to this subscription and says its plan.
  const [order] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.canvasId, canvas.id))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(1);
  const orderValues = {
    status: 'succeeded',
    priceId: price.priceId,
    amount: price.amount,
    jobCount: price.jobCount,
    subscriptionId: subscription.id,
  };
  let orderId: number;
  if (order) {
    await updatePaymentOrder(db, order.id, orderValues);
    orderId = order.id;
  } else {
    orderId = (await insertPaymentOrder(db, { ...orderValues, canvasId: canvas.id, userId: canvas.ownerId }))
      .id;
  }

  const snapshot = {
    type: 'card',
    billing_details: details,
    card: {
      brand: card.card?.brand ?? 'visa',
      last4: card.card?.last4 ?? '4242',
      exp_month: card.card?.expMonth ?? 12,
      exp_year: card.card?.expYear ?? now.getUTCFullYear() + 3,
    },
    bank: null,
  };
  const coupon = plan.coupon
    ? await db
        .select({ amountOff: coupons.amountOff, percentOff: coupons.percentOff })
        .from(coupons)
        .where(eq(coupons.code, plan.coupon))
        .then((rows) => rows[0])
    : undefined;
  for (let index = 0; index < PAID_PERIODS; index += 1) {
    const periodStart = starts[index] ?? first;
    const periodEnd = starts[index + 1] ?? current.end;
    const purchase = index === 0;
    const total = finalPrice(price.amount, {
      coupon: purchase && coupon ? { amount_off: coupon.amountOff, percent_off: coupon.percentOff } : null,
      isCreditCard: true,
    });
    const lines = planInvoiceLines(canvasName, price, total);
    const { description } = lines;
    const payment = await driver.createPayment({
      customerId,
      paymentMethodId: card.id,
      amount: total,
      description,
      idempotencyKey: `seed:${subscription.id}:${index + 1}`,
      metadata: {
        kind: purchase ? 'subscribe' : 'renewal',
        subscriptionId: String(subscription.id),
        canvasId: String(canvas.id),
      },
      offSession: !purchase,
    });
    const paidAt = new Date(periodStart.getTime() + 2000);
    const invoice = await insertInvoice(db, {
      userId: canvas.ownerId,
      canvasId: canvas.id,
      subscriptionId: subscription.id,
      paymentOrderId: purchase ? orderId : null,
      status: 'paid',
      ...lines,
      periodStart,
      periodEnd,
      providerPaymentId: payment.id,
      paymentSnapshot: snapshot,
      customerName: name,
      customerEmail: canvas.email,
      paidAt,
    });
    await db.update(invoices).set({ createdAt: periodStart }).where(eq(invoices.id, invoice.id));
  }
  if (plan.coupon) await redeemCoupon(db, plan.coupon);
}

export const seedBilling: Seeder = async ({ db }) => {
  const now = new Date();
  await seedCoupons(db, now);
  for (const plan of DEMO_PLANS) await seedDemoPlan(db, plan, now);
};
