import { Writable } from 'node:stream';
import { ErrorCode, INVOICE_PAGE_SIZE, messages } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { SandboxPaymentsDriver } from '../../adapters/payments';
import { buildApp } from '../../app';
import {
  billingCustomers,
  coupons,
  invoices,
  paymentMethods,
  paymentOrders,
  subscriptions,
  webhookEvents,
} from '../../db/schema';
import { type Person, person } from '../canvases/testing';
import { prorate } from './pricing';
import { handleProviderEvent } from './service';
import {
  BUSINESS_1,
  BUSINESS_2,
  BUSINESS_3,
  billingForm,
  orgCanvas,
  saveMethod,
  subscribeCall,
} from './testing';

const t = useTestApp();
const db = () => t.database.db;

function call(who: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A salon with a running plan bought with the sandbox card (or another test method). */
async function paidCanvas(priceId = BUSINESS_1, kind: Parameters<typeof saveMethod>[2] = 'succeeds') {
  const org = await orgCanvas(t);
  const paymentMethod = await saveMethod(t, org.owner, kind);
  const response = await subscribeCall(t, org.owner, { canvas_id: org.id, price_id: priceId });
  expect(response.json().status, response.body).toBe('succeeded');
  return { ...org, paymentMethod };
}

async function planOf(canvasId: number) {
  const [plan] = await db()
    .select()
    .from(subscriptions)
    .where(sql`${subscriptions.canvasId} = ${canvasId} and ${subscriptions.status} <> 'canceled'`);
  return plan;
}

async function billsOf(canvasId: number) {
  return db().select().from(invoices).where(eq(invoices.canvasId, canvasId)).orderBy(invoices.id);
}

/** Puts the plan 100 days into a 181-day period, so proration has days behind it and ahead. */
async function hundredDaysIn(canvasId: number) {
  const start = new Date(Date.now() - 100 * 86_400_000);
  const end = new Date(start.getTime() + 181 * 86_400_000);
  await db()
    .update(subscriptions)
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where(sql`${subscriptions.canvasId} = ${canvasId} and ${subscriptions.status} <> 'canceled'`);
  return { start, end };
}

describe('GET /api/pay/prices/{type}', () => {
  it('six_month lists the business plans in order, 25+ last; anyone may read it', async () => {
    const response = await call(undefined, 'GET', '/api/pay/prices/six_month');
    expect(response.statusCode).toBe(200);
    const list = response.json().list;
    expect(list.map((each: { job_count: number }) => each.job_count)).toEqual([1, 2, 3, 5, 10, 25, 26]);
    expect(list[0]).toEqual({
      price_id: BUSINESS_1,
      job_count: 1,
      amount: 14900,
      canvas_type: 'business',
      interval: 'six_month',
    });
  });

  it('school lists only the one-post school plan (spec 3 §7)', async () => {
    const response = await call(undefined, 'GET', '/api/pay/prices/school');
    expect(response.json().list).toEqual([
      { price_id: 'school_1_month', job_count: 1, amount: 9900, canvas_type: 'school', interval: 'month' },
    ]);
    expect((await call(undefined, 'GET', '/api/pay/prices/monthly')).statusCode).toBe(422);
    // The plan update page picks among every school count.
    const all = (await call(undefined, 'GET', '/api/pay/prices/school?all=true')).json().list;
    expect(all.map((each: { job_count: number }) => each.job_count)).toEqual([1, 2, 3, 5, 10, 15, 25, 26]);
  });
});

describe('GET /api/pay/key and /api/pay/client-sec', () => {
  it('the sandbox has no browser key', async () => {
    const member = await person(t);
    expect((await call(member, 'GET', '/api/pay/key')).json()).toEqual({ provider: 'sandbox', key: null });
    expect((await call(undefined, 'GET', '/api/pay/key')).statusCode).toBe(401);
  });

  it('gives a fresh secret per call, for one customer of the caller', async () => {
    const member = await person(t);
    const first = await call(member, 'GET', '/api/pay/client-sec?isCreditCard=true');
    const second = await call(member, 'GET', '/api/pay/client-sec?isCreditCard=false');
    expect(first.statusCode).toBe(200);
    expect(first.json().secret).not.toBe(second.json().secret);
    const customers = await db()
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, member.id));
    expect(customers).toHaveLength(1);
    expect(customers[0]?.provider).toBe('sandbox');
  });

  it("in Stripe mode the key is Stripe's and the sandbox's own calls are 404", async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_browser',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    });
    try {
      const member = await person(stripe);
      const headers = member.headers;
      const key = await stripe.app.inject({ method: 'GET', url: '/api/pay/key', headers });
      expect(key.json()).toEqual({ provider: 'stripe', key: 'pk_test_browser' });
      const save = await stripe.app.inject({
        method: 'POST',
        url: '/api/pay/sandbox/payment-methods',
        headers,
        payload: {
          secret: 'seti_x',
          type: 'card',
          card: { number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' },
        },
      });
      expect(save.statusCode).toBe(404);
      const confirm = await stripe.app.inject({
        method: 'POST',
        url: '/api/pay/sandbox/confirm',
        headers,
        payload: { client_secret: 'pi_x_secret_y', approve: true },
      });
      expect(confirm.statusCode).toBe(404);
    } finally {
      await stripe.close();
    }
  });
});

describe('the sandbox card form: POST /api/pay/sandbox/payment-methods', () => {
  it("refuses a secret of someone else's and anything but the test numbers", async () => {
    const owner = await person(t);
    const thief = await person(t);
    const secret = (await call(owner, 'GET', '/api/pay/client-sec')).json().secret;
    await call(thief, 'GET', '/api/pay/client-sec');
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
    const stolen = await call(thief, 'POST', '/api/pay/sandbox/payment-methods', {
      secret,
      type: 'card',
      card,
    });
    expect(stolen.statusCode).toBe(422);
    const real = await call(owner, 'POST', '/api/pay/sandbox/payment-methods', {
      secret,
      type: 'card',
      card: { ...card, number: '4111 1111 1111 1111' },
    });
    expect(real.statusCode).toBe(422);
    expect(real.json()).toMatchObject({ message: messages.cardNotTestCard, field: 'card.number' });
    // That spent the secret: a new one is needed for the next try.
    const again = await call(owner, 'POST', '/api/pay/sandbox/payment-methods', {
      secret,
      type: 'card',
      card,
    });
    expect(again.json().message).toBe(messages.paymentFormFailed);
    const cvc = await call(owner, 'POST', '/api/pay/sandbox/payment-methods', {
      secret,
      type: 'card',
      card: { ...card, cvc: '12' },
    });
    expect(cvc.json().message).toBe(messages.cardCvcInvalid);
  });

  it('never writes a card number to the logs', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const app = await buildApp({
      config: { ...t.config, logLevel: 'trace' },
      database: t.database,
      logger: { stream },
    });
    try {
      const member = await person(t);
      const headers = member.headers;
      for (const number of ['4242 4242 4242 4242', '4111111111111111']) {
        const secret = (await app.inject({ method: 'GET', url: '/api/pay/client-sec', headers })).json()
          .secret;
        await app.inject({
          method: 'POST',
          url: '/api/pay/sandbox/payment-methods',
          headers,
          payload: { secret, type: 'card', card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } },
        });
      }
    } finally {
      await app.close();
    }
    expect(logged).toContain('/api/pay/sandbox/payment-methods');
    expect(logged.replace(/\s/g, '')).not.toMatch(/4242424242424242|4111111111111111/);
  });

  it('a visitor cannot save one (401)', async () => {
    const response = await call(undefined, 'POST', '/api/pay/sandbox/payment-methods', {
      secret: 'x',
      type: 'card',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/pay/paymentInfo', () => {
  it('is empty before anything is saved', async () => {
    const member = await person(t);
    expect((await call(member, 'GET', '/api/pay/paymentInfo')).json()).toEqual({
      stripeId: null,
      type: null,
      payment_method: null,
      billing_details: null,
      card: null,
      bank: null,
    });
  });

  it('saves the method as default with the billing form, and shows brand and last 4', async () => {
    const member = await person(t);
    const paymentMethod = await saveMethod(t, member);
    const info = (await call(member, 'GET', '/api/pay/paymentInfo')).json();
    expect(info).toMatchObject({
      type: 'card',
      payment_method: paymentMethod,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
      bank: null,
      billing_details: {
        name: 'Jordan Ellis',
        email: member.email,
        address: {
          line1: '1100 Congress Ave',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
        },
      },
    });
    expect(info.stripeId).toMatch(/^cus_sandbox_/);
    const bank = await saveMethod(t, member, 'bank');
    expect((await call(member, 'GET', '/api/pay/paymentInfo')).json()).toMatchObject({
      type: 'us_bank_account',
      payment_method: bank,
      card: null,
      bank: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
    });
  });

  it('checks the billing form rules', async () => {
    const member = await person(t);
    const paymentMethod = await saveMethod(t, member);
    const response = await call(member, 'PUT', '/api/pay/paymentInfo', {
      email: member.email,
      payment_method: paymentMethod,
      billing: { ...billingForm(member.email), zip: '78-701' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.billingNumberOnly);
    const empty = await call(member, 'PUT', '/api/pay/paymentInfo', {
      email: member.email,
      payment_method: paymentMethod,
      billing: { ...billingForm(member.email), city: ' ' },
    });
    expect(empty.json().message).toBe(messages.billingFieldRequired('city'));
  });

  it("refuses someone else's payment method and changes nothing", async () => {
    const owner = await person(t);
    const thief = await person(t);
    const ownersMethod = await saveMethod(t, owner);
    const thiefsMethod = await saveMethod(t, thief);
    const response = await call(thief, 'PUT', '/api/pay/paymentInfo', {
      email: thief.email,
      payment_method: ownersMethod,
      billing: billingForm(thief.email),
    });
    expect(response.statusCode).toBe(404);
    expect((await call(thief, 'GET', '/api/pay/paymentInfo')).json().payment_method).toBe(thiefsMethod);
    const copies = await db().select().from(paymentMethods).where(eq(paymentMethods.id, ownersMethod));
    expect(copies.map((each) => each.userId)).toEqual([owner.id]);
  });

  it('a new default becomes the method the running plans renew with', async () => {
    const { owner, id } = await paidCanvas();
    const bank = await saveMethod(t, owner, 'bank');
    expect(await planOf(id)).toMatchObject({ paymentMethodId: bank, isCreditCard: false });
  });
});

describe('POST /api/pay/contact', () => {
  it('emails support with the request and the canvas', async () => {
    const { owner, id } = await orgCanvas(t, 'business', 'Contact Salon');
    const response = await call(owner, 'POST', '/api/pay/contact', {
      canvasId: id,
      firstName: 'Jordan',
      lastName: 'Quill',
      phoneNumber: '5125550100',
      email: 'jordan.quill@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = (await outboxFor(t.app, t.config.supportEmail)).find(
      (each) => each.template === 'plan-contact' && each.subject?.includes('Quill'),
    );
    expect(mail?.text).toContain('Contact Salon');
    expect(mail?.text).toContain('5125550100');
  });

  it("says which field is missing, refuses another's canvas, and limits a flood", async () => {
    const { owner } = await orgCanvas(t);
    const body = { firstName: 'Ada', lastName: 'Flood', phoneNumber: '5125550100', email: 'ada@example.com' };
    const missing = await call(owner, 'POST', '/api/pay/contact', { ...body, phoneNumber: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(messages.billingFieldRequired('phone number'));
    const other = await orgCanvas(t);
    expect((await call(owner, 'POST', '/api/pay/contact', { ...body, canvasId: other.id })).statusCode).toBe(
      404,
    );
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call(owner, 'POST', '/api/pay/contact', body)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/pay/coupon', () => {
  it('answers amount off in cents or percent off, whatever the case typed', async () => {
    const member = await person(t);
    await db()
      .insert(coupons)
      .values([
        { code: 'CHECK25OFF', amountOff: 2500 },
        { code: 'CHECK20PCT', percentOff: 20 },
        { code: 'CHECKOLD', amountOff: 100, expiresAt: new Date(Date.now() - 60_000) },
        { code: 'CHECKUSED', percentOff: 10, maxRedemptions: 1, timesRedeemed: 1 },
        { code: 'CHECKOFF', percentOff: 10, active: false },
      ]);
    expect(
      (await call(member, 'POST', '/api/pay/coupon', { coupon: 'check25off', isCreditCard: true })).json(),
    ).toEqual({ code: 'CHECK25OFF', amount_off: 2500, percent_off: null });
    expect((await call(member, 'POST', '/api/pay/coupon', { coupon: ' CHECK20PCT ' })).json()).toEqual({
      code: 'CHECK20PCT',
      amount_off: null,
      percent_off: 20,
    });
    for (const coupon of ['NOPE', 'CHECKOLD', 'CHECKUSED', 'CHECKOFF']) {
      const response = await call(member, 'POST', '/api/pay/coupon', { coupon });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: ErrorCode.validation,
        message: messages.couponInvalidServer,
        field: 'coupon',
      });
    }
  });
});

describe('plan changes: POST /api/pay/change-preview and /api/pay/change-price', () => {
  it('previews an upgrade as the prorated difference, a downgrade as nothing now', async () => {
    const { owner, id } = await paidCanvas(BUSINESS_2);
    const { start, end } = await hundredDaysIn(id);
    const up = await call(owner, 'POST', '/api/pay/change-preview', { canvas_id: id, price_id: BUSINESS_3 });
    expect(up.statusCode, up.body).toBe(200);
    const expected = prorate({
      oldAmount: 24900,
      newAmount: 32900,
      periodStart: start,
      periodEnd: end,
      now: new Date(),
    });
    expect(up.json()).toEqual(expected);
    expect(expected).toEqual({ addition_amount: Math.round((8000 * 81) / 181), proration_days: 81 });
    const down = await call(owner, 'POST', '/api/pay/change-preview', {
      canvas_id: id,
      price_id: BUSINESS_1,
    });
    expect(down.json()).toEqual({ addition_amount: 0, proration_days: 0 });
  });

  it('refuses 25+, plans of another kind, and canvases without a running plan', async () => {
    const { owner, id } = await paidCanvas();
    const contact = await call(owner, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: 'business_26_six_month',
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().message).toBe(messages.planNeedsContact);
    const school = await call(owner, 'POST', '/api/pay/change-preview', {
      canvas_id: id,
      price_id: 'school_2_month',
    });
    expect(school.json().message).toBe(messages.priceNotForCanvas);
    const unpaid = await orgCanvas(t);
    const none = await call(unpaid.owner, 'POST', '/api/pay/change-preview', {
      canvas_id: unpaid.id,
      price_id: BUSINESS_2,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(messages.noActivePlan);
  });

  it('an upgrade is charged now, bills the difference and raises the quota at once', async () => {
    const { owner, id } = await paidCanvas(BUSINESS_1);
    await hundredDaysIn(id);
    const preview = (
      await call(owner, 'POST', '/api/pay/change-preview', { canvas_id: id, price_id: BUSINESS_3 })
    ).json();
    const response = await call(owner, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: BUSINESS_3,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await planOf(id)).toMatchObject({ priceId: BUSINESS_3, nextPriceId: null, status: 'active' });
    const bills = await billsOf(id);
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({ status: 'paid', total: preview.addition_amount, jobCount: 3 });
    expect(bills[1]?.description).toContain('upgrade');
    const canvas = (await call(owner, 'GET', `/api/canvas/${id}`)).json();
    expect(canvas).toMatchObject({ payorder: { status: 'succeeded', price: 32900 }, job: { max: 3 } });
  });

  it('a declined upgrade answers the message and changes nothing', async () => {
    const { owner, id } = await paidCanvas(BUSINESS_1);
    const declined = await saveMethod(t, owner, 'declined');
    expect((await planOf(id))?.paymentMethodId).toBe(declined);
    const response = await call(owner, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: BUSINESS_3,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.cardDeclined);
    expect(await planOf(id)).toMatchObject({ priceId: BUSINESS_1 });
    expect((await call(owner, 'GET', `/api/canvas/${id}`)).json()).toMatchObject({ job: { max: 1 } });
    expect((await billsOf(id)).map((bill) => bill.status)).toEqual(['paid', 'failed']);
  });

  it('a downgrade waits for the next period; the current plan again undoes it', async () => {
    const { owner, id } = await paidCanvas(BUSINESS_3);
    const response = await call(owner, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: BUSINESS_1,
    });
    expect(response.statusCode).toBe(200);
    expect(await planOf(id)).toMatchObject({ priceId: BUSINESS_3, nextPriceId: BUSINESS_1 });
    expect((await billsOf(id)).length).toBe(1);
    const summary = (await call(owner, 'GET', '/api/pay/subscriptions')).json().list[0];
    expect(summary).toMatchObject({ price: { price_id: BUSINESS_3 }, next_price: { price_id: BUSINESS_1 } });
    await call(owner, 'POST', '/api/pay/change-price', { canvas_id: id, price_id: BUSINESS_3 });
    expect(await planOf(id)).toMatchObject({ priceId: BUSINESS_3, nextPriceId: null });
  });

  it('is_cancel ends the plan at the period end, keeping it until then', async () => {
    const { owner, id } = await paidCanvas();
    const response = await call(owner, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: BUSINESS_1,
      is_cancel: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await planOf(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await call(owner, 'GET', '/api/pay/subscriptions')).json().list[0]).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
  });

  it('outsiders get 403 or 404, and nothing changes', async () => {
    const { owner, id } = await paidCanvas();
    const outsider = await person(t);
    await saveMethod(t, outsider);
    const before = await planOf(id);
    // A public canvas is visible to anyone: changing its plan is forbidden; previewing too.
    for (const url of ['/api/pay/change-preview', '/api/pay/change-price']) {
      const response = await call(outsider, 'POST', url, { canvas_id: id, price_id: BUSINESS_3 });
      expect(response.statusCode, url).toBe(403);
    }
    const cancel = await call(outsider, 'POST', '/api/pay/change-price', {
      canvas_id: id,
      price_id: BUSINESS_1,
      is_cancel: true,
    });
    expect(cancel.statusCode).toBe(403);
    expect(await planOf(id)).toEqual(before);
    expect((await billsOf(id)).length).toBe(1);
    // Hidden again, it is not found at all.
    await call(owner, 'PUT', `/api/canvas/${id}/action/private`);
    expect(
      (await call(outsider, 'POST', '/api/pay/change-price', { canvas_id: id, price_id: BUSINESS_3 }))
        .statusCode,
    ).toBe(404);
    expect(await planOf(id)).toEqual(before);
  });
});

describe('GET /api/pay/subscriptions', () => {
  it("lists the caller's running plans only", async () => {
    const { owner, id, slug } = await paidCanvas(BUSINESS_2);
    const list = (await call(owner, 'GET', '/api/pay/subscriptions')).json().list;
    expect(list).toEqual([
      {
        canvas: { id, slug, name: 'Studio Aurora', type: 'business' },
        price: {
          price_id: BUSINESS_2,
          job_count: 2,
          amount: 24900,
          canvas_type: 'business',
          interval: 'six_month',
        },
        status: 'active',
        current_period_start: expect.any(String),
        current_period_end: expect.any(String),
        cancel_at_period_end: false,
        next_price: null,
      },
    ]);
    const other = await person(t);
    expect((await call(other, 'GET', '/api/pay/subscriptions')).json()).toEqual({ list: [] });
  });
});

describe('invoices: POST /api/pay/list-invoice and GET /api/pay/invoice/{id}', () => {
  it("pages the caller's invoices, newest first, and shows one with its payment", async () => {
    const { owner, id } = await paidCanvas(BUSINESS_1);
    // Eleven more invoices of the same owner, so there is a second page.
    const [first] = await billsOf(id);
    if (!first) throw new Error('no invoice');
    const { id: _id, number: _number, createdAt: _createdAt, ...copy } = first;
    for (let i = 0; i < 11; i += 1) {
      await db()
        .insert(invoices)
        .values({
          ...copy,
          providerPaymentId: null,
          number: `TEST-${id}-${i}`,
          createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
        });
    }
    const page1 = (
      await call(owner, 'POST', '/api/pay/list-invoice', { page: 1, size: INVOICE_PAGE_SIZE })
    ).json();
    expect(page1.total).toBe(12);
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0].number).toBe(first.number);
    const page2 = (await call(owner, 'POST', '/api/pay/list-invoice', { page: 2 })).json();
    expect(page2.list).toHaveLength(2);

    const detail = await call(owner, 'GET', `/api/pay/invoice/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: first.id,
      number: first.number,
      canvasName: 'Studio Aurora',
      maxOpp: 1,
      amount: 14900,
      discount: 0,
      tax: 0,
      total: 14900,
      status: 'paid',
      customer_email: owner.email,
      payment_intent: { payment_method: { card: { brand: 'visa', last4: '4242' }, bank: null } },
      lines: { data: [{ description: expect.stringContaining('1 post'), amount: 14900 }] },
    });
    expect(detail.json().billingPeriod).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
    expect(detail.json().paidDate).toEqual(expect.any(String));
  });

  it("someone else's invoice is not found; an admin may read it", async () => {
    const { id } = await paidCanvas();
    const [bill] = await billsOf(id);
    const outsider = await person(t);
    expect((await call(outsider, 'GET', `/api/pay/invoice/${bill?.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', '/api/pay/list-invoice', {})).json()).toEqual({
      list: [],
      total: 0,
    });
    expect((await call(undefined, 'GET', `/api/pay/invoice/${bill?.id}`)).statusCode).toBe(401);
    const admin = await person(t, { roleValue: 'administrator' });
    expect((await call(admin, 'GET', `/api/pay/invoice/${bill?.id}`)).json()).toMatchObject({ id: bill?.id });
  });

  it('an empty list for a member with no invoices', async () => {
    const member = await person(t);
    expect((await call(member, 'POST', '/api/pay/list-invoice', { page: 1, size: 10 })).json()).toEqual({
      list: [],
      total: 0,
    });
  });
});

describe('provider events', () => {
  it('each event id is handled once; a replay changes nothing', async () => {
    const { owner, id } = await orgCanvas(t);
    await saveMethod(t, owner, 'needsConfirmation');
    const first = await subscribeCall(t, owner, { canvas_id: id, price_id: BUSINESS_1 });
    const driver = new SandboxPaymentsDriver(db());
    const customer = (
      await db().select().from(billingCustomers).where(eq(billingCustomers.userId, owner.id))
    )[0];
    const payment = await driver.confirmPayment(
      customer?.providerCustomerId ?? '',
      first.json().client_secret,
      true,
    );
    if (!payment) throw new Error('not confirmed');
    const deps = {
      db: db(),
      driver,
      email: t.app.deps.email,
      supportEmail: t.config.supportEmail,
      publicUrl: t.config.publicUrl,
    };
    const event = { id: `evt_test_${payment.id}`, type: 'payment.succeeded' as const, payment };
    expect(await handleProviderEvent(deps, event)).toEqual({ handled: true });
    const order = (await db().select().from(paymentOrders).where(eq(paymentOrders.canvasId, id)))[0];
    expect(order?.status).toBe('succeeded');
    // Replayed (as Stripe retries), even claiming failure: nothing changes.
    for (let i = 0; i < 3; i += 1) {
      expect(await handleProviderEvent(deps, { ...event, type: 'payment.failed' })).toEqual({
        handled: false,
      });
    }
    expect((await planOf(id))?.status).toBe('active');
    const events = await db().select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(events).toHaveLength(1);
  });
});
