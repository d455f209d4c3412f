import {
  apiErrorSchema,
  changePreviewResultSchema,
  changePreviewSchema,
  changePriceSchema,
  clientSecretQuerySchema,
  clientSecretResultSchema,
  couponCheckSchema,
  couponResultSchema,
  invoiceListResultSchema,
  invoiceParams,
  invoiceSchema,
  listInvoicesSchema,
  payContactSchema,
  payKeyResultSchema,
  paymentInfoSchema,
  priceFamilyParams,
  pricesQuerySchema,
  pricesResultSchema,
  sandboxConfirmSchema,
  sandboxPaymentMethodResultSchema,
  sandboxPaymentMethodSchema,
  subscribeResultSchema,
  subscribeSchema,
  subscriptionsResultSchema,
  successSchema,
  updatePaymentInfoSchema,
} from '@canvas/shared';
import type { FastifyInstance } from 'fastify';
import { createPaymentsDriver } from '../../adapters/payments';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import {
  type BillingDeps,
  changePrice,
  checkCoupon,
  confirmSandboxPayment,
  createClientSecret,
  getInvoice,
  getPaymentInfo,
  listInvoices,
  listPrices,
  listSubscriptions,
  payKey,
  previewChange,
  RECONCILE_AFTER_SECONDS,
  reconcileAttempts,
  saveSandboxPaymentMethod,
  sendPlanContact,
  subscribe,
  updatePaymentInfo,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** The billing service's dependencies, from the app's (P2's webhook route and P3's renewals use it too). */
export function billingDeps(app: FastifyInstance): BillingDeps {
  const { config, database, email } = app.deps;
  return {
    db: database.db,
    driver: createPaymentsDriver(config, database.db),
    email,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    log: app.log,
  };
}

/** How often each process looks for payment attempts a crash left half-done. */
const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** Membership and billing, spec 3 §7 `/pay/*` (service.ts; decision 029). */
export const billingRoutes: RouteModule = (app) => {
  const deps = billingDeps(app);

  // Attempts a crash left `started` are finished once the app is ready, then every few minutes.
  let timer: NodeJS.Timeout | undefined;
  const reconcile = () =>
    reconcileAttempts(deps, { olderThanSeconds: RECONCILE_AFTER_SECONDS }).catch((error: unknown) =>
      app.log.error({ err: error }, 'payment reconcile failed'),
    );
  app.addHook('onReady', async () => {
    void reconcile();
    timer = setInterval(() => void reconcile(), RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  typed(app).get(
    '/api/pay/prices/:type',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary:
          'Plan options: business plans (six_month), or the school plan (school, one post; all=true: every school option)',
        params: priceFamilyParams,
        querystring: pricesQuerySchema,
        response: { 200: pricesResultSchema, 422: apiErrorSchema },
      },
    },
    (request) => listPrices(deps.db, request.params.type, { all: request.query.all }),
  );

  typed(app).get(
    '/api/pay/key',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Which payments provider runs (sandbox or stripe) and its browser key (Stripe's publishable key)",
        response: { 200: payKeyResultSchema, 401: apiErrorSchema },
      },
    },
    () => payKey(deps.driver),
  );

  typed(app).get(
    '/api/pay/client-sec',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "A one-time setup secret for saving a card (isCreditCard=true) or a US bank account to the caller's customer",
        querystring: clientSecretQuerySchema,
        response: { 200: clientSecretResultSchema, ...errors },
      },
    },
    (request) => createClientSecret(deps, requireAuth(request).user, request.query.isCreditCard),
  );

  typed(app).get(
    '/api/pay/paymentInfo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The caller's default payment method (brand and last 4, or bank) and billing details",
        response: { 200: paymentInfoSchema, 401: apiErrorSchema },
      },
    },
    (request) => getPaymentInfo(deps, requireAuth(request).user),
  );

  typed(app).put(
    '/api/pay/paymentInfo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Make a payment method the caller saved at the provider their default (and their plans'), with the billing form",
        body: updatePaymentInfoSchema,
        response: { 200: paymentInfoSchema, ...errors },
      },
    },
    (request) => updatePaymentInfo(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/pay/contact',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Ask the team for a larger plan (4+ / 25+): support gets the request by email (5 an hour)',
        body: payContactSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await sendPlanContact(deps, requireAuth(request).user, request.body);
      return { success: true as const };
    },
  );

  typed(app).post(
    '/api/pay/coupon',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "What a coupon code takes off (amount_off in cents or percent_off); 422 'Invalid Coupon' otherwise",
        body: couponCheckSchema,
        response: { 200: couponResultSchema, ...errors },
      },
    },
    (request) => checkCoupon(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/pay/change-preview',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "What moving a canvas's plan to another price costs now (prorated; 0 for a downgrade) — owner or admin",
        body: changePreviewSchema,
        response: { 200: changePreviewResultSchema, ...errors },
      },
    },
    (request) => previewChange(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/pay/change-price',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Change a canvas's plan: upgrade now (prorated charge), downgrade next period, or cancel at the period end — owner or admin",
        body: changePriceSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => changePrice(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/pay/subscribe',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          'Buy a plan for a canvas (owner or admin), header Idempotency-Key per attempt: one charge however often it is sent; on success the canvas is published',
        body: subscribeSchema,
        response: { 200: subscribeResultSchema, ...errors },
      },
    },
    (request) => subscribe(deps, requireAuth(request).user, request.headers['idempotency-key'], request.body),
  );

  typed(app).get(
    '/api/pay/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The caller's running plans, one per canvas (the /membership page)",
        response: { 200: subscriptionsResultSchema, 401: apiErrorSchema },
      },
    },
    (request) => listSubscriptions(deps, requireAuth(request).user),
  );

  typed(app).post(
    '/api/pay/list-invoice',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The caller's invoices, newest first, a page at a time",
        body: listInvoicesSchema,
        response: { 200: invoiceListResultSchema, ...errors },
      },
    },
    (request) => listInvoices(deps, requireAuth(request).user, request.body),
  );

  typed(app).get(
    '/api/pay/invoice/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'One invoice (its owner or an admin)',
        params: invoiceParams,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    (request) => getInvoice(deps, requireAuth(request).user, request.params.id),
  );

  // The sandbox provider's own calls (what Stripe.js does against Stripe); 404 in Stripe mode.
  typed(app).post(
    '/api/pay/sandbox/payment-methods',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Sandbox only: save a test card or bank account with a setup secret of the caller's (only the documented test numbers)",
        body: sandboxPaymentMethodSchema,
        response: { 200: sandboxPaymentMethodResultSchema, ...errors },
      },
    },
    (request) => saveSandboxPaymentMethod(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/pay/sandbox/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Sandbox only: the payer approves or refuses a payment waiting for confirmation (3-D Secure's stand-in)",
        body: sandboxConfirmSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await confirmSandboxPayment(deps, requireAuth(request).user, request.body);
      return { success: true as const };
    },
  );
};
