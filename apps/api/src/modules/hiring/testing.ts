import type { MemberRole, OpportunityInput } from '@canvas/shared';
import { permissionOfRole } from '@canvas/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helper';
import { canvasMembers, opportunityApplications, paymentOrders } from '../../db/schema';
import { createCanvas, type Person, person, publish, publishableStudent } from '../canvases/testing';

/** Test helpers of the hiring loop (hiring, messages): a salon with a posted opportunity and applicants. */

export const SALON_ADDRESS = '500 Congress Ave, Austin, TX 78701';

/** A paid salon with two locations ('main' in Austin, 'north' in Round Rock) and a public opportunity. */
export async function salonWithOpportunity(
  t: TestApp,
  options: { competition?: boolean; name?: string } = {},
) {
  const owner = await person(t, { target: 'businessCanvas', firstName: 'Nora', lastName: 'Salon' });
  const canvas = await createCanvas(t, owner, {
    type: 'business',
    introduction: { name: options.name ?? 'Marigold & Mane' },
    detail: {
      locations: [
        { uuid: 'main', address: SALON_ADDRESS, city: 'Austin', stateShort: 'TX' },
        { uuid: 'north', address: '1 Main St, Round Rock, TX 78664', city: 'Round Rock', stateShort: 'TX' },
      ],
    },
  });
  await t.database.db
    .insert(paymentOrders)
    .values({ canvasId: canvas.id, status: 'succeeded', amount: 4900, jobCount: 10 });
  const opportunity = await postOpportunity(t, owner, canvas.id, 'main');
  if (options.competition) {
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const contest = await postOpportunity(t, admin, canvas.id, 'main', { competition: true });
    return { owner, canvasId: canvas.id, opportunityId: contest.id, slug: contest.slug, admin };
  }
  return { owner, canvasId: canvas.id, opportunityId: opportunity.id, slug: opportunity.slug };
}

export async function postOpportunity(
  t: TestApp,
  poster: Person,
  canvasId: number,
  locationUuid: string,
  extra: Partial<OpportunityInput> = {},
): Promise<{ id: number; slug: string }> {
  const body: OpportunityInput = {
    canvasId,
    status: 'public',
    jobTitle: { optionId: 3, name: 'Stylist' },
    jobType: { optionId: 1, name: 'Full Time' },
    locationUuid,
    email: 'jobs@marigold.example.com',
    editor: '<p>Join our team</p>',
    applyUrl: 'salon.example.com/apply',
    media: { thumbPhoto: { url: 'https://cdn.example.com/thumb.jpg', type: 'thumbnailPhoto' } },
    additional: { website: 'salon.example.com', paymentStructure: { optionId: 1, name: 'Hourly' } },
    ...extra,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity',
    headers: poster.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A candidate with a student canvas (public unless `pending`) who applied to the opportunity. */
export async function applicantOf(
  t: TestApp,
  opportunityId: number,
  options: { firstName?: string; lastName?: string; city?: string; pending?: boolean } = {},
) {
  const candidate = await person(t, {
    target: 'studentCanvas',
    firstName: options.firstName ?? 'Maya',
    lastName: options.lastName ?? 'Robinson',
  });
  const canvas = await createCanvas(t, candidate, {
    ...publishableStudent(`${options.firstName ?? 'Maya'} ${options.lastName ?? 'Robinson'}`),
    detail: { locations: [{ uuid: 'home', city: options.city ?? 'Dallas', stateShort: 'TX' }] },
  });
  if (!options.pending) await publish(t, candidate, canvas.id);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity/apply',
    headers: candidate.headers,
    payload: { id: opportunityId, canvasId: canvas.id },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(opportunityApplications)
    .where(
      and(
        eq(opportunityApplications.opportunityId, opportunityId),
        eq(opportunityApplications.userId, candidate.id),
      ),
    );
  if (!row) throw new Error('no application stored');
  return { candidate, canvasId: canvas.id, applyId: row.id };
}

/** Makes `member` an accepted member of the canvas with `role` (the canvas_members projection). */
export async function addMember(t: TestApp, canvasId: number, member: Person, role: MemberRole) {
  await t.database.db
    .insert(canvasMembers)
    .values({ canvasId, locationUuid: 'main', userId: member.id, role, permission: permissionOfRole(role) });
}

export async function storedApplication(t: TestApp, applyId: number) {
  const [row] = await t.database.db
    .select()
    .from(opportunityApplications)
    .where(eq(opportunityApplications.id, applyId));
  return row;
}
