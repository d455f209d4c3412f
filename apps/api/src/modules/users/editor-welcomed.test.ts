import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { createRandom } from '../../seed/context';
import { findUserById } from './queries';
import { seedUsers } from './seed';

const t = useTestApp();

describe('POST /api/user/editor-welcomed (issue 26: the editor welcome once per account)', () => {
  it("closes the canvas editor's welcome overlay for good, on any device, only the caller's", async () => {
    const me = await createSignedInUser(t);
    const other = await createUser(t.database);
    const info = () => t.app.inject({ method: 'GET', url: '/api/user/info', headers: me.headers });
    expect((await info()).json()).toMatchObject({ editorWelcome: true, dashboardWelcome: true });

    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/user/editor-welcomed',
      headers: me.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ editorWelcome: false });
    // My Dashboard's own welcome is a different one.
    expect((await info()).json()).toMatchObject({ editorWelcome: false, dashboardWelcome: true });

    // Another device of the same account (a new sign-in) is told too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: me.email, password: TEST_PASSWORD },
    });
    expect(login.json().user).toMatchObject({ editorWelcome: false });

    const first = (await findUserById(t.database.db, me.id))?.editorWelcomedAt;
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ method: 'POST', url: '/api/user/editor-welcomed', headers: me.headers });
    // Closing it again keeps the first date.
    expect((await findUserById(t.database.db, me.id))?.editorWelcomedAt).toEqual(first);
    expect((await findUserById(t.database.db, other.id))?.editorWelcomedAt).toBeNull();
  });

  it('refuses a visitor and changes nothing', async () => {
    const someone = await createUser(t.database);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/editor-welcomed' });
    expect(response.statusCode).toBe(401);
    expect((await findUserById(t.database.db, someone.id))?.editorWelcomedAt).toBeNull();
  });
});

describe('demo accounts and the editor welcome', () => {
  it('are seeded past it (they come with built canvases); other members still get it', async () => {
    await seedUsers({
      db: t.database.db,
      random: createRandom(20261126),
      demoPasswordHash: 'x',
      demoUserIds: {},
    });
    const rows = await t.database.db
      .select({ email: users.email, welcomedAt: users.editorWelcomedAt })
      .from(users)
      .where(like(users.email, '%demo.test'));
    const demo = rows.filter((row) => !row.email.endsWith('@members.demo.test'));
    expect(demo.length).toBeGreaterThan(2);
    expect(demo.every((row) => row.welcomedAt !== null)).toBe(true);
    const members = rows.filter((row) => row.email.endsWith('@members.demo.test'));
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((row) => row.welcomedAt === null)).toBe(true);
  });
});
