import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { orgCanvas, saveMethod, subscribeCall } from './testing';

const t = useTestApp();

describe('smoke', () => {
  it('buys a plan with the sandbox card', async () => {
    const { owner, id } = await orgCanvas(t);
    await saveMethod(t, owner);
    const response = await subscribeCall(t, owner, { canvas_id: id, price_id: 'business_1_six_month' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: 14900, canvas: { status: 'public' } });
    const canvas = await t.app.inject({ method: 'GET', url: `/api/canvas/${id}`, headers: owner.headers });
    expect(canvas.json()).toMatchObject({ status: 'public', payorder: { status: 'succeeded', price: 14900 }, job: { max: 1 } });
    const invoices = await t.app.inject({ method: 'POST', url: '/api/pay/list-invoice', headers: owner.headers, payload: {} });
    expect(invoices.json()).toMatchObject({ total: 1, list: [{ status: 'paid', total: 14900 }] });
    const subs = await t.app.inject({ method: 'GET', url: '/api/pay/subscriptions', headers: owner.headers });
    expect(subs.json().list).toHaveLength(1);
  });
});
