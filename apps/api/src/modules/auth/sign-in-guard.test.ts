import { ErrorCode, messages } from '@canvas/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, useTestApp } from '../../../test/helper';
import { DEVICE_COOKIE } from './device';

// A cheap proof of work keeps the suite fast; production uses the defaults in config.ts.
const t = useTestApp({ CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40', LOGIN_MAX_FAILURES_PER_IP: '4' });

let addressCounter = 0;
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const login = (payload: Record<string, unknown>, options: { remoteAddress?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { platformType: 'internal', ...payload },
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** What the ALTCHA widget sends: base64 JSON of the challenge and the found solution. */
async function solvedCode(): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Someone else fails on purpose until the account's limit is reached. */
async function hammer(email: string) {
  for (let attempt = 0; attempt < t.config.loginLimits.perAccount; attempt++) {
    expect((await login({ email, password: 'Wrong_pass1' })).statusCode).toBe(401);
  }
}

const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(header);
  return match ? `${DEVICE_COOKIE}=${match[1]}` : '';
};

describe('sign-in throttling cannot lock the owner out', () => {
  it('leaves an HttpOnly device cookie, sent only to the sign-in endpoint', async () => {
    const user = await createUser(t.database);
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=\\d+\\.`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/auth/login');
  });

  it('lets a device that signed in before use the right password past the limit', async () => {
    const user = await createUser(t.database);
    const cookie = deviceCookieOf(await login({ email: user.email, password: TEST_PASSWORD }));
    await hammer(user.email);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    const known = await login({ email: user.email, password: TEST_PASSWORD }, { cookie });
    expect(known.statusCode).toBe(200);
    // Still a password check, not a pass: a wrong one fails.
    expect((await login({ email: user.email, password: 'Wrong_pass1' }, { cookie })).statusCode).toBe(401);
  });

  it("does not take another account's device cookie, nor a forged one", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const otherCookie = deviceCookieOf(await login({ email: other.email, password: TEST_PASSWORD }));
    await hammer(user.email);
    const borrowed = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: otherCookie });
    expect(borrowed.statusCode).toBe(429);
    const forged = `${DEVICE_COOKIE}=${user.id}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`;
    expect((await login({ email: user.email, password: TEST_PASSWORD }, { cookie: forged })).statusCode).toBe(
      429,
    );
  });

  it('takes the right password with a solved proof of work from a new device, once per solution', async () => {
    const user = await createUser(t.database);
    await hammer(user.email);
    const asked = await login({ email: user.email, password: TEST_PASSWORD });
    expect(asked.json()).toEqual({
      code: ErrorCode.tooManyRequests,
      message: messages.signInCaptchaRequired,
      field: 'captcha',
    });
    const bogus = await login({
      email: user.email,
      password: TEST_PASSWORD,
      captcha: 'bm90IGEgc29sdXRpb24=',
    });
    expect(bogus.json()).toMatchObject({ message: messages.captchaFailed, field: 'captcha' });
    const captcha = await solvedCode();
    expect((await login({ email: user.email, password: TEST_PASSWORD, captcha })).statusCode).toBe(200);
    await hammer(user.email);
    const replayed = await login({ email: user.email, password: TEST_PASSWORD, captcha });
    expect(replayed.json()).toMatchObject({ message: messages.captchaFailed, field: 'captcha' });
  });

  it('makes every guess past the limit cost a proof of work (a wrong password with one is still 401)', async () => {
    const user = await createUser(t.database);
    await hammer(user.email);
    const guess = await login({ email: user.email, password: 'Guess_pass1', captcha: await solvedCode() });
    expect(guess.statusCode).toBe(401);
  });

  it('counts only failures per IP: many good sign-ins from one address are never limited', async () => {
    const user = await createUser(t.database);
    const address = nextAddress();
    for (let attempt = 0; attempt < t.config.loginLimits.perIp + 2; attempt++) {
      const response = await login(
        { email: user.email, password: TEST_PASSWORD },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(200);
    }
  });
});
