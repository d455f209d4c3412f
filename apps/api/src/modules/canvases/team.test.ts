import {
  type AddEmployeeInput,
  type Canvas,
  type CanvasLocationInput,
  type CanvasSummary,
  ErrorCode,
  INVITATION_TTL_DAYS,
  type Invitation,
  type MemberRole,
  messages,
} from '@canvas/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { lastMessage, outboxFor } from '../../../test/outbox';
import { canvasInvitations, canvasMembers, loginThrottle, paymentOrders, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { INVITATIONS_PER_CANVAS_PER_HOUR } from './team';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
  readCanvas,
  recordUploaded,
  storedRow,
} from './testing';

const t = useTestApp();

const campus = (uuid: string, address = '500 Congress Ave'): CanvasLocationInput => ({
  uuid,
  address,
  city: 'Austin',
  state: 'Texas',
  stateShort: 'TX',
  coordinates: [-97.7431, 30.2672],
});

interface Team {
  owner: Person;
  id: number;
  slug: string;
}

/** A school (or salon) canvas with what publishing needs and two locations, campus-1 and campus-2. */
async function teamCanvas(type: 'school' | 'business' = 'school', name = 'Aveline Academy'): Promise<Team> {
  const owner = await person(t, {
    target: type === 'school' ? 'schoolDashboard' : 'businessCanvas',
    firstName: 'Patricia',
    lastName: 'Nguyen',
  });
  const { id, slug } = await createCanvas(t, owner, {
    type,
    introduction: { name },
    detail: {
      primaryContactNumber: '5125550100',
      locations: [campus('campus-1'), campus('campus-2', '1200 Lamar Blvd')],
    },
  });
  return { owner, id, slug };
}

function invite(who: Person | undefined, body: AddEmployeeInput) {
  return t.app.inject({
    method: 'POST',
    url: '/api/canvas/school/add-employee',
    ...(who ? { headers: who.headers } : {}),
    payload: body,
  });
}

const inviteBody = (team: Team, email: string, role: MemberRole = 'Teacher'): AddEmployeeInput => ({
  canvasId: team.id,
  locationId: 'campus-1',
  members: [{ email, role }],
  business: false,
});

/** The code of the newest invitation emailed to `email`. */
async function invitationCode(email: string): Promise<string> {
  const message = await lastMessage(t.app, email, 'staff-invitation');
  const match = /\/invitation\?code=([\w-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

function openLink(code: string, who?: Person) {
  return t.app.inject({
    method: 'GET',
    url: `/api/canvas/school/invited?code=${encodeURIComponent(code)}`,
    ...(who ? { headers: who.headers } : {}),
  });
}

/** Invites a new account to campus-1 with `role` and accepts through the link: the member, signed in. */
async function staffMember(team: Team, role: MemberRole): Promise<Person> {
  const member = await person(t, { firstName: 'Dana', lastName: role.replace(/\W/g, '') });
  const invited = await invite(team.owner, inviteBody(team, member.email, role));
  expect(invited.statusCode, invited.body).toBe(200);
  const accepted = await openLink(await invitationCode(member.email), member);
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json<Invitation>().status).toBe('accepted');
  return member;
}

function save(who: Person, id: number, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/canvas/${id}`, headers: who.headers, payload });
}

async function view(who: Person | undefined, id: number): Promise<Canvas> {
  const response = await readCanvas(t, id, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Canvas>();
}

/** Everything staff writes touch, for "nothing changed" checks. */
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
  return { detail: row?.detail, status: row?.status, updatedAt: row?.updatedAt, invitations, members };
}

async function storedMembers(id: number, location = 0) {
  return (await storedRow(t, id))?.detail.locations[location]?.members ?? [];
}

async function addOrder(canvasId: number, status: string, jobCount = 0, minutesAgo = 0) {
  await t.database.db.insert(paymentOrders).values({
    canvasId,
    status,
    amount: 4900,
    jobCount,
    createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
  });
}

describe('POST /api/canvas/school/add-employee', () => {
  it('adds the pending member, stores only the hash of a 14-day code and emails the link', async () => {
    const team = await teamCanvas();
    const email = `New.Teacher.${team.id}@Example.com`;
    const response = await invite(team.owner, inviteBody(team, email));
    expect(response.statusCode, response.body).toBe(200);
    const lower = email.toLowerCase();
    expect(response.json()).toEqual({ success: true, invitations: [{ email: lower, resent: false }] });

    const [member] = await storedMembers(team.id);
    expect(member).toMatchObject({
      type: 'employee',
      role: 'Teacher',
      permission: { permission: 'canEdit' },
      memberUserId: null,
      email: lower,
    });
    expect(member?.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const code = await invitationCode(lower);
    expect(code).toMatch(/^[\w-]{43}$/);
    const { invitations } = await staffState(team.id);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({
      email: lower,
      role: 'Teacher',
      locationUuid: 'campus-1',
      codeHash: hashToken(code),
      sentCount: 1,
      invitedBy: team.owner.id,
      acceptedAt: null,
    });
    const days = ((invitations[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_TTL_DAYS);
    expect(JSON.stringify(await staffState(team.id))).not.toContain(code);

    const message = await lastMessage(t.app, lower, 'staff-invitation');
    expect(message.subject).toBe('Patricia Nguyen invited you to join Aveline Academy on Canvas');
    expect(message.text).toContain(`${t.config.publicUrl}/invitation?code=${code}`);
    expect(message.text).toContain('500 Congress Ave, Austin, TX');
    expect(message.text).toContain('as a Teacher');
    expect(message.text).toContain(`expires in ${INVITATION_TTL_DAYS} days`);
    expect(message.html).toContain('Accept the invitation');
  });

  it('resends to an open invitation: a new code (the old link stops working), sent_count + 1, one member', async () => {
    const team = await teamCanvas();
    const email = `resend-${team.id}@example.com`;
    await invite(team.owner, inviteBody(team, email));
    const first = await invitationCode(email);
    const again = await invite(team.owner, inviteBody(team, email.toUpperCase(), 'Teacher Assistant'));
    expect(again.json()).toEqual({ success: true, invitations: [{ email, resent: true }] });
    const second = await invitationCode(email);
    expect(second).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(404);
    expect((await openLink(second)).json<Invitation>()).toMatchObject({
      status: 'pending',
      role: 'Teacher Assistant',
      canEdit: false,
    });
    const state = await staffState(team.id);
    expect(state.invitations).toHaveLength(1);
    expect(state.invitations[0]?.sentCount).toBe(2);
    const members = await storedMembers(team.id);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ role: 'Teacher Assistant', permission: { permission: 'viewOnly' } });
  });

  it('invites several addresses at once, each once, and reports an accepted member without emailing it', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const before = (await outboxFor(t.app, teacher.email)).length;
    const response = await invite(team.owner, {
      ...inviteBody(team, teacher.email),
      members: [
        { email: `a-${team.id}@example.com`, role: 'Other' },
        { email: `A-${team.id}@example.com`, role: 'Admin' },
        { email: teacher.email.toUpperCase(), role: 'Admin' },
      ],
    });
    expect(response.json()).toEqual({
      success: true,
      invitations: [
        { email: `a-${team.id}@example.com`, resent: false },
        { email: teacher.email, resent: false },
      ],
    });
    expect(await outboxFor(t.app, teacher.email)).toHaveLength(before);
    const members = await storedMembers(team.id);
    expect(members).toHaveLength(2);
    expect(members.find((member) => member.memberUserId === teacher.id)?.role).toBe('Teacher');
    expect(members.find((member) => member.memberUserId === null)?.role).toBe('Admin');
  });

  it('checks the roles the canvas type offers, the business flag, the location and the email', async () => {
    const school = await teamCanvas();
    const salon = await teamCanvas('business', 'Studio Verbena');
    const cases: Array<[Person, AddEmployeeInput, number, string, string | undefined]> = [
      [
        school.owner,
        inviteBody(school, 'x@example.com', 'Non-admin'),
        400,
        messages.memberRoleNotOffered,
        'members.0.role',
      ],
      [
        salon.owner,
        { ...inviteBody(salon, 'x@example.com', 'Teacher'), business: true },
        400,
        messages.memberRoleNotOffered,
        'members.0.role',
      ],
      [salon.owner, inviteBody(salon, 'x@example.com', 'Admin'), 400, '', 'business'],
      [school.owner, { ...inviteBody(school, 'x@example.com'), business: true }, 400, '', 'business'],
      [
        school.owner,
        { ...inviteBody(school, 'x@example.com'), locationId: 'nowhere' },
        400,
        messages.invitationLocationMissing,
        'locationId',
      ],
      [school.owner, inviteBody(school, 'not-an-email'), 422, messages.inviteEmailInvalid, undefined],
      [school.owner, inviteBody(school, 'someone@localhost'), 422, messages.inviteEmailInvalid, undefined],
    ];
    for (const [who, body, status, message, field] of cases) {
      const response = await invite(who, body);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      if (field) expect(response.json().field).toBe(field);
    }
    const salonInvite = await invite(salon.owner, {
      ...inviteBody(salon, `nonadmin-${salon.id}@example.com`, 'Non-admin'),
      business: true,
    });
    expect(salonInvite.statusCode, salonInvite.body).toBe(200);
    expect((await storedMembers(salon.id))[0]).toMatchObject({
      role: 'Non-admin',
      permission: { permission: 'viewOnly' },
    });
    expect((await staffState(school.id)).invitations).toEqual([]);
  });

  it('refuses person canvases', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent(),
      detail: { locations: [campus('c')] },
    });
    const response = await invite(owner, {
      canvasId: id,
      locationId: 'c',
      members: [{ email: 'x@example.com', role: 'Other' }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets a teacher invite; refuses view-only staff, outsiders and visitors and changes nothing', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const byTeacher = await invite(teacher, inviteBody(team, `by-teacher-${team.id}@example.com`, 'Other'));
    expect(byTeacher.statusCode, byTeacher.body).toBe(200);

    const assistant = await staffMember(team, 'Teacher Assistant');
    const outsider = await person(t);
    const before = await staffState(team.id);
    const target = `refused-${team.id}@example.com`;
    for (const [who, status] of [
      [assistant, 403],
      [outsider, 404],
      [undefined, 401],
    ] as const) {
      const response = await invite(who, inviteBody(team, target));
      expect(response.statusCode, response.body).toBe(status);
    }
    // Public canvases are visible to outsiders: they get 403.
    await addOrder(team.id, 'succeeded');
    await publish(t, team.owner, team.id);
    const published = await staffState(team.id);
    expect((await invite(outsider, inviteBody(team, target))).statusCode).toBe(403);
    expect(await staffState(team.id)).toEqual(published);
    expect({ ...published, status: before.status, updatedAt: before.updatedAt }).toEqual(before);
    expect(await outboxFor(t.app, target)).toEqual([]);
  });

  it('lets a platform admin invite to any canvas', async () => {
    const team = await teamCanvas();
    const admin = await person(t, { roleValue: 'administrator' });
    const response = await invite(admin, inviteBody(team, `by-admin-${team.id}@example.com`, 'Admin'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 429 past the invitations a canvas may send in an hour, and sends nothing', async () => {
    const team = await teamCanvas();
    await t.database.db
      .insert(loginThrottle)
      .values({ key: `invite:canvas:${team.id}`, failures: INVITATIONS_PER_CANVAS_PER_HOUR });
    const email = `throttled-${team.id}@example.com`;
    const response = await invite(team.owner, inviteBody(team, email));
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe(ErrorCode.tooManyRequests);
    expect(response.headers['retry-after']).toBeDefined();
    expect(await storedMembers(team.id)).toEqual([]);
    expect(await outboxFor(t.app, email)).toEqual([]);
  });
});

describe('GET /api/canvas/school/invited', () => {
  it('shows a visitor the pending invitation', async () => {
    const team = await teamCanvas();
    const email = `visitor-view-${team.id}@example.com`;
    await invite(team.owner, inviteBody(team, email, 'Teacher'));
    const response = await openLink(await invitationCode(email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'pending',
      email,
      role: 'Teacher',
      canvas: { id: team.id, slug: team.slug, type: 'school', name: 'Aveline Academy' },
      locationAddress: '500 Congress Ave, Austin, TX',
      canEdit: true,
    });
  });

  it('attaches the invited person (email in any case) once; again answers accepted; nobody else can use it', async () => {
    const team = await teamCanvas();
    const invitee = await person(t, { firstName: 'Noor', lastName: 'Haddad' });
    await invite(team.owner, inviteBody(team, invitee.email.toUpperCase(), 'Teacher'));
    const code = await invitationCode(invitee.email);

    const other = await person(t);
    const before = await staffState(team.id);
    const refused = await openLink(code, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.invitationOtherEmail);
    expect(await staffState(team.id)).toEqual(before);

    const accepted = await openLink(code, invitee);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Invitation>()).toMatchObject({ status: 'accepted', role: 'Teacher', canEdit: true });
    const [member] = await storedMembers(team.id);
    // The invited address is kept beside the account it became.
    expect(member).toMatchObject({ memberUserId: invitee.id, email: invitee.email, role: 'Teacher' });
    const state = await staffState(team.id);
    expect(state.members).toMatchObject([
      { userId: invitee.id, locationUuid: 'campus-1', role: 'Teacher', permission: 'canEdit' },
    ]);
    expect(state.invitations[0]?.acceptedBy).toBe(invitee.id);
    expect(state.invitations[0]?.acceptedAt).toBeInstanceOf(Date);

    const again = await openLink(code, invitee);
    expect(again.statusCode).toBe(200);
    expect(again.json<Invitation>().status).toBe('accepted');
    expect(await staffState(team.id)).toEqual(state);
    // Used: a visitor or anyone else gets the same 404 as an unknown code.
    for (const who of [undefined, other]) {
      const response = await openLink(code, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.invitationInvalid);
    }
    expect(await staffState(team.id)).toEqual(state);
  });

  it('is 404 for an unknown code and an expired one', async () => {
    expect((await openLink('x'.repeat(43))).statusCode).toBe(404);
    const team = await teamCanvas();
    const invitee = await person(t);
    await invite(team.owner, inviteBody(team, invitee.email));
    const code = await invitationCode(invitee.email);
    await t.database.db
      .update(canvasInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(canvasInvitations.canvasId, team.id));
    const before = await staffState(team.id);
    for (const who of [undefined, invitee]) {
      const response = await openLink(code, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.invitationInvalid);
    }
    expect(await staffState(team.id)).toEqual(before);
    // Sending it again makes a fresh, working link.
    const resent = await invite(team.owner, inviteBody(team, invitee.email));
    expect(resent.json().invitations).toEqual([{ email: invitee.email, resent: true }]);
    expect((await openLink(await invitationCode(invitee.email), invitee)).statusCode).toBe(200);
  });

  it('is 404 once the pending member was removed (the invitation is revoked), or the canvas deleted', async () => {
    const team = await teamCanvas();
    const email = `removed-${team.id}@example.com`;
    await invite(team.owner, inviteBody(team, email));
    const code = await invitationCode(email);
    const canvas = await view(team.owner, team.id);
    const locations = canvas.detail.locations.map((location) => ({ ...location, members: [] }));
    expect((await save(team.owner, team.id, { detail: { locations } })).statusCode).toBe(200);
    expect((await staffState(team.id)).invitations).toEqual([]);
    expect((await openLink(code)).statusCode).toBe(404);

    const second = await teamCanvas();
    await invite(second.owner, inviteBody(second, email));
    const secondCode = await invitationCode(email);
    await t.app.inject({ method: 'DELETE', url: `/api/canvas/${second.id}`, headers: second.owner.headers });
    expect((await openLink(secondCode)).statusCode).toBe(404);
  });

  it('accepts the invitation on sign-in with invitationCode, and never fails the sign-in because of it', async () => {
    const team = await teamCanvas();
    const invitee = await person(t);
    await invite(team.owner, inviteBody(team, invitee.email, 'Admin'));
    const code = await invitationCode(invitee.email);
    const login = (invitationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { platformType: 'internal', email: invitee.email, password: TEST_PASSWORD, invitationCode },
      });
    const bogus = await login('not-a-real-code');
    expect(bogus.statusCode).toBe(200);
    expect((await storedMembers(team.id))[0]?.memberUserId).toBeNull();
    const signedIn = await login(code);
    expect(signedIn.statusCode).toBe(200);
    expect((await storedMembers(team.id))[0]?.memberUserId).toBe(invitee.id);
    expect((await staffState(team.id)).members.map((row) => row.userId)).toEqual([invitee.id]);
    // Someone else's code: signed in, nothing attached.
    const other = await person(t);
    const otherTeam = await teamCanvas();
    await invite(otherTeam.owner, inviteBody(otherTeam, invitee.email));
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        platformType: 'internal',
        email: other.email,
        password: TEST_PASSWORD,
        invitationCode: await invitationCode(invitee.email),
      },
    });
    expect(theirs.statusCode).toBe(200);
    expect((await staffState(otherTeam.id)).members).toEqual([]);
  });
});

describe('staff on the canvas', () => {
  it('a teacher who accepted reads the draft, saves and publishes it, and finds it in my canvases', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const asTeacher = await view(teacher, team.id);
    expect(asTeacher).toMatchObject({ canEdit: true, memberRole: 'Teacher', status: 'draft' });
    const saved = await save(teacher, team.id, { introduction: { name: 'Aveline Academy of Beauty' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storedRow(t, team.id))?.introduction.name).toBe('Aveline Academy of Beauty');

    const unpaid = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${team.id}/action/public`,
      headers: teacher.headers,
    });
    expect(unpaid.statusCode).toBe(402);
    await addOrder(team.id, 'succeeded');
    await publish(t, teacher, team.id);
    expect((await storedRow(t, team.id))?.status).toBe('public');

    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/my/canvases',
      headers: teacher.headers,
      payload: { status: 'all' },
    });
    expect(mine.json<{ list: CanvasSummary[] }>().list.map((item) => item.id)).toEqual([team.id]);
    // Staff may not delete the canvas.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${team.id}`,
      headers: teacher.headers,
    });
    expect(deleted.statusCode).toBe(403);
    expect((await storedRow(t, team.id))?.deletedAt).toBeNull();
  });

  it('a teacher may place their own uploads on the canvas', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const url = `/media/team/${teacher.id}/team-photo.jpg`;
    await recordUploaded(t, teacher.id, [url]);
    const saved = await save(teacher, team.id, { media: { teamPhoto: { url, type: 'teamPhoto' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const outsider = await person(t);
    const theirs = `/media/team/${outsider.id}/logo.jpg`;
    await recordUploaded(t, outsider.id, [theirs]);
    const refused = await save(teacher, team.id, { media: { logo: { url: theirs, type: 'logo' } } });
    expect(refused.statusCode).toBe(403);
  });

  it('a teacher assistant reads the draft and its staff (no emails) but every write is refused, nothing changes', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const assistant = await staffMember(team, 'Teacher Assistant');
    await invite(team.owner, inviteBody(team, `pending-${team.id}@example.com`, 'Other'));

    const asAssistant = await view(assistant, team.id);
    expect(asAssistant).toMatchObject({ canEdit: false, memberRole: 'Teacher Assistant', status: 'draft' });
    const members = asAssistant.detail.locations[0]?.members ?? [];
    expect(members.map((member) => member.memberUser?.userId).sort()).toEqual(
      [teacher.id, assistant.id].sort(),
    );
    expect(members.every((member) => member.email === null)).toBe(true);
    expect(JSON.stringify(asAssistant)).not.toContain('@example.com');

    const before = await staffState(team.id);
    const writes = [
      save(assistant, team.id, { introduction: { name: 'Taken over' } }),
      t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${team.id}/action/public`,
        headers: assistant.headers,
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${team.id}/action/private`,
        headers: assistant.headers,
      }),
      t.app.inject({ method: 'DELETE', url: `/api/canvas/${team.id}`, headers: assistant.headers }),
      invite(assistant, inviteBody(team, `assistant-invite-${team.id}@example.com`)),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode, response.body).toBe(403);
    expect(await staffState(team.id)).toEqual(before);
  });

  it('editors see every member with emails and names; the public answer has no members at all', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const pending = `pending-public-${team.id}@example.com`;
    await invite(team.owner, inviteBody(team, pending, 'Other'));
    const asOwner = await view(team.owner, team.id);
    expect(asOwner.memberRole).toBeNull();
    expect(asOwner.detail.locations[0]?.members).toEqual([
      expect.objectContaining({
        memberUserId: teacher.id,
        email: teacher.email,
        memberUser: { userId: teacher.id, firstName: 'Dana', lastName: 'Teacher' },
      }),
      expect.objectContaining({ memberUserId: null, email: pending, memberUser: null }),
    ]);
    await addOrder(team.id, 'succeeded');
    await publish(t, team.owner, team.id);
    for (const who of [undefined, await person(t)]) {
      const canvas = await view(who, team.id);
      expect(canvas.canEdit).toBe(false);
      expect(canvas.memberRole).toBeNull();
      expect(canvas.detail.locations.every((location) => location.members.length === 0)).toBe(true);
      expect(JSON.stringify(canvas)).not.toContain('Dana');
    }
  });
});

describe('PUT /api/canvas/{id}: members on a save', () => {
  it('never adds a member and never changes memberUserId or email', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const intruder = await person(t);
    const canvas = await view(team.owner, team.id);
    const [first, second] = canvas.detail.locations;
    if (!first || !second) throw new Error('two locations expected');
    const response = await save(team.owner, team.id, {
      detail: {
        locations: [
          {
            ...first,
            members: first.members.map((member) => ({
              ...member,
              memberUserId: intruder.id,
              email: intruder.email,
            })),
          },
          {
            ...second,
            members: [
              {
                uuid: 'forged',
                permission: { permission: 'canEdit' },
                role: 'Admin',
                memberUserId: intruder.id,
              },
              {
                uuid: 'forged-2',
                permission: { permission: 'canEdit' },
                role: 'Admin',
                email: 'x@example.com',
              },
            ],
          },
          {
            ...campus('campus-3'),
            members: [{ uuid: 'm', permission: { permission: 'canEdit' }, email: 'y@example.com' }],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await storedRow(t, team.id))?.detail.locations ?? [];
    expect(stored.map((location) => location.members.length)).toEqual([1, 0, 0]);
    expect(stored[0]?.members[0]).toMatchObject({ memberUserId: teacher.id, email: teacher.email });
    expect(stored[0]?.members[0]).not.toHaveProperty('memberUser');
    expect((await staffState(team.id)).members.map((row) => row.userId)).toEqual([teacher.id]);
    expect((await view(intruder, team.id).catch(() => null)) ?? null).toBeNull();
  });

  it('creating a canvas adds no members either', async () => {
    const owner = await person(t, { target: 'schoolDashboard' });
    const { id } = await createCanvas(t, owner, {
      type: 'school',
      detail: {
        locations: [
          {
            ...campus('c'),
            members: [{ uuid: 'm', permission: { permission: 'canEdit' }, email: 'z@example.com' }],
          },
        ],
      },
    });
    expect(await storedMembers(id)).toEqual([]);
  });

  it('the owner changes a role (permission follows) and removes members: rows and open invitations go', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const assistant = await staffMember(team, 'Teacher Assistant');
    const pending = `pending-remove-${team.id}@example.com`;
    await invite(team.owner, inviteBody(team, pending, 'Other'));
    const code = await invitationCode(pending);

    const canvas = await view(team.owner, team.id);
    const [first, ...rest] = canvas.detail.locations;
    if (!first) throw new Error('no location');
    const kept = first.members
      .filter((member) => member.memberUserId === assistant.id)
      .map((member) => ({
        ...member,
        role: 'Teacher' as const,
        permission: { permission: 'viewOnly' as const },
      }));
    const response = await save(team.owner, team.id, {
      detail: { locations: [{ ...first, members: kept }, ...rest] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedMembers(team.id)).toEqual([
      expect.objectContaining({
        memberUserId: assistant.id,
        role: 'Teacher',
        permission: { permission: 'canEdit' },
      }),
    ]);
    const state = await staffState(team.id);
    expect(state.members).toMatchObject([{ userId: assistant.id, role: 'Teacher', permission: 'canEdit' }]);
    expect(state.invitations.filter((row) => row.acceptedAt === null)).toEqual([]);
    expect((await openLink(code)).statusCode).toBe(404);
    expect((await readCanvas(t, team.id, teacher)).statusCode).toBe(404);
    expect((await view(assistant, team.id)).canEdit).toBe(true);
  });

  it('refuses a role the canvas type does not offer', async () => {
    const team = await teamCanvas();
    await staffMember(team, 'Teacher');
    const canvas = await view(team.owner, team.id);
    const [first, ...rest] = canvas.detail.locations;
    if (!first) throw new Error('no location');
    const members = first.members.map((member) => ({ ...member, role: 'Non-admin' as const }));
    const response = await save(team.owner, team.id, {
      detail: { locations: [{ ...first, members }, ...rest] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: messages.memberRoleNotOffered,
      field: 'detail.locations.0.members.0.role',
    });
  });

  it('removing a location removes its staff', async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const canvas = await view(team.owner, team.id);
    const response = await save(team.owner, team.id, {
      detail: { locations: canvas.detail.locations.slice(1) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await staffState(team.id)).members).toEqual([]);
    expect((await readCanvas(t, team.id, teacher)).statusCode).toBe(404);
  });

  it("a teacher's member changes are ignored, and a teacher may not drop a location with staff", async () => {
    const team = await teamCanvas();
    const teacher = await staffMember(team, 'Teacher');
    const assistant = await staffMember(team, 'Teacher Assistant');
    const canvas = await view(teacher, team.id);
    const [first, ...rest] = canvas.detail.locations;
    if (!first) throw new Error('no location');
    const before = await staffState(team.id);
    const promoted = first.members
      .filter((member) => member.memberUserId === assistant.id)
      .map((member) => ({ ...member, role: 'Admin' as const }));
    const response = await save(teacher, team.id, {
      introduction: { headline: 'Learn from the best' },
      detail: { locations: [{ ...first, members: promoted }, ...rest] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRow(t, team.id))?.introduction.headline).toBe('Learn from the best');
    expect(await storedMembers(team.id)).toEqual(before.detail?.locations[0]?.members);
    expect((await staffState(team.id)).members).toEqual(before.members);

    const dropped = await save(teacher, team.id, { detail: { locations: rest } });
    expect(dropped.statusCode).toBe(403);
    expect((await storedRow(t, team.id))?.detail.locations).toHaveLength(2);
  });

  it('a member with the Admin role may change roles and remove members', async () => {
    const team = await teamCanvas();
    const admin = await staffMember(team, 'Admin');
    const teacher = await staffMember(team, 'Teacher');
    const canvas = await view(admin, team.id);
    const [first, ...rest] = canvas.detail.locations;
    if (!first) throw new Error('no location');
    const members = first.members
      .filter((member) => member.memberUserId !== null)
      .map((member) => (member.memberUserId === teacher.id ? { ...member, role: 'Other' as const } : member));
    const response = await save(admin, team.id, { detail: { locations: [{ ...first, members }, ...rest] } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await view(teacher, team.id)).canEdit).toBe(false);
  });

  it('a save that does not send locations keeps every member', async () => {
    const team = await teamCanvas();
    await staffMember(team, 'Teacher');
    const before = await staffState(team.id);
    expect(
      (await save(team.owner, team.id, { detail: { primaryContactNumber: '5125550199' } })).statusCode,
    ).toBe(200);
    expect((await staffState(team.id)).members).toEqual(before.members);
    expect(await storedMembers(team.id)).toEqual(before.detail?.locations[0]?.members);
  });
});

describe('the retail-partner account number', () => {
  async function retailPartner(attributes: Parameters<typeof person>[1] = {}) {
    const user = await person(t, attributes);
    await t.database.db.update(users).set({ signupSource: 'saloncentric' }).where(eq(users.id, user.id));
    return user;
  }
  const isSalonCentric = (who?: Person) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/is-salon-centric',
      ...(who ? { headers: who.headers } : {}),
    });
  const setNumber = (who: Person | undefined, canvasId: number, scSalonId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/canvas/add-sc-salon-id',
      ...(who ? { headers: who.headers } : {}),
      payload: { canvasId, scSalonId },
    });

  it('GET /api/user/is-salon-centric: true for retail-partner sign-ups and admins', async () => {
    expect((await isSalonCentric(await retailPartner())).json()).toBe(true);
    expect((await isSalonCentric(await person(t))).json()).toBe(false);
    expect((await isSalonCentric(await person(t, { roleValue: 'administrator' }))).json()).toBe(true);
    expect((await isSalonCentric()).statusCode).toBe(401);
  });

  it('POST /api/canvas/add-sc-salon-id stores it for a retail-partner editor; refuses anyone else', async () => {
    const owner = await retailPartner({ target: 'businessCanvas' });
    const { id } = await createCanvas(t, owner, { type: 'business', introduction: { name: 'Salon Lumen' } });
    const stored = await setNumber(owner, id, 1234567890);
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await storedRow(t, id))?.detail.scSalonId).toBe(1234567890);

    const tooLong = await setNumber(owner, id, 12345678901);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(messages.scSalonIdInvalid);
    for (const value of [-1, 1.5, '123']) {
      expect((await setNumber(owner, id, value)).json().message).toBe(messages.scSalonIdInvalid);
    }

    const plainOwner = await person(t, { target: 'businessCanvas' });
    const plain = await createCanvas(t, plainOwner, {
      type: 'business',
      introduction: { name: 'Salon Plain' },
    });
    const outsiderPartner = await retailPartner();
    for (const [who, canvasId, status] of [
      [plainOwner, plain.id, 403],
      [outsiderPartner, id, 404],
      [undefined, id, 401],
    ] as const) {
      expect((await setNumber(who, canvasId, 42)).statusCode).toBe(status);
    }
    expect((await storedRow(t, id))?.detail.scSalonId).toBe(1234567890);
    expect((await storedRow(t, plain.id))?.detail.scSalonId).toBeNull();
    // A save keeps the number unless a retail-partner account sends it.
    expect((await save(plainOwner, plain.id, { detail: { scSalonId: 77 } })).statusCode).toBe(200);
    expect((await storedRow(t, plain.id))?.detail.scSalonId).toBeNull();
    expect((await save(owner, id, { detail: { scSalonId: 88 } })).statusCode).toBe(200);
    expect((await storedRow(t, id))?.detail.scSalonId).toBe(88);
  });
});

describe('plan state and the publish gate', () => {
  it('reads payorder and job from the newest orders; publishes only once the newest order succeeded', async () => {
    const team = await teamCanvas('business', 'Studio Aurora');
    expect(await view(team.owner, team.id)).toMatchObject({ payorder: null, job: { now: 0, max: 0 } });
    const publishAttempt = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${team.id}/action/public`,
        headers: team.owner.headers,
      });

    await addOrder(team.id, 'pending', 5, 10);
    expect(await view(team.owner, team.id)).toMatchObject({
      payorder: { status: 'pending', price: 4900 },
      job: { now: 0, max: 0 },
    });
    const unpaid = await publishAttempt();
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().code).toBe(ErrorCode.paymentRequired);
    expect((await storedRow(t, team.id))?.status).toBe('draft');

    await addOrder(team.id, 'succeeded', 5, 5);
    expect(await view(team.owner, team.id)).toMatchObject({
      payorder: { status: 'succeeded', price: 4900 },
      job: { now: 0, max: 5 },
    });
    expect((await publishAttempt()).statusCode).toBe(200);
    expect((await storedRow(t, team.id))?.status).toBe('public');
    // Visitors read the plan too (the public page and the payment step use it).
    expect(await view(undefined, team.id)).toMatchObject({ payorder: { status: 'succeeded' } });

    // A newer failed order: publishing is refused again (hiding is not).
    await addOrder(team.id, 'failed', 10, 0);
    await publish(t, team.owner, team.id, 'private');
    expect((await publishAttempt()).statusCode).toBe(402);
    expect(await view(team.owner, team.id)).toMatchObject({
      payorder: { status: 'failed' },
      job: { max: 5 },
    });
  });

  it('person canvases have no plan', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await addOrder(id, 'succeeded', 3);
    expect(await view(owner, id)).toMatchObject({ payorder: null, job: null, memberRole: null });
    await publish(t, owner, id);
  });

  it('still names the missing fields before asking for payment', async () => {
    const owner = await person(t, { target: 'schoolDashboard' });
    const { id } = await createCanvas(t, owner, { type: 'school', introduction: { name: 'Half Done' } });
    await addOrder(id, 'succeeded');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `${messages.educationStepRequired} Primary contact number, Location`,
    );
  });
});
