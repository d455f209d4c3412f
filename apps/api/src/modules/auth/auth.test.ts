import { ErrorCode, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { buildApp } from '../../app';

const t = useTestApp();
const caseEmail = uniqueEmail('case');
const knownEmail = uniqueEmail('known');
const mayaEmail = uniqueEmail('maya');
const newEmail = uniqueEmail('new');
const nobodyEmail = uniqueEmail('nobody');
const otherEmail = uniqueEmail('other');
const sharedEmail = uniqueEmail('shared');
const targetEmail = uniqueEmail('target');
const typoEmail = uniqueEmail('typo');
const victimEmail = uniqueEmail('victim');

let addressCounter = 0;
/** Each test signs in from its own address so per-IP counts never leak between tests. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const login = (payload: Record<string, unknown>, app = t.app, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs in with email and password and answers access_token and the user', async () => {
    const user = await createUser(t.database, {
      email: mayaEmail,
      firstName: 'Maya',
      target: 'studentCanvas',
    });
    const response = await login({ platformType: 'internal', email: mayaEmail, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      id: user.id,
      email: mayaEmail,
      profile: { firstName: 'Maya', target: 'studentCanvas' },
      role: { value: 'end_user', isSuperAdmin: false },
    });
    expect(response.body).not.toContain('password');
  });

  it('treats the email case-insensitively', async () => {
    await createUser(t.database, { email: caseEmail });
    const response = await login({
      platformType: 'internal',
      email: caseEmail.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with a clear message for a wrong password, and the same for an unknown email', async () => {
    await createUser(t.database, { email: knownEmail });
    const wrongPassword = await login({ email: knownEmail, password: 'Wrong_pass1' });
    const unknownEmail = await login({ email: nobodyEmail, password: 'Wrong_pass1' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: ErrorCode.invalidCredentials,
        message: messages.wrongCredentials,
      });
    }
  });

  it("rejects an invalid email with the spec's message, naming the field", async () => {
    const response = await login({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.signInEmailInvalid,
      field: 'email',
    });
  });

  it('requires a password', async () => {
    const response = await login({ email: 'a@example.com', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: messages.signInPasswordRequired, field: 'password' });
  });

  it('answers code 10006 for an account whose email is not verified', async () => {
    await createUser(t.database, { email: newEmail, verified: false });
    const response = await login({ email: newEmail, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(10006);
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 with Retry-After after too many failures for one account, even for the right password, asking for the proof of work', async () => {
    await createUser(t.database, { email: targetEmail });
    for (let attempt = 0; attempt < t.config.loginLimits.perAccount; attempt++) {
      expect((await login({ email: targetEmail, password: 'Wrong_pass1' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: targetEmail, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Not a lockout: a solved proof of work (or a device that signed in before) gets through
    // (sign-in-guard.test.ts).
    expect(blocked.json()).toEqual({
      code: ErrorCode.tooManyRequests,
      message: messages.signInCaptchaRequired,
      field: 'captcha',
    });
    // Another account from another address is unaffected.
    await createUser(t.database, { email: otherEmail });
    expect((await login({ email: otherEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('shares its counts between API processes through the database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await createUser(t.database, { email: sharedEmail });
    const limit = t.config.loginLimits.perAccount;
    for (let attempt = 0; attempt < limit; attempt++) {
      const app = attempt % 2 === 0 ? t.app : second;
      await login({ email: sharedEmail, password: 'Wrong_pass1' }, app);
    }
    expect((await login({ email: sharedEmail, password: TEST_PASSWORD }, second)).statusCode).toBe(429);
    await second.close();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    await createUser(t.database, { email: typoEmail });
    for (let attempt = 0; attempt < t.config.loginLimits.perAccount - 1; attempt++) {
      await login({ email: typoEmail, password: 'Wrong_pass1' });
    }
    expect((await login({ email: typoEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: typoEmail, password: 'Wrong_pass1' })).statusCode).toBe(401);
  });
});

describe('sign-in rate limit per IP address', () => {
  const strict = useTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });

  it('limits failures per IP address across accounts', async () => {
    await createUser(strict.database, { email: victimEmail });
    for (let attempt = 0; attempt < 3; attempt++) {
      await login({ email: uniqueEmail(), password: 'Wrong_pass1' }, strict.app, '10.1.1.1');
    }
    expect(
      (await login({ email: victimEmail, password: TEST_PASSWORD }, strict.app, '10.1.1.1')).statusCode,
    ).toBe(429);
    expect(
      (await login({ email: victimEmail, password: TEST_PASSWORD }, strict.app, '10.1.1.2')).statusCode,
    ).toBe(200);
  });
});

describe('tokens and logout', () => {
  it('signs out everywhere: every session of the user ends, other accounts keep theirs', async () => {
    const user = await createUser(t.database);
    const stranger = await createUser(t.database);
    const here = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    const theirs = await signIn(t.app, stranger.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: bearer(here),
    });
    expect(response.json()).toEqual({ ok: true });
    for (const token of [here, phone]) {
      const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
      expect(info.statusCode).toBe(401);
    }
    const other = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(theirs) });
    expect(other.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
  });

  it('revokes the token on logout: it then gets 401 everywhere, while other sessions keep working', async () => {
    const user = await createUser(t.database);
    const first = await signIn(t.app, user.email);
    const second = await signIn(t.app, user.email);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(logout.json()).toEqual({ ok: true });

    for (const request of [
      { method: 'GET' as const, url: '/api/user/info' },
      { method: 'PUT' as const, url: '/api/user/info', payload: { firstName: 'Changed' } },
      { method: 'POST' as const, url: '/api/auth/logout' },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(first) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: ErrorCode.unauthorized, message: messages.sessionExpired });
    }
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(second) });
    expect(info.statusCode).toBe(200);
    expect(info.json().profile.firstName).toBe(user.firstName);
  });

  it('rejects a tampered or foreign-signed token', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
  });

  it('treats a bad token on a public route as anonymous', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/count',
      headers: bearer('garbage'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('issues tokens that expire after 30 days', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const days = (payload.exp - payload.iat) / 86400;
    expect(Math.round(days)).toBe(30);
  });
});
