import { ErrorCode, messages } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { sessions, socialAccounts, users } from '../../db/schema';
import { redactUrl } from '../../lib/logger';
import { issueUserToken } from '../users/service';
import { insertSession } from './queries';

/** A local OAuth 2.0 / OIDC provider standing in for Google and Facebook (it checks PKCE). */
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
const issuer = provider.issuer.url ?? '';
afterAll(() => provider.stop());

/** What the provider's profile endpoint answers next (Google and Facebook shapes differ). */
let nextProfile: Record<string, unknown> = {};
provider.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
  response.body = nextProfile;
  response.statusCode = 200;
});

const endpoints = (prefix: string) => ({
  [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
  [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-secret`,
  [`${prefix}_AUTH_URL`]: `${issuer}/authorize`,
  [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
  [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
});

const t = useTestApp({
  PUBLIC_URL: 'https://canvas.example.com',
  ...endpoints('GOOGLE'),
  ...endpoints('FACEBOOK'),
});
const plain = useTestApp();

/**
 * Runs the browser's part of the round trip: our start endpoint, the provider's authorize page
 * (which approves at once), and our callback. Answers where the callback sends the browser.
 */
async function roundTrip(name: 'google' | 'facebook', from?: string, tamper?: (callback: URL) => void) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oauth/${name}/start${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(atProvider.headers.get('location')));
  tamper?.(callback);
  expect(callback.origin).toBe('https://canvas.example.com');
  const finish = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(finish.statusCode).toBe(302);
  return { authorize, landing: new URL(String(finish.headers.location), 'https://canvas.example.com') };
}

const loginWithTicket = (platformType: string, ticket: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { platformType, ticket } });

describe('social providers', () => {
  it('lists only the configured providers (the buttons are shown only for them)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      facebook: true,
    });
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
      facebook: false,
    });
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' })).statusCode).toBe(
      404,
    );
  });
});

describe('Google sign-in (authorization code with PKCE)', () => {
  it('sends the browser to the provider with client id, callback, state and an S256 challenge', async () => {
    nextProfile = {
      sub: 'g-1',
      email: uniqueEmail('g'),
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Ng',
    };
    const { authorize } = await roundTrip('google');
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: 'https://canvas.example.com/api/auth/oauth/google/callback',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('creates a verified Google account on first sign-in, and signs into the same one the next time', async () => {
    const email = uniqueEmail('google');
    nextProfile = { sub: `g-${email}`, email, email_verified: true, given_name: 'Gia', family_name: 'Ng' };
    const { landing } = await roundTrip('google', '/canvas/gia-ng');
    expect(landing.pathname).toBe('/sign-in');
    expect(landing.searchParams.get('from')).toBe('/canvas/gia-ng');
    expect(landing.searchParams.get('platform')).toBe('google');
    const session = await loginWithTicket('google', landing.searchParams.get('ticket'));
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      email,
      emailVerified: true,
      platformType: 'google',
      profile: { firstName: 'Gia', lastName: 'Ng' },
    });
    const again = await roundTrip('google');
    const second = await loginWithTicket('google', again.landing.searchParams.get('ticket'));
    expect(second.json().user.id).toBe(session.json().user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('signs into the existing account with the same verified email and connects it', async () => {
    const existing = await createUser(t.database, { verified: false });
    nextProfile = { sub: `g-existing-${existing.id}`, email: existing.email, email_verified: true };
    const { landing } = await roundTrip('google');
    const session = await loginWithTicket('google', landing.searchParams.get('ticket'));
    expect(session.json().user).toMatchObject({
      id: existing.id,
      emailVerified: true,
      platformType: 'internal',
    });
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, existing.id));
    expect(links).toEqual([
      expect.objectContaining({ provider: 'google', providerUserId: `g-existing-${existing.id}` }),
    ]);
  });

  it("clears a never-verified account's password, sessions and pending links before connecting it", async () => {
    // Pre-hijacking: someone signed up with the victim's address first and waits for them to use Google.
    const planted = await createUser(t.database, { verified: false });
    await insertSession(t.database.db, {
      id: `planted-${planted.id}`,
      userId: planted.id,
      expiresAt: new Date(Date.now() + 60_000),
      userAgent: null,
      ip: null,
    });
    const resetToken = await issueUserToken(t.database.db, {
      userId: planted.id,
      purpose: 'resetPassword',
      ttlMs: 60_000,
    });
    const emailToken = await issueUserToken(t.database.db, {
      userId: planted.id,
      purpose: 'changeEmail',
      ttlMs: 60_000,
      newEmail: uniqueEmail('attacker'),
    });
    nextProfile = { sub: `g-planted-${planted.id}`, email: planted.email, email_verified: true };
    const { landing } = await roundTrip('google');
    expect((await loginWithTicket('google', landing.searchParams.get('ticket'))).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, planted.id));
    expect(row?.passwordHash).toBeNull();
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, `planted-${planted.id}`));
    expect(session?.revokedAt).not.toBeNull();
    const passwordLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: planted.email, password: TEST_PASSWORD },
    });
    expect(passwordLogin.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      payload: {
        forgotPasswordLink: resetToken,
        password: 'Another1!pass',
        confirmPassword: 'Another1!pass',
      },
    });
    expect(reset.json().message).toBe(messages.resetLinkInvalid);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: emailToken },
    });
    expect(confirm.json().message).toBe(messages.emailChangeLinkInvalid);
  });

  it('never matches an unverified Google email to an existing account', async () => {
    const existing = await createUser(t.database);
    nextProfile = { sub: `g-unverified-${existing.id}`, email: existing.email, email_verified: false };
    const { landing } = await roundTrip('google');
    expect(landing.searchParams.get('social_error')).toBe(messages.oauthLoginFailed);
    expect(landing.searchParams.get('ticket')).toBeNull();
  });

  it("fails with 'Login failed' when the state is unknown or used twice, and never issues a ticket", async () => {
    nextProfile = { sub: 'g-state', email: uniqueEmail('state'), email_verified: true };
    let saved = '';
    await roundTrip('google', undefined, (callback) => {
      saved = callback.search;
    });
    const replay = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/google/callback${saved}` });
    const replayed = new URL(String(replay.headers.location), 'https://canvas.example.com');
    expect(replayed.searchParams.get('social_error')).toBe(messages.oauthLoginFailed);
    const { landing } = await roundTrip('google', undefined, (callback) => {
      callback.searchParams.set('state', 'A'.repeat(43));
    });
    expect(landing.searchParams.get('social_error')).toBe(messages.oauthLoginFailed);
  });

  it('uses each ticket once, only for its provider', async () => {
    nextProfile = { sub: 'g-ticket', email: uniqueEmail('ticket'), email_verified: true };
    const { landing } = await roundTrip('google');
    const ticket = landing.searchParams.get('ticket');
    expect((await loginWithTicket('facebook', ticket)).statusCode).toBe(401);
    const { landing: fresh } = await roundTrip('google');
    const freshTicket = fresh.searchParams.get('ticket');
    expect((await loginWithTicket('google', freshTicket)).statusCode).toBe(200);
    const reused = await loginWithTicket('google', freshTicket);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ code: ErrorCode.unauthorized, message: messages.oauthLoginFailed });
  });

  it('keeps the ticket, code and state out of logged URLs', async () => {
    nextProfile = { sub: 'g-log', email: uniqueEmail('log'), email_verified: true };
    const { landing } = await roundTrip('google');
    const ticket = landing.searchParams.get('ticket') ?? '';
    expect(redactUrl(`${landing.pathname}${landing.search}`)).not.toContain(ticket);
    expect(redactUrl('/api/auth/oauth/google/callback?code=secret-code&state=secret-state')).not.toMatch(
      /secret/,
    );
  });

  it('ignores a return path that leaves the site', async () => {
    nextProfile = { sub: 'g-open', email: uniqueEmail('open'), email_verified: true };
    const { landing } = await roundTrip('google', '//evil.example/phish');
    expect(landing.searchParams.get('from')).toBeNull();
  });
});

describe('Facebook sign-in', () => {
  it("answers 'Login Failure' when no account is connected to the Facebook identity", async () => {
    nextProfile = { id: 'fb-stranger', email: uniqueEmail('stranger'), first_name: 'S', last_name: 'T' };
    const { landing } = await roundTrip('facebook');
    expect(landing.searchParams.get('social_error')).toBe(messages.facebookNotConnected);
    expect(messages.facebookNotConnected).toBe('Login Failure');
  });

  it('signs into the account with the same email and connects it', async () => {
    const existing = await createUser(t.database);
    nextProfile = { id: `fb-${existing.id}`, email: existing.email, first_name: 'A', last_name: 'B' };
    const { landing } = await roundTrip('facebook');
    const session = await loginWithTicket('facebook', landing.searchParams.get('ticket'));
    expect(session.json().user.id).toBe(existing.id);
    // Connected now: the next sign-in works even if the Facebook email changes.
    nextProfile = { id: `fb-${existing.id}`, email: uniqueEmail('changed') };
    const next = await roundTrip('facebook');
    expect((await loginWithTicket('facebook', next.landing.searchParams.get('ticket'))).json().user.id).toBe(
      existing.id,
    );
  });
});
