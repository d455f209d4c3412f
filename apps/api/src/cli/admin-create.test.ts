import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../test/helper';
import { sessions, users, userTokens } from '../db/schema';
import { createAdminAccount } from '../modules/auth/admin-account';
import { seedUsers } from '../modules/users/seed';
import { seedIfEmpty } from '../seed';
import { createRandom } from '../seed/context';
import { describeResult, parseAdminArgs, UsageError } from './admin-create';

const NEW_PASSWORD = 'Admin_pass_2026';

const PRODUCTION = { CANVAS_MODE: 'production', PUBLIC_URL: 'https://canvas.example.com' };

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('npm run admin:create (decision 027)', () => {
  const t = useTestApp(PRODUCTION);

  it('takes --email and optional names, and refuses anything else', () => {
    expect(parseAdminArgs(['--email', ' Ops@Example.com '])).toEqual({
      email: 'ops@example.com',
      firstName: 'Site',
      lastName: 'Administrator',
    });
    expect(
      parseAdminArgs(['--email=a@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace']),
    ).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(() => parseAdminArgs([])).toThrow(UsageError);
    expect(() => parseAdminArgs(['--email', 'not-an-email'])).toThrow(/--email/);
    expect(() => parseAdminArgs(['--email', 'a@example.com', '--role', 'x'])).toThrow(UsageError);
  });

  it('creates an admin with no password whose one-time link sets one and signs in', async () => {
    const email = uniqueEmail('first-admin');
    const result = await createAdminAccount(
      { db: t.database.db, publicUrl: t.config.publicUrl },
      { email, firstName: 'Ada', lastName: 'Lovelace' },
    );
    expect(result.created).toBe(true);
    expect(result.user).toMatchObject({ roleValue: 'administrator', target: 'admin', passwordHash: null });
    expect(result.link).toMatch(/^https:\/\/canvas\.example\.com\/sign-in\?step=3&token=/);
    expect(describeResult(result)).toContain(result.link);

    // No password yet: nothing signs in until the link is used.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email, password: NEW_PASSWORD },
    });
    expect(before.statusCode).not.toBe(200);

    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload: { forgotPasswordLink: tokenOf(result.link), password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user).toMatchObject({ email, emailVerified: true, role: { value: 'administrator' } });

    // The link works once; the password now signs in to an admin who may use admin routes.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload: { forgotPasswordLink: tokenOf(result.link), password: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    await expect(signIn(t.app, email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('promotes an existing account, clearing its password, sessions and pending links', async () => {
    const member = await createUser(t.database);
    await signIn(t.app, member.email);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: member.email },
    });
    expect(forgot.statusCode).toBe(200);

    const result = await createAdminAccount(
      { db: t.database.db, publicUrl: t.config.publicUrl },
      { email: member.email.toUpperCase(), firstName: 'Ignored', lastName: 'Ignored' },
    );
    expect(result.created).toBe(false);
    expect(result.user).toMatchObject({ id: member.id, roleValue: 'administrator', passwordHash: null });
    const live = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: member.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).not.toBe(200);
    // Only the new set-password link is live; the earlier reset link was retired.
    const pending = await t.database.db
      .select({ purpose: userTokens.purpose })
      .from(userTokens)
      .where(and(eq(userTokens.userId, member.id), isNull(userTokens.usedAt)));
    expect(pending).toEqual([{ purpose: 'resetPassword' }]);
  });
});

describe('demo data in each mode', () => {
  const demo = useTestApp({ SEED_DEMO: '1' });
  const production = useTestApp(PRODUCTION);

  it('production with an empty database seeds nothing, so admin@demo.test does not exist', async () => {
    expect(production.config.seedDemo).toBe(false);
    expect(await seedIfEmpty(production.database.db, production.config)).toBe(false);
    const rows = await production.database.db.select({ id: users.id }).from(users);
    expect(rows).toEqual([]);
  });

  it('the demo administrator is seeded in demo mode only', async () => {
    const seed = (db: typeof demo.database.db, demoAdmin: boolean) =>
      db.transaction((tx) =>
        seedUsers({
          db: tx as typeof db,
          random: createRandom(1),
          demoPasswordHash: 'x',
          demoUserIds: {},
          demoAdmin,
        }),
      );
    await seed(production.database.db, false);
    const admins = (db: typeof demo.database.db) =>
      db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    expect(await admins(production.database.db)).toEqual([]);
    const others = await production.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@demo.test'));
    expect(others).toHaveLength(1);

    await seed(demo.database.db, demo.config.mode === 'demo');
    expect(await admins(demo.database.db)).toHaveLength(1);
  });
});
