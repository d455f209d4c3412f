import { messages } from '@canvas/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import {
  billingCustomers,
  canvases,
  coupons,
  invoices,
  paymentMethods,
  paymentOrders,
  sandboxPaymentMethods,
  sandboxPayments,
  subscriptions,
  users,
} from '../../db/schema';
import { createRandom } from '../../seed/context';
import { DEMO_SALON_SLUG, DEMO_SCHOOL_SLUG, seedBusinessCanvases } from '../canvases/seed-business';
import { seedUsers } from '../users/seed';
import { DAY_MS } from './pricing';
import { DEMO_COUPONS, seedBilling } from './seed';
import { checkCoupon, listInvoices, listSubscriptions } from './service';

const t = useTestApp();
const db = () => t.database.db;

async function seed(tx: Db) {
  const context = { db: tx, random: createRandom(20261121), demoPasswordHash: 'x', demoUserIds: {} };
  await seedUsers(context);
  await seedBusinessCanvases(context);
  await seedBilling(context);
}

beforeAll(async () => {
  await db().transaction((tx) => seed(tx));
}, 120_000);

async function demo(slug: string) {
  const [row] = await db()
    .select({ canvas: canvases, owner: users })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(eq(canvases.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

describe('billing demo data', () => {
  it('has one coupon of each kind: percent off, amount off, expired, used up', async () => {
    const rows = await db().select().from(coupons).orderBy(asc(coupons.code));
    expect(rows.map((row) => row.code)).toEqual(
      expect.arrayContaining([
        DEMO_COUPONS.percent,
        DEMO_COUPONS.amount,
        DEMO_COUPONS.expired,
        DEMO_COUPONS.exhausted,
      ]),
    );
    const { owner } = await demo(DEMO_SALON_SLUG);
    const deps = { db: db() };
    expect(await checkCoupon(deps, owner, { coupon: 'welcome20' })).toEqual({
      code: 'WELCOME20',
      amount_off: null,
      percent_off: 20,
    });
    expect(await checkCoupon(deps, owner, { coupon: 'SAVE25' })).toEqual({
      code: 'SAVE25',
      amount_off: 2500,
      percent_off: null,
    });
    for (const code of [DEMO_COUPONS.expired, DEMO_COUPONS.exhausted]) {
      await expect(checkCoupon(deps, owner, { coupon: code })).rejects.toThrow(messages.couponInvalidServer);
    }
  });

  it.each([
    [DEMO_SALON_SLUG, 'business_3_six_month', 3, [26_320, 32_900, 32_900]],
    [DEMO_SCHOOL_SLUG, 'school_1_month', 1, [9_900, 9_900, 9_900]],
  ] as const)(
    'gives %s an active %s plan with a saved test card and three paid invoices',
    async (slug, priceId, jobs, totals) => {
      const { canvas, owner } = await demo(slug);
      const [customer] = await db()
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, owner.id));
      expect(customer).toMatchObject({ provider: 'sandbox', billingDetails: { email: owner.email } });
      const [card] = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, owner.id));
      expect(card).toMatchObject({
        id: customer?.defaultPaymentMethodId,
        type: 'card',
        brand: 'visa',
        last4: '4242',
      });
      const [sandboxCard] = await db()
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, card?.id ?? ''));
      expect(sandboxCard).toMatchObject({ customerId: customer?.providerCustomerId, behaviour: 'succeed' });

      const [plan, ...others] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.canvasId, canvas.id));
      expect(others).toHaveLength(0);
      expect(plan).toMatchObject({ status: 'active', priceId, paymentMethodId: card?.id, userId: owner.id });
      const now = Date.now();
      expect(plan?.currentPeriodStart.getTime()).toBeLessThan(now);
      expect(plan?.currentPeriodEnd.getTime()).toBeGreaterThan(now + 7 * DAY_MS);

      // Issue 20's order is the plan's: the canvas's payorder and quota follow it.
      const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, canvas.id));
      expect(orders).toEqual([
        expect.objectContaining({ status: 'succeeded', subscriptionId: plan?.id, priceId, jobCount: jobs }),
      ]);

      const bills = await db()
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, plan?.id ?? 0))
        .orderBy(asc(invoices.periodStart));
      expect(bills.map((bill) => bill.status)).toEqual(['paid', 'paid', 'paid']);
      expect(bills.map((bill) => bill.total)).toEqual(totals);
      expect(bills.map((bill) => bill.jobCount)).toEqual([jobs, jobs, jobs]);
      expect(bills[0]?.paymentOrderId).toBe(orders[0]?.id);
      // Back to back, the last one the current period.
      for (let index = 1; index < bills.length; index += 1) {
        expect(bills[index]?.periodStart).toEqual(bills[index - 1]?.periodEnd);
      }
      expect(bills.at(-1)?.periodStart).toEqual(plan?.currentPeriodStart);
      expect(bills.at(-1)?.periodEnd).toEqual(plan?.currentPeriodEnd);
      // Each was charged at the sandbox.
      for (const bill of bills) {
        const [payment] = await db()
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, bill.providerPaymentId ?? ''));
        expect(payment).toMatchObject({ status: 'succeeded', amount: bill.total });
      }

      // What /membership and /membership/invoices read.
      const { list } = await listSubscriptions({ db: db() }, owner);
      expect(list).toEqual([
        expect.objectContaining({
          canvas: expect.objectContaining({ slug }),
          status: 'active',
          cancel_at_period_end: false,
        }),
      ]);
      const page = await listInvoices({ db: db() }, owner, { page: 1, size: 10 });
      expect(page.total).toBe(3);
      expect(page.list[0]).toMatchObject({
        status: 'paid',
        maxOpp: jobs,
        payment_intent: { payment_method: { card: { brand: 'visa', last4: '4242' } } },
      });
    },
  );

  it('counts the salon’s first payment as a redemption of WELCOME20', async () => {
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, DEMO_COUPONS.percent));
    expect(coupon?.timesRedeemed).toBe(1);
    const { canvas } = await demo(DEMO_SALON_SLUG);
    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.canvasId, canvas.id));
    expect(plan?.couponCode).toBe(DEMO_COUPONS.percent);
  });

  it('changes nothing when it runs again', async () => {
    const count = async () => ({
      coupons: (await db().select().from(coupons)).length,
      subscriptions: (await db().select().from(subscriptions)).length,
      invoices: (await db().select().from(invoices)).length,
      methods: (await db().select().from(paymentMethods)).length,
      payments: (await db().select().from(sandboxPayments)).length,
    });
    const before = await count();
    await db().transaction((tx) =>
      seedBilling({ db: tx, random: createRandom(1), demoPasswordHash: 'x', demoUserIds: {} }),
    );
    expect(await count()).toEqual(before);
  });
});
