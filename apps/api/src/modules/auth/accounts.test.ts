import { ErrorCode, messages } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { lastMessage, outboxFor, tokenFromLink } from '../../../test/outbox';
import { sessions, users, userTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { FRESH_SIGN_IN_MS, issueUserToken } from '../users/service';

const t = useTestApp({ PUBLIC_URL: 'https://canvas.example.com' });
const NEW_PASSWORD = 'New_pass2';

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  register({
    firstName: 'Nia',
    lastName: 'Brooks',
    email,
    password: TEST_PASSWORD,
    kind: 'student',
    ...extra,
  });

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function userRow(email: string) {
  const rows = await t.database.db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

describe('POST /api/auth/register', () => {
  it('creates an unverified account with the profile target of who you are, and keeps source and rep', async () => {
    const email = uniqueEmail('signup');
    const response = await signUp(email.toUpperCase(), {
      kind: 'beautyPro',
      source: 'paulmitchell',
      rep: 'rep-17',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    const row = await userRow(email);
    expect(row).toMatchObject({
      firstName: 'Nia',
      kind: 'beautyPro',
      target: 'personalCanvas',
      emailVerifiedAt: null,
      signupSource: 'paulmitchell',
      signupRep: 'rep-17',
      platformType: 'internal',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('maps student to studentCanvas and industryProfessional to personalCanvas', async () => {
    const student = uniqueEmail('student');
    const industry = uniqueEmail('industry');
    await signUp(student, { kind: 'student' });
    await signUp(industry, { kind: 'industryProfessional' });
    expect((await userRow(student))?.target).toBe('studentCanvas');
    expect((await userRow(industry))?.target).toBe('personalCanvas');
  });

  it('gives salon and school owners the business or school target', async () => {
    const salon = uniqueEmail('salon');
    const school = uniqueEmail('school');
    expect(
      (await signUp(salon, { kind: 'industryProfessional', organization: 'businessCanvas' })).statusCode,
    ).toBe(200);
    await signUp(school, { kind: 'industryProfessional', organization: 'schoolDashboard' });
    expect((await userRow(salon))?.target).toBe('businessCanvas');
    expect((await userRow(school))?.target).toBe('schoolDashboard');
    // Only organisations: nobody signs up as an admin.
    const admin = uniqueEmail('admin');
    expect((await signUp(admin, { organization: 'admin' })).statusCode).toBe(422);
    expect(await userRow(admin)).toBeUndefined();
  });

  it('emails a branded verification link to PUBLIC_URL with a 256-bit token, stored only hashed', async () => {
    const email = uniqueEmail('link');
    await signUp(email);
    const message = await lastMessage(t.app, email, 'verify-email');
    expect(message.subject).toBe('Verify your email for Canvas');
    expect(message.html).toContain('https://canvas.example.com/get-started?state=verify&amp;token=');
    expect(message.text).toContain('https://canvas.example.com/get-started?state=verify&token=');
    const token = tokenFromLink(message);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const all = await t.database.db.select({ hash: userTokens.tokenHash }).from(userTokens);
    expect(all.some((row) => row.hash === token)).toBe(false);
  });

  it.each([
    [{ password: 'short' }, 'password', messages.passwordRule],
    [{ password: 'nouppercase1!' }, 'password', messages.passwordRule],
    [{ password: 'NoSymbol123' }, 'password', messages.passwordRule],
    // The spec's rule first (its message unchanged), then the common-password list with ours.
    [{ password: 'password' }, 'password', messages.passwordRule],
    [{ password: 'Password1!' }, 'password', messages.passwordTooCommon],
    [{ password: 'P@ssw0rd2024!' }, 'password', messages.passwordTooCommon],
    [{ email: 'maya@localhost' }, 'email', messages.emailInvalid],
    [{ firstName: '' }, 'firstName', messages.firstNameRequired],
    [{ lastName: 'A/B' }, 'lastName', messages.nameNoSlash],
    [{ kind: 'wizard' }, 'kind', messages.userKindRequired],
  ])('refuses %o with the message for %s and creates nothing', async (override, field, message) => {
    const email = uniqueEmail('bad');
    const response = await signUp(email, override);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: ErrorCode.validation, message, field });
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses an address that already has an account, in any case', async () => {
    const existing = await createUser(t.database);
    const response = await signUp(existing.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: ErrorCode.emailTaken,
      message: messages.emailTaken,
      field: 'email',
    });
  });
});

describe('email verification', () => {
  it('answers 10006 when signing in before verifying', async () => {
    const email = uniqueEmail('early');
    await signUp(email);
    const response = await login(email);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ErrorCode.emailNotVerified);
  });

  it('verifies through the link and signs in; the link then no longer works', async () => {
    const email = uniqueEmail('verify');
    await signUp(email);
    const token = tokenFromLink(await lastMessage(t.app, email, 'verify-email'));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, emailVerified: true });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: bearer(verified.json().access_token),
    });
    expect(info.statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ErrorCode.linkInvalid,
      message: messages.verifyLinkInvalid,
      field: 'token',
    });
  });

  it('refuses an unknown or expired token', async () => {
    const email = uniqueEmail('expired');
    await signUp(email);
    const token = tokenFromLink(await lastMessage(t.app, email, 'verify-email'));
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    for (const candidate of [token, 'A'.repeat(43)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: candidate },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.verifyLinkInvalid);
    }
    expect((await userRow(email))?.emailVerifiedAt).toBeNull();
  });

  it('resends a new link (the old one retires) and answers the same for unknown and verified addresses', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const first = tokenFromLink(await lastMessage(t.app, email, 'verify-email'));
    // Allow an immediate resend by ageing the first token past the one-minute throttle.
    await t.database.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(userTokens.tokenHash, hashToken(first)));
    const verifiedUser = await createUser(t.database);
    const answers = await Promise.all(
      [email, uniqueEmail('nobody'), verifiedUser.email].map((address) =>
        t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: address } }),
      ),
    );
    for (const answer of answers) expect(answer.json()).toEqual({ ok: true });
    expect(await outboxFor(t.app, verifiedUser.email)).toEqual([]);
    const second = tokenFromLink(await lastMessage(t.app, email, 'verify-email'));
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: first },
    });
    expect(old.statusCode).toBe(400);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: second },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('sends at most one verification email a minute', async () => {
    const email = uniqueEmail('throttle');
    await signUp(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    expect((await outboxFor(t.app, email)).length).toBe(1);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/reset-password', payload });

  it('answers the same for a known and an unknown email; only the account gets a link', async () => {
    const user = await createUser(t.database);
    const nobody = uniqueEmail('ghost');
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await outboxFor(t.app, nobody)).toEqual([]);
    const message = await lastMessage(t.app, user.email, 'reset-password');
    expect(message.text).toContain('https://canvas.example.com/sign-in?step=3&token=');
  });

  it('sets the new password with the link, signs in, revokes other sessions and notifies the address', async () => {
    const user = await createUser(t.database);
    const oldSession = await signIn(t.app, user.email);
    await forgot(user.email);
    const token = tokenFromLink(await lastMessage(t.app, user.email, 'reset-password'));
    const response = await reset({ forgotPasswordLink: token, password: NEW_PASSWORD, email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(oldSession) });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: bearer(response.json().access_token),
    });
    expect(fresh.statusCode).toBe(200);
    expect((await lastMessage(t.app, user.email, 'password-changed')).subject).toBe(
      'Your Canvas password was changed',
    );
  });

  it('uses each link once', async () => {
    const user = await createUser(t.database);
    await forgot(user.email);
    const token = tokenFromLink(await lastMessage(t.app, user.email, 'reset-password'));
    expect((await reset({ forgotPasswordLink: token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ forgotPasswordLink: token, password: 'Other_pass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ErrorCode.linkInvalid,
      message: messages.resetLinkInvalid,
      field: 'forgotPasswordLink',
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires links after one hour', async () => {
    const user = await createUser(t.database);
    await forgot(user.email);
    const token = tokenFromLink(await lastMessage(t.app, user.email, 'reset-password'));
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
      60 * 60 * 1000 + 5000,
    );
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect((await reset({ forgotPasswordLink: token, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a new password that breaks the rule, with the spec's message, and keeps the link usable", async () => {
    const user = await createUser(t.database);
    await forgot(user.email);
    const token = tokenFromLink(await lastMessage(t.app, user.email, 'reset-password'));
    const weak = await reset({ forgotPasswordLink: token, password: 'weakpass' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ message: messages.passwordRule, field: 'password' });
    const common = await reset({ forgotPasswordLink: token, password: 'Welcome2024!' });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ message: messages.passwordTooCommon, field: 'password' });
    expect((await reset({ forgotPasswordLink: token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('cancels a pending email change (it may be the work of whoever knew the old password)', async () => {
    const user = await createUser(t.database);
    const emailToken = await issueUserToken(t.database.db, {
      userId: user.id,
      purpose: 'changeEmail',
      ttlMs: 60_000,
      newEmail: uniqueEmail('intruder'),
    });
    const resetToken = await issueUserToken(t.database.db, {
      userId: user.id,
      purpose: 'resetPassword',
      ttlMs: 60_000,
    });
    expect((await reset({ forgotPasswordLink: resetToken, password: NEW_PASSWORD })).statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: emailToken },
    });
    expect(confirm.json()).toMatchObject({ message: messages.emailChangeLinkInvalid });
  });

  it('verifies an unverified account, since the link proves the address', async () => {
    const user = await createUser(t.database, { verified: false });
    await forgot(user.email);
    const token = tokenFromLink(await lastMessage(t.app, user.email, 'reset-password'));
    expect((await reset({ forgotPasswordLink: token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/user/change-password', () => {
  const change = (token: string, password: string, currentPassword: string | null = TEST_PASSWORD) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(token),
      payload: { password, currentPassword: currentPassword ?? undefined },
    });

  it('answers a new access_token, revokes every other session (and the old token) and notifies', async () => {
    const user = await createUser(t.database);
    const current = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const response = await change(current, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { id: user.id } });
    for (const token of [current, other]) {
      const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
      expect(info.statusCode).toBe(401);
    }
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: bearer(body.access_token),
    });
    expect(info.statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    await lastMessage(t.app, user.email, 'password-changed');
  });

  it("refuses a password that breaks the rule with the spec's message and changes nothing", async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const response = await change(token, 'alllowercase1!');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.passwordRule,
      field: 'password',
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the current password: a session alone cannot change it', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const without = await change(token, NEW_PASSWORD, null);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.currentPasswordRequired,
      field: 'currentPassword',
    });
    const wrong = await change(token, NEW_PASSWORD, 'Wrong_pass1');
    expect(wrong.json()).toMatchObject({ message: messages.currentPasswordWrong, field: 'currentPassword' });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password with our message', async () => {
    const user = await createUser(t.database);
    const response = await change(await signIn(t.app, user.email), 'Qwerty123!');
    expect(response.json()).toMatchObject({ message: messages.passwordTooCommon, field: 'password' });
  });

  it('cancels pending reset and email-change links', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const resetToken = await issueUserToken(t.database.db, {
      userId: user.id,
      purpose: 'resetPassword',
      ttlMs: 60_000,
    });
    const emailToken = await issueUserToken(t.database.db, {
      userId: user.id,
      purpose: 'changeEmail',
      ttlMs: 60_000,
      newEmail: uniqueEmail('pending'),
    });
    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload: { forgotPasswordLink: resetToken, password: 'Other_pass3' },
    });
    expect(reset.json()).toMatchObject({ message: messages.resetLinkInvalid });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: emailToken },
    });
    expect(confirm.json()).toMatchObject({ message: messages.emailChangeLinkInvalid });
  });

  it('lets an account without a password set one within minutes of signing in, not later', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - FRESH_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await change(token, NEW_PASSWORD, null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: messages.freshSignInRequired });
    await t.database.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await change(token, NEW_PASSWORD, null)).statusCode).toBe(200);
  });

  it('requires sign-in, so nobody can change another account', async () => {
    const user = await createUser(t.database);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      payload: { password: NEW_PASSWORD, userId: user.id },
    });
    expect(response.statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live).toHaveLength(0);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('secrets stay out of logs', () => {
  it('never logs tokens, codes or passwords', async () => {
    const { PassThrough } = await import('node:stream');
    const { buildApp } = await import('../../app');
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk) => {
      logged += chunk.toString();
    });
    const config = { ...t.config, logLevel: 'debug' as const };
    const app = await buildApp({ config, database: t.database, logger: { stream } });
    const email = uniqueEmail('logs');
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'L', lastName: 'G', email, password: TEST_PASSWORD, kind: 'student' },
    });
    const token = tokenFromLink(await lastMessage(app, email, 'verify-email'));
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    await app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const resetToken = tokenFromLink(await lastMessage(app, email, 'reset-password'));
    await app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload: { forgotPasswordLink: resetToken, password: NEW_PASSWORD },
    });
    await app.close();
    expect(logged).toContain('"request"');
    for (const secret of [token, resetToken, verified.json().access_token, TEST_PASSWORD, NEW_PASSWORD]) {
      expect(logged).not.toContain(secret);
    }
  });
});
