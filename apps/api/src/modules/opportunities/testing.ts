import type { OpportunityInput } from '@canvas/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helper';
import { paymentOrders } from '../../db/schema';
import { createCanvas, type Person, person } from '../canvases/testing';

/** Test helpers of the opportunities area: a salon with a paid plan, opportunities through the API. */

/** A salon's business canvas with one location ('main') and, unless `jobCount` is 0, a paid plan of that many opportunities. */
export async function salonWithPlan(t: TestApp, { name = 'Marigold & Mane', jobCount = 1 } = {}) {
  const owner = await person(t, { target: 'businessCanvas' });
  const { id } = await createCanvas(t, owner, {
    type: 'business',
    introduction: { name },
    detail: { locations: [{ uuid: 'main', address: '500 Congress Ave, Austin, TX 78701' }] },
  });
  if (jobCount > 0)
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId: id, status: 'succeeded', amount: 4900, jobCount });
  return { owner, canvasId: id };
}

/** An opportunity with everything publishing needs, at the salon's 'main' location (no status: a draft). */
export const completeOpportunity = (canvasId: number): OpportunityInput => ({
  canvasId,
  jobTitle: { optionId: 3, name: 'Stylist' },
  jobType: { optionId: 1, name: 'Full Time' },
  locationUuid: 'main',
  editor: '<p>Join our team</p>',
  applyUrl: 'salon.example.com/apply',
  media: { thumbPhoto: { url: 'https://cdn.example.com/thumb.jpg', type: 'thumbnailPhoto' } },
  additional: { website: 'salon.example.com', paymentStructure: { optionId: 1, name: 'Hourly' } },
});

/**
 * PUT /api/opportunity: opportunity `id` of `canvasId` saved whole (completeOpportunity) with
 * `changes`. The response is the caller's to judge (some tests expect a refusal).
 */
export function saveOpportunity(
  t: TestApp,
  owner: Person,
  canvasId: number,
  id: number,
  changes: Partial<OpportunityInput> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/opportunity',
    headers: owner.headers,
    payload: { ...completeOpportunity(canvasId), canvasId: undefined, id, ...changes },
  });
}

/** POST /api/opportunity, expected to be accepted. */
export async function postOpportunity(
  t: TestApp,
  owner: Person,
  body: OpportunityInput,
): Promise<{ id: number; slug: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity',
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
