import {
  type AddEmployeeInput,
  type CanvasLocationInput,
  type EmployeeHideInput,
  type EmployeeRoleInput,
  ErrorCode,
  type MemberRole,
  messages,
  type TeamEmployees,
  type TeamEmployeesQuery,
  type UserMatch,
} from '@canvas/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { lastMessage } from '../../../test/outbox';
import { canvasInvitations, canvasMembers, loginThrottle, paymentOrders, users } from '../../db/schema';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
  readCanvas,
  storedRow,
} from './testing';
import { USER_SEARCHES_PER_HOUR } from './user-search';

const t = useTestApp();

const campus = (uuid: string, city: string, address: string): CanvasLocationInput => ({
  uuid,
  address,
  city,
  state: 'Texas',
  stateShort: 'TX',
  coordinates: [-97.7431, 30.2672],
});

interface Team {
  owner: Person;
  id: number;
  slug: string;
  business: boolean;
}

/** A school (or salon) with two locations: campus-1 in Austin, campus-2 in Dallas. */
async function teamCanvas(type: 'school' | 'business' = 'school'): Promise<Team> {
  const owner = await person(t, {
    target: type === 'school' ? 'schoolDashboard' : 'businessCanvas',
    firstName: 'Patricia',
    lastName: 'Nguyen',
  });
  const { id, slug } = await createCanvas(t, owner, {
    type,
    introduction: { name: type === 'school' ? 'Aveline Academy' : 'Studio Verbena' },
    detail: {
      primaryContactNumber: '5125550100',
      locations: [campus('campus-1', 'Austin', '500 Congress Ave'), campus('campus-2', 'Dallas', '1 Elm St')],
    },
  });
  return { owner, id, slug, business: type === 'business' };
}

function call(who: Person | undefined, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

function invite(who: Person, team: Team, email: string, role: MemberRole, locationId = 'campus-1') {
  const body: AddEmployeeInput = {
    canvasId: team.id,
    locationId,
    members: [{ email, role }],
    business: team.business,
  };
  return call(who, 'POST', '/api/canvas/school/add-employee', body);
}

async function invitationCode(email: string): Promise<string> {
  const message = await lastMessage(t.app, email, 'staff-invitation');
  const match = /\/invitation\?code=([\w-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

const openLink = (code: string, who?: Person) =>
  t.app.inject({
    method: 'GET',
    url: `/api/canvas/school/invited?code=${encodeURIComponent(code)}`,
    ...(who ? { headers: who.headers } : {}),
  });

/** A new account invited to a location with `role`, accepted through the link. */
async function staffMember(
  team: Team,
  role: MemberRole,
  name: { firstName: string; lastName: string },
  locationId = 'campus-1',
): Promise<Person> {
  const member = await person(t, name);
  expect((await invite(team.owner, team, member.email, role, locationId)).statusCode).toBe(200);
  const accepted = await openLink(await invitationCode(member.email), member);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

function employees(who: Person | undefined, team: Team, query: Partial<TeamEmployeesQuery> = {}) {
  return call(who, 'POST', '/api/canvas/school/employees', {
    canvasId: team.id,
    business: team.business,
    ...query,
  });
}

async function listed(who: Person, team: Team, query: Partial<TeamEmployeesQuery> = {}) {
  const response = await employees(who, team, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TeamEmployees>();
}

const setRole = (who: Person | undefined, body: Partial<EmployeeRoleInput>) =>
  call(who, 'PUT', '/api/canvas/school/employee-role', body);

const remove = (who: Person | undefined, team: Team, locationId: string, employeeId: string) =>
  call(
    who,
    'DELETE',
    `/api/canvas/school/remove-empoyee?canvasId=${team.id}&locationId=${locationId}&employeeId=${employeeId}&business=${team.business}`,
  );

const hide = (who: Person | undefined, body: EmployeeHideInput) =>
  call(who, 'POST', '/api/canvas/school/employee-change-hide', body);

/** Everything team writes touch, for "nothing changed" checks. */
async function staffState(id: number) {
  const row = await storedRow(t, id);
  const invitations = await t.database.db
    .select()
    .from(canvasInvitations)
    .where(eq(canvasInvitations.canvasId, id))
    .orderBy(asc(canvasInvitations.id));
  const members = await t.database.db
    .select()
    .from(canvasMembers)
    .where(eq(canvasMembers.canvasId, id))
    .orderBy(asc(canvasMembers.userId));
  return { detail: row?.detail, invitations, members };
}

/** The member uuid of a user (or pending email) in the stored document. */
async function memberId(team: Team, who: Person | string): Promise<string> {
  const locations = (await storedRow(t, team.id))?.detail.locations ?? [];
  const member = locations
    .flatMap((location) => location.members)
    .find((item) => (typeof who === 'string' ? item.email === who : item.memberUserId === who.id));
  if (!member) throw new Error('member not found');
  return member.uuid;
}

describe('POST /api/canvas/school/employees', () => {
  it("lists every location's accepted and pending members with the Team member fields", async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Grace', lastName: 'Okafor' });
    await t.database.db.update(users).set({ phone: '5125550111' }).where(eq(users.id, teacher.id));
    const portfolio = await createCanvas(t, teacher, publishableStudent('Grace Okafor'));
    await publish(t, teacher, portfolio.id);
    const pending = `pending-${team.id}@example.com`;
    await invite(team.owner, team, pending, 'Other', 'campus-2');

    const result = await listed(team.owner, team);
    expect(result).toMatchObject({
      count: 2,
      canManage: true,
      canInvite: true,
      locations: [
        { uuid: 'campus-1', address: '500 Congress Ave', city: 'Austin' },
        { uuid: 'campus-2', address: '1 Elm St', city: 'Dallas' },
      ],
    });
    const grace = result.list.find((row) => row.userId === teacher.id);
    expect(grace).toEqual({
      userId: teacher.id,
      memberId: await memberId(team, teacher),
      firstName: 'Grace',
      lastName: 'Okafor',
      email: teacher.email,
      role: 'Teacher',
      roleName: 'Teacher',
      memberLocationId: 'campus-1',
      canvasId: portfolio.id,
      canvasSlug: portfolio.slug,
      pending: false,
      phoneNumber: '5125550111',
      location: { city: 'Austin', address: '500 Congress Ave' },
      joinDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hided: false,
      isSelf: false,
    });
    expect(result.list.find((row) => row.pending)).toEqual({
      userId: null,
      memberId: await memberId(team, pending),
      firstName: '',
      lastName: '',
      email: pending,
      role: 'Other',
      roleName: 'Other',
      memberLocationId: 'campus-2',
      canvasId: null,
      canvasSlug: null,
      pending: true,
      phoneNumber: null,
      location: { city: 'Dallas', address: '1 Elm St' },
      joinDate: null,
      hided: false,
      isSelf: false,
    });
  });

  it('filters by role and keyword (name or email), sorts by each column, and pages 8 at a time', async () => {
    const team = await teamCanvas();
    const zoe = await staffMember(team, 'Admin', { firstName: 'Zoe', lastName: 'Adams' });
    await staffMember(team, 'Teacher', { firstName: 'Amir', lastName: 'Khan' }, 'campus-2');
    for (let index = 0; index < 8; index += 1) {
      await invite(team.owner, team, `invitee-${index}-${team.id}@example.com`, 'Teacher Assistant');
    }
    const firstPage = await listed(team.owner, team);
    expect(firstPage.count).toBe(10);
    expect(firstPage.list).toHaveLength(8);
    expect((await listed(team.owner, team, { page: 2 })).list).toHaveLength(2);

    expect((await listed(team.owner, team, { role: 'Admin' })).list.map((row) => row.userId)).toEqual([
      zoe.id,
    ]);
    expect((await listed(team.owner, team, { role: 'Teacher Assistant' })).count).toBe(8);
    expect((await listed(team.owner, team, { keyword: 'khan' })).list.map((row) => row.firstName)).toEqual([
      'Amir',
    ]);
    expect((await listed(team.owner, team, { keyword: 'INVITEE-3' })).count).toBe(1);

    const byName = await listed(team.owner, team, { sortBy: 'name', order: 'asc', size: 3 });
    expect(byName.list.map((row) => row.firstName || row.email)).toEqual([
      'Amir',
      `invitee-0-${team.id}@example.com`,
      `invitee-1-${team.id}@example.com`,
    ]);
    const byCity = await listed(team.owner, team, { sortBy: 'city', order: 'desc', size: 1 });
    expect(byCity.list[0]?.location.city).toBe('Dallas');
    // Pending invitees have no join date: they come last either way.
    for (const order of ['asc', 'desc'] as const) {
      const byJoin = await listed(team.owner, team, { sortBy: 'joinDate', order, size: 2 });
      expect(byJoin.list.every((row) => !row.pending)).toBe(true);
    }
    const byRole = await listed(team.owner, team, { sortBy: 'role', order: 'asc', size: 1 });
    expect(byRole.list[0]?.role).toBe('Admin');
  });

  it("shows a business's roles other than Admin as 'Non-admin', and marks the reader's own row", async () => {
    const salon = await teamCanvas('business');
    const admin = await staffMember(salon, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
    await staffMember(salon, 'Non-admin', { firstName: 'Nia', lastName: 'Stylist' });
    const result = await listed(admin, salon, { sortBy: 'name', order: 'asc' });
    expect(result.list.map((row) => [row.firstName, row.roleName, row.isSelf])).toEqual([
      ['Ada', 'Admin', true],
      ['Nia', 'Non-admin', false],
    ]);
    expect(result.canManage).toBe(true);
    expect((await listed(salon.owner, salon, { role: 'Non-admin' })).count).toBe(1);
  });

  it("lets a teacher see everything and invite but not manage; a school's view-only staff see accepted members without contacts", async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const assistant = await staffMember(team, 'Teacher Assistant', {
      firstName: 'Ari',
      lastName: 'Assistant',
    });
    await invite(team.owner, team, `pending-view-${team.id}@example.com`, 'Other');

    const asTeacher = await listed(teacher, team);
    expect(asTeacher).toMatchObject({ count: 3, canManage: false, canInvite: true });
    const asAssistant = await listed(assistant, team);
    expect(asAssistant).toMatchObject({ count: 2, canManage: false, canInvite: false });
    expect(asAssistant.list.every((row) => row.email === null && row.phoneNumber === null)).toBe(true);
    expect(JSON.stringify(asAssistant)).not.toContain('pending-view');
  });

  it("refuses a business's Non-admin members, outsiders and visitors", async () => {
    const salon = await teamCanvas('business');
    const stylist = await staffMember(salon, 'Non-admin', { firstName: 'Nia', lastName: 'Stylist' });
    expect((await employees(stylist, salon)).statusCode).toBe(403);
    const outsider = await person(t);
    expect((await employees(outsider, salon)).statusCode).toBe(404);
    expect((await employees(undefined, salon)).statusCode).toBe(401);
    // A published canvas is visible to outsiders: its team is not.
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId: salon.id, status: 'succeeded', amount: 4900 });
    await publish(t, salon.owner, salon.id);
    expect((await employees(outsider, salon)).statusCode).toBe(403);
  });

  it('checks the business flag and refuses person canvases', async () => {
    const salon = await teamCanvas('business');
    const mixed = await employees(salon.owner, { ...salon, business: false });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().field).toBe('business');
    const student = await person(t);
    const { id, slug } = await createCanvas(t, student, publishableStudent());
    const refused = await employees(student, { owner: student, id, slug, business: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.teamNotStaffCanvas);
  });
});

describe('PUT /api/canvas/school/employee-role', () => {
  it('changes the role in the document and the projection together; the permission follows', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const response = await setRole(team.owner, {
      canvasId: team.id,
      locationId: 'campus-1',
      employeeId: await memberId(team, teacher),
      role: 'Other',
      business: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, self: false });
    const state = await staffState(team.id);
    expect(state.detail?.locations[0]?.members[0]).toMatchObject({
      memberUserId: teacher.id,
      role: 'Other',
      permission: { permission: 'viewOnly' },
    });
    expect(state.members).toMatchObject([{ userId: teacher.id, role: 'Other', permission: 'viewOnly' }]);
    const canvas = await readCanvas(t, team.id, teacher);
    expect(canvas.json().canEdit).toBe(false);
  });

  it("changes a pending invitee's role and its invitation's", async () => {
    const team = await teamCanvas();
    const email = `pending-role-${team.id}@example.com`;
    await invite(team.owner, team, email, 'Other');
    const response = await setRole(team.owner, {
      canvasId: team.id,
      locationId: 'campus-1',
      employeeId: await memberId(team, email),
      role: 'Teacher',
      business: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await staffState(team.id)).invitations).toMatchObject([{ email, role: 'Teacher' }]);
  });

  it('answers self when an Admin member changes their own role (the dashboard refreshes)', async () => {
    const salon = await teamCanvas('business');
    const admin = await staffMember(salon, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
    const response = await setRole(admin, {
      canvasId: salon.id,
      locationId: 'campus-1',
      employeeId: await memberId(salon, admin),
      role: 'Non-admin',
      business: true,
    });
    expect(response.json()).toEqual({ success: true, self: true });
    expect((await employees(admin, salon)).statusCode).toBe(403);
  });

  it("says 'Please choose a role' without one, and refuses roles the canvas type does not offer", async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const employeeId = await memberId(team, teacher);
    const before = await staffState(team.id);
    for (const role of [undefined, '', 'Boss']) {
      const response = await setRole(team.owner, {
        canvasId: team.id,
        locationId: 'campus-1',
        employeeId,
        ...(role === undefined ? {} : { role: role as MemberRole }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(messages.teamRoleChoose);
    }
    const notOffered = await setRole(team.owner, {
      canvasId: team.id,
      locationId: 'campus-1',
      employeeId,
      role: 'Non-admin',
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(messages.memberRoleNotOffered);
    const missing = await setRole(team.owner, {
      canvasId: team.id,
      locationId: 'campus-2',
      employeeId,
      role: 'Admin',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.teamMemberMissing);
    expect(await staffState(team.id)).toEqual(before);
  });

  it('refuses teachers, Non-admin members, outsiders and visitors and changes nothing', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const salon = await teamCanvas('business');
    const stylist = await staffMember(salon, 'Non-admin', { firstName: 'Nia', lastName: 'Stylist' });
    const schoolBefore = await staffState(team.id);
    const salonBefore = await staffState(salon.id);
    const cases: Array<[Person | undefined, Team, Person, number]> = [
      [teacher, team, teacher, 403],
      [stylist, salon, stylist, 403],
      [await person(t), team, teacher, 404],
      [undefined, salon, stylist, 401],
    ];
    for (const [who, target, member, status] of cases) {
      const response = await setRole(who, {
        canvasId: target.id,
        locationId: 'campus-1',
        employeeId: await memberId(target, member),
        role: 'Admin',
        business: target.business,
      });
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(await staffState(team.id)).toEqual(schoolBefore);
    expect(await staffState(salon.id)).toEqual(salonBefore);
  });

  it('lets a platform admin change roles on any canvas', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const admin = await person(t, { roleValue: 'administrator' });
    const response = await setRole(admin, {
      canvasId: team.id,
      locationId: 'campus-1',
      employeeId: await memberId(team, teacher),
      role: 'Admin',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('DELETE /api/canvas/school/remove-empoyee', () => {
  it('removes an accepted member from the document and the projection: they lose access', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const response = await remove(team.owner, team, 'campus-1', await memberId(team, teacher));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, self: false });
    const state = await staffState(team.id);
    expect(state.detail?.locations[0]?.members).toEqual([]);
    expect(state.members).toEqual([]);
    expect((await readCanvas(t, team.id, teacher)).statusCode).toBe(404);
  });

  it('revokes a pending invitation: its link stops working', async () => {
    const team = await teamCanvas();
    const email = `revoke-${team.id}@example.com`;
    await invite(team.owner, team, email, 'Other');
    const code = await invitationCode(email);
    const response = await remove(team.owner, team, 'campus-1', await memberId(team, email));
    expect(response.statusCode, response.body).toBe(200);
    expect((await staffState(team.id)).invitations).toEqual([]);
    expect((await openLink(code)).statusCode).toBe(404);
  });

  it('answers self when an Admin member leaves, 404 for a member already gone', async () => {
    const team = await teamCanvas();
    const admin = await staffMember(team, 'Admin', { firstName: 'Ada', lastName: 'Admin' });
    const id = await memberId(team, admin);
    expect((await remove(admin, team, 'campus-1', id)).json()).toEqual({ success: true, self: true });
    const again = await remove(team.owner, team, 'campus-1', id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.teamMemberMissing);
  });

  it('refuses teachers, Non-admin members, outsiders and visitors and changes nothing', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const assistant = await staffMember(team, 'Teacher Assistant', {
      firstName: 'Ari',
      lastName: 'Assistant',
    });
    const salon = await teamCanvas('business');
    const stylist = await staffMember(salon, 'Non-admin', { firstName: 'Nia', lastName: 'Stylist' });
    const schoolBefore = await staffState(team.id);
    const salonBefore = await staffState(salon.id);
    const assistantId = await memberId(team, assistant);
    expect((await remove(teacher, team, 'campus-1', assistantId)).statusCode).toBe(403);
    expect((await remove(stylist, salon, 'campus-1', await memberId(salon, stylist))).statusCode).toBe(403);
    expect((await remove(await person(t), team, 'campus-1', assistantId)).statusCode).toBe(404);
    expect((await remove(undefined, team, 'campus-1', assistantId)).statusCode).toBe(401);
    expect(await staffState(team.id)).toEqual(schoolBefore);
    expect(await staffState(salon.id)).toEqual(salonBefore);
  });
});

describe('POST /api/canvas/school/employee-change-hide', () => {
  it('hides a pending invitee (listed only with showHidden); showing it again or resending brings it back', async () => {
    const team = await teamCanvas();
    const email = `hide-${team.id}@example.com`;
    await invite(team.owner, team, email, 'Other');
    const id = await memberId(team, email);
    const hidden = await hide(team.owner, { schoolId: team.id, memberId: id, hided: true, business: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await listed(team.owner, team)).count).toBe(0);
    expect((await listed(team.owner, team, { showHidden: true })).list).toMatchObject([
      { email, hided: true },
    ]);

    await hide(team.owner, { schoolId: team.id, memberId: id, hided: false });
    expect((await listed(team.owner, team)).list).toMatchObject([{ email, hided: false }]);

    await hide(team.owner, { schoolId: team.id, memberId: id, hided: true });
    const resent = await invite(team.owner, team, email, 'Other');
    expect(resent.json().invitations).toEqual([{ email, resent: true }]);
    expect((await listed(team.owner, team)).list).toMatchObject([{ email, hided: false }]);
  });

  it('hides only pending invitees', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const response = await hide(team.owner, {
      schoolId: team.id,
      memberId: await memberId(team, teacher),
      hided: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.teamHideOnlyPending);
    const unknown = await hide(team.owner, { schoolId: team.id, memberId: 'nobody', hided: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses teachers, outsiders and visitors and changes nothing', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher', { firstName: 'Tess', lastName: 'Teacher' });
    const email = `hide-refused-${team.id}@example.com`;
    await invite(team.owner, team, email, 'Other');
    const body = { schoolId: team.id, memberId: await memberId(team, email), hided: true };
    const before = await staffState(team.id);
    expect((await hide(teacher, body)).statusCode).toBe(403);
    expect((await hide(await person(t), body)).statusCode).toBe(404);
    expect((await hide(undefined, body)).statusCode).toBe(401);
    expect(await staffState(team.id)).toEqual(before);
  });
});

describe('POST /api/canvas/school/add-employee from My Team', () => {
  it('invites a user picked in the search by id, at their account email', async () => {
    const team = await teamCanvas();
    const picked = await person(t, { firstName: 'Pia', lastName: 'Picked' });
    const response = await call(team.owner, 'POST', '/api/canvas/school/add-employee', {
      canvasId: team.id,
      locationId: 'campus-1',
      members: [{ id: picked.id, role: 'Teacher' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().invitations).toEqual([{ email: picked.email, resent: false }]);
    expect(await invitationCode(picked.email)).toMatch(/^[\w-]{43}$/);
  });

  it("says 'Please enter at lease one user or email', 'Please pick a role to continue', and refuses unknown users", async () => {
    const team = await teamCanvas();
    const unverified = await createUser(t.database, { verified: false });
    const cases: Array<[object[], number, string]> = [
      [[], 422, messages.teamUserOrEmailRequired],
      [[{ role: 'Teacher' }], 422, messages.teamUserOrEmailRequired],
      [[{ email: 'a@example.com' }], 422, messages.teamRolePick],
      [[{ email: 'a@example.com', role: '' }], 422, messages.teamRolePick],
      [[{ email: 'not-an-email', role: 'Teacher' }], 422, messages.inviteEmailInvalid],
      [[{ id: 2_000_000_000, role: 'Teacher' }], 400, messages.teamUserNotFound],
      [[{ id: unverified.id, role: 'Teacher' }], 400, messages.teamUserNotFound],
    ];
    for (const [members, status, message] of cases) {
      const response = await call(team.owner, 'POST', '/api/canvas/school/add-employee', {
        canvasId: team.id,
        locationId: 'campus-1',
        members,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await staffState(team.id)).invitations).toEqual([]);
  });
});

describe('PUT /api/user/search', () => {
  const search = (who: Person | undefined, body: object) => call(who, 'PUT', '/api/user/search', body);

  it('finds verified accounts by name without their email, and by exact email with it', async () => {
    const searcher = await person(t, { firstName: 'Sam', lastName: 'Searcher' });
    const tag = `Qx${searcher.id}`;
    const found = await person(t, { firstName: 'Lena', lastName: `Marlow${tag}` });
    await createUser(t.database, { firstName: 'Hidden', lastName: `Marlow${tag}`, verified: false });
    const byName = await search(searcher, { keyword: `marlow${tag.toLowerCase()}` });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toEqual([
      { userId: found.id, firstName: 'Lena', lastName: `Marlow${tag}`, avatar: null, email: null },
    ]);
    const byFullName = await search(searcher, { keyword: `Lena Marlow${tag}` });
    expect(byFullName.json<UserMatch[]>().map((match) => match.userId)).toEqual([found.id]);
    const byEmail = await search(searcher, { keyword: found.email.toUpperCase() });
    expect(byEmail.json()).toEqual([expect.objectContaining({ userId: found.id, email: found.email })]);
    // Part of an email finds nobody: addresses are matched whole.
    expect((await search(searcher, { keyword: found.email.slice(0, -4) })).json()).toEqual([]);
    expect((await search(searcher, { keyword: 'Sam Searcher' })).json<UserMatch[]>()).not.toContainEqual(
      expect.objectContaining({ userId: searcher.id }),
    );
  });

  it('keeps the tactics bounds: [4,20] by default, never under 3 characters or over 20 matches', async () => {
    const searcher = await person(t);
    const tag = `Zq${searcher.id}`;
    for (let index = 0; index < 22; index += 1) await person(t, { firstName: tag, lastName: `N${index}` });
    expect((await search(searcher, { keyword: tag.slice(0, 3) })).json()).toEqual([]);
    expect((await search(searcher, { keyword: tag })).json()).toHaveLength(20);
    expect((await search(searcher, { keyword: tag, tactics: [1, 1000] })).json()).toHaveLength(20);
    expect((await search(searcher, { keyword: tag, tactics: [0, 5] })).json()).toHaveLength(5);
    expect((await search(searcher, { keyword: 'ab', tactics: [0, 20] })).json()).toEqual([]);
    expect((await search(searcher, { keyword: '%%%%' })).json()).toEqual([]);
  });

  it('answers 429 past the searches an account may run in an hour, and 401 to visitors', async () => {
    const searcher = await person(t);
    await t.database.db
      .insert(loginThrottle)
      .values({ key: `user-search:${searcher.id}`, failures: USER_SEARCHES_PER_HOUR });
    const response = await search(searcher, { keyword: 'anyone' });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe(ErrorCode.tooManyRequests);
    expect((await search(undefined, { keyword: 'anyone' })).statusCode).toBe(401);
  });
});
