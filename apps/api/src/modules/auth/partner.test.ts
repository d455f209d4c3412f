import { ErrorCode, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { DEMO_PARTNER_CLIENT_ID, DEMO_PARTNER_SECRET } from '../../config';

const partner = {
  clientId: 'salon-suite',
  name: 'Salon Suite',
  secret: 'salon-suite-secret-0123456789',
  redirectUris: ['https://partner.example.com/auth/callback'],
};
const t = useTestApp({ PARTNER_CLIENTS: JSON.stringify([partner]) });
const production = useTestApp({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://canvas.example.com',
  PARTNER_CLIENTS: JSON.stringify([partner]),
});
const CALLBACK = partner.redirectUris[0] as string;

const authorize = (payload: Record<string, unknown>, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/oauth/authorize', payload, headers });

const exchange = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload as Record<string, string>).toString(),
  });

describe('partner sign-in (/oauth/authorize)', () => {
  it('names the registered partner of an exact redirect URI', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/client?redirect_uri=${encodeURIComponent(CALLBACK)}`,
    });
    expect(response.json()).toEqual({ name: 'Salon Suite' });
  });

  it.each([
    'https://evil.example.com/auth/callback',
    `${CALLBACK}/extra`,
    `${CALLBACK}?next=https://evil.example.com`,
    'https://partner.example.com/auth/callback#x',
    'https://partner.example.com.evil.example/auth/callback',
    'javascript:alert(1)',
  ])("refuses %s with 'Login failed' and no redirect target", async (redirectUri) => {
    const user = await createUser(t.database);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/client?redirect_uri=${encodeURIComponent(redirectUri)}`,
    });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toEqual({
      code: ErrorCode.badRequest,
      message: messages.oauthLoginFailed,
      field: 'redirect_uri',
    });
    const response = await authorize({
      redirect_uri: redirectUri,
      state: 's',
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Login failed');
    expect(response.body).not.toContain('redirect_to');
  });

  it('refuses a registered URI under another client id', async () => {
    const response = await authorize({ redirect_uri: CALLBACK, client_id: 'someone-else', state: 's' });
    expect(response.json().message).toBe(messages.oauthLoginFailed);
  });

  it('signs in and answers a one-time code and the redirect with code and state; the partner exchanges it once', async () => {
    const user = await createUser(t.database, { firstName: 'Pat' });
    const response = await authorize({
      redirect_uri: CALLBACK,
      state: 'xyz 123',
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { code, redirect_to: redirectTo } = response.json();
    const target = new URL(redirectTo);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('code')).toBe(code);
    expect(target.searchParams.get('state')).toBe('xyz 123');

    const token = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: partner.clientId,
      client_secret: partner.secret,
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.json()).toMatchObject({
      token_type: 'Bearer',
      user: { id: user.id, profile: { firstName: 'Pat' } },
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: bearer(token.json().access_token),
    });
    expect(info.json().id).toBe(user.id);

    const again = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: partner.clientId,
      client_secret: partner.secret,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses the exchange with a wrong secret or another redirect URI', async () => {
    const user = await createUser(t.database);
    const { code } = (
      await authorize({ redirect_uri: CALLBACK, state: '', email: user.email, password: TEST_PASSWORD })
    ).json();
    const wrongSecret = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: partner.clientId,
      client_secret: 'guess',
    });
    expect(wrongSecret.statusCode).toBe(401);
    const wrongUri = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://partner.example.com/other',
      client_id: partner.clientId,
      client_secret: partner.secret,
    });
    expect(wrongUri.statusCode).toBe(400);
  });

  it('lets a signed-in user authorize without typing the password again', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const response = await authorize({ redirect_uri: CALLBACK, state: 's' }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect((await authorize({ redirect_uri: CALLBACK, state: 's' })).statusCode).toBe(401);
  });

  it('refuses wrong credentials and unverified accounts like sign-in does', async () => {
    const user = await createUser(t.database);
    const wrong = await authorize({
      redirect_uri: CALLBACK,
      state: 's',
      email: user.email,
      password: 'Wrong_pass1',
    });
    expect(wrong.statusCode).toBe(401);
    const unverified = await createUser(t.database, { verified: false });
    const early = await authorize({
      redirect_uri: CALLBACK,
      state: 's',
      email: unverified.email,
      password: TEST_PASSWORD,
    });
    expect(early.json().code).toBe(ErrorCode.emailNotVerified);
    const missing = await authorize({ redirect_uri: CALLBACK, state: 's', email: user.email });
    expect(missing.json().message).toBe(messages.reloginEmpty);
  });

  it('registers the demo partner only with developer tools on', async () => {
    const demo = `${t.config.publicUrl}/dev/partner-callback`;
    const here = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/client?redirect_uri=${encodeURIComponent(demo)}`,
    });
    expect(here.json().name).toBe('Canvas demo partner');
    expect(t.config.partnerClients.map((client) => client.clientId)).toContain(DEMO_PARTNER_CLIENT_ID);
    expect(DEMO_PARTNER_SECRET.length).toBeGreaterThan(16);
    const prodDemo = `${production.config.publicUrl}/dev/partner-callback`;
    const there = await production.app.inject({
      method: 'GET',
      url: `/api/oauth/client?redirect_uri=${encodeURIComponent(prodDemo)}`,
    });
    expect(there.statusCode).toBe(400);
  });
});
