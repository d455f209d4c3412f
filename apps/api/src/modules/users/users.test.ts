import { ErrorCode } from '@canvas/shared';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { createRandom } from '../../seed/context';
import { findUserById } from './queries';
import { seedUsers } from './seed';

const t = useTestApp();

describe('GET /api/user/info', () => {
  it('answers the signed-in user, never the password hash', async () => {
    const user = await createUser(t.database, {
      firstName: 'Sofia',
      lastName: 'Alvarez',
      target: 'personalCanvas',
    });
    const token = await signIn(t.app, user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      profile: { firstName: 'Sofia', lastName: 'Alvarez', avatar: null, target: 'personalCanvas' },
      notification: { news: true, note: true, daily: true },
      verify: false,
    });
    expect(response.body).not.toMatch(/password|\$argon2/i);
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.unauthorized);
  });

  it('shows administrators and super admins with their role', async () => {
    const admin = await createUser(t.database, { roleValue: 'administrator', target: null });
    const token = await signIn(t.app, admin.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
    expect(response.json().role).toEqual({ value: 'administrator', isSuperAdmin: false });
  });
});

describe('PUT /api/user/info', () => {
  it("changes only the fields sent, on the caller's own account", async () => {
    const user = await createUser(t.database, { firstName: 'Before', lastName: 'Same' });
    const token = await signIn(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { firstName: 'After', zipCode: '10012', notification: { daily: false } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile: { firstName: 'After', lastName: 'Same' },
      zipCode: '10012',
      notification: { news: true, note: true, daily: false },
    });
  });

  it("cannot touch another user's account: the caller's token decides whose data changes", async () => {
    const owner = await createUser(t.database, { firstName: 'Owner' });
    const outsider = await createUser(t.database, { firstName: 'Outsider' });
    const token = await signIn(t.app, outsider.email);
    // An id smuggled into the body is not part of the contract and is refused.
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { id: owner.id, firstName: 'Hacked' },
    });
    expect(response.statusCode).toBe(422);
    expect((await findUserById(t.database.db, owner.id))?.firstName).toBe('Owner');
    expect((await findUserById(t.database.db, outsider.id))?.firstName).toBe('Outsider');
  });

  it('refuses a last name with a slash and a zip code over 20 characters, changing nothing', async () => {
    const user = await createUser(t.database, { lastName: 'Kept' });
    const token = await signIn(t.app, user.email);
    for (const payload of [{ lastName: 'A/B' }, { zipCode: 'X'.repeat(21) }, { zipCode: '10012!' }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/info',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().field).toBe(Object.keys(payload)[0]);
    }
    const row = await findUserById(t.database.db, user.id);
    expect(row?.lastName).toBe('Kept');
    expect(row?.zipCode).toBeNull();
  });

  it('accepts a zip code of exactly 20 letters and digits', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const zipCode = 'A1'.repeat(10);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { zipCode },
    });
    expect(response.json().zipCode).toBe(zipCode);
  });
});

describe('GET /api/user/count', () => {
  it('counts members for visitors', async () => {
    await createUser(t.database);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/count' });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/user/dashboard-welcomed', () => {
  it("closes My Dashboard's welcome overlay for good, only the caller's", async () => {
    const me = await createUser(t.database);
    const other = await createUser(t.database);
    const headers = bearer(await signIn(t.app, me.email));
    const info = () => t.app.inject({ method: 'GET', url: '/api/user/info', headers });
    expect((await info()).json()).toMatchObject({ dashboardWelcome: true });
    const closed = await t.app.inject({ method: 'POST', url: '/api/user/dashboard-welcomed', headers });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ dashboardWelcome: false });
    expect((await info()).json()).toMatchObject({ dashboardWelcome: false });
    const first = (await findUserById(t.database.db, me.id))?.dashboardWelcomedAt;
    await t.app.inject({ method: 'POST', url: '/api/user/dashboard-welcomed', headers });
    // Closing it again keeps the first date.
    expect((await findUserById(t.database.db, me.id))?.dashboardWelcomedAt).toEqual(first);
    expect((await findUserById(t.database.db, other.id))?.dashboardWelcomedAt).toBeNull();
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/dashboard-welcomed' });
    expect(response.statusCode).toBe(401);
  });
});

describe('demo accounts and My Dashboard', () => {
  it('are seeded with the welcome closed (shared by everyone trying the product); other members see it', async () => {
    const context = {
      db: t.database.db,
      random: createRandom(20261126),
      demoPasswordHash: 'x',
      demoUserIds: {},
    };
    await seedUsers(context);
    const rows = await t.database.db
      .select({ email: users.email, welcomedAt: users.dashboardWelcomedAt })
      .from(users)
      .where(like(users.email, '%demo.test'));
    const demo = rows.filter((row) => !row.email.endsWith('@members.demo.test'));
    expect(demo.length).toBeGreaterThan(2);
    expect(demo.every((row) => row.welcomedAt !== null)).toBe(true);
    expect(
      rows.filter((row) => row.email.endsWith('@members.demo.test')).every((row) => row.welcomedAt === null),
    ).toBe(true);
  });
});
