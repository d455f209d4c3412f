import { messages, type OpportunityInput } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { opportunities, paymentOrders } from '../../db/schema';
import { createCanvas, type Person, person } from '../canvases/testing';

/** Structured pay (issue 22, beyond the spec) through the API: validated, stored in `additional`, read back. */
const t = useTestApp();

async function salon() {
  const owner = await person(t, { target: 'businessCanvas' });
  const { id } = await createCanvas(t, owner, {
    type: 'business',
    introduction: { name: 'Pay Salon' },
    detail: { locations: [{ uuid: 'main', address: '1 Main St, Denver, CO 80202' }] },
  });
  await t.database.db
    .insert(paymentOrders)
    .values({ canvasId: id, status: 'succeeded', amount: 4900, jobCount: 3 });
  return { owner, canvasId: id };
}

const draft = (canvasId: number, pay: unknown): OpportunityInput =>
  ({
    canvasId,
    jobTitle: { optionId: null, name: 'Stylist' },
    additional: { website: 'pay.example.com', pay },
  }) as OpportunityInput;

const post = (owner: Person, body: OpportunityInput) =>
  t.app.inject({ method: 'POST', url: '/api/opportunity', headers: owner.headers, payload: body });

describe('structured pay on an opportunity', () => {
  it('is stored with the opportunity and read back as sent, unstated fields as null', async () => {
    const { owner, canvasId } = await salon();
    const response = await post(owner, draft(canvasId, { commissionMin: 45, commissionMax: 55, tips: true }));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    const read = await t.app.inject({ method: 'GET', url: `/api/opportunity/${id}`, headers: owner.headers });
    expect(read.json().additional.pay).toEqual({
      commissionMin: 45,
      commissionMax: 55,
      boothRentWeekly: null,
      hourlyGuarantee: null,
      salaryMin: null,
      salaryMax: null,
      tips: true,
    });
  });

  it('reads an opportunity saved before structured pay (no pay in additional) as having none', async () => {
    const { owner, canvasId } = await salon();
    const { id } = (await post(owner, draft(canvasId, null))).json();
    await t.database.db
      .update(opportunities)
      .set({ additional: sql`${opportunities.additional} - 'pay'` })
      .where(eq(opportunities.id, id));
    const read = await t.app.inject({ method: 'GET', url: `/api/opportunity/${id}`, headers: owner.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().additional).not.toHaveProperty('pay');
  });

  it.each([
    [{ commissionMin: 60, commissionMax: 40 }, messages.payCommissionOrder],
    [{ commissionMax: 120 }, messages.payCommissionBounds],
    [{ boothRentWeekly: 0 }, messages.payBoothRentBounds],
    [{ hourlyGuarantee: 900 }, messages.payHourlyBounds],
    [{ salaryMin: 90_000, salaryMax: 50_000 }, messages.paySalaryOrder],
    [{ salaryMin: 12 }, messages.paySalaryBounds],
  ])('refuses %j with its message, and saves nothing', async (pay, message) => {
    const { owner, canvasId } = await salon();
    const response = await post(owner, draft(canvasId, pay));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    const rows = await t.database.db.select().from(opportunities).where(eq(opportunities.canvasId, canvasId));
    expect(rows).toHaveLength(0);
  });

  it('is kept on an update and may be cleared', async () => {
    const { owner, canvasId } = await salon();
    const { id } = (await post(owner, draft(canvasId, { hourlyGuarantee: 18 }))).json();
    const update = (pay: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/opportunity',
        headers: owner.headers,
        payload: { ...draft(canvasId, pay), canvasId: undefined, id },
      });
    const raised = await update({ hourlyGuarantee: 20, salaryMin: 40_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().additional.pay).toMatchObject({ hourlyGuarantee: 20, salaryMin: 40_000 });
    const cleared = await update(null);
    expect(cleared.json().additional.pay).toBeNull();
  });
});
