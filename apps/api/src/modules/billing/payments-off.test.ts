import { ErrorCode, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { orgCanvas, subscribeCall } from './testing';

// Production with no Stripe keys and no PAYMENTS_SANDBOX: the sandbox's test cards must not buy plans.
const t = useTestApp({
  CANVAS_MODE: 'production',
  JWT_SECRET: 'a-production-secret-with-enough-variety-0123456789',
  PUBLIC_URL: 'https://canvas.example.com',
});

describe('payments off (production without a provider)', () => {
  it('answers 503 with a plain message, offers no sandbox, and buys nothing', async () => {
    expect(t.config.paymentsSandbox).toBe(false);
    const canvas = await orgCanvas(t);
    const { owner } = canvas;
    const key = await t.app.inject({ method: 'GET', url: '/api/pay/key', headers: owner.headers });
    expect(key.statusCode).toBe(503);
    expect(key.json()).toEqual({ code: ErrorCode.unavailable, message: messages.paymentsUnavailable });
    const secret = await t.app.inject({ method: 'GET', url: '/api/pay/client-sec', headers: owner.headers });
    expect(secret.statusCode).toBe(503);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/payment-methods',
      headers: owner.headers,
      payload: { secret: 'x', type: 'card' },
    });
    expect(sandbox.statusCode).toBe(404);
    const subscribe = await subscribeCall(t, owner, {
      canvas_id: canvas.id,
      price_id: 'business_1_six_month',
      payment_method: 'pm_sandbox_anything',
    });
    expect(subscribe.statusCode).toBeGreaterThanOrEqual(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${canvas.id}`,
      headers: owner.headers,
    });
    expect(read.json()).toMatchObject({ status: 'draft', payorder: null });
  });
});
