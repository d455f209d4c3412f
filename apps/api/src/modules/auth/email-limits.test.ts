import { ErrorCode, messages } from '@canvas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { jobs, userTokens } from '../../db/schema';
import { ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY } from './email-limits';
import { FORGOT_PASSWORD_JOB } from './password';
import { RESEND_VERIFICATION_JOB } from './registration';

// Small per-IP limits (EMAIL_REQUESTS_MAX_PER_IP, SIGN_UPS_MAX_PER_IP) keep the limit tests short.
const EMAIL_REQUESTS_PER_IP = 8;
const SIGN_UPS_PER_IP = 6;
const t = useTestApp({
  EMAIL_REQUESTS_MAX_PER_IP: String(EMAIL_REQUESTS_PER_IP),
  SIGN_UPS_MAX_PER_IP: String(SIGN_UPS_PER_IP),
});

/** Each test asks from its own address, so one test's per-IP counts never reach another's. */
let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

const post = (url: string, payload: Record<string, unknown>, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const forgot = (email: string, ip?: string) => post('/api/user/forgot-password', { email }, ip);
const resend = (email: string, ip?: string) => post('/api/auth/resend-verification', { email }, ip);
const signUp = (email: string, ip?: string) =>
  post(
    '/api/auth/register',
    { firstName: 'Nia', lastName: 'Brooks', email, password: TEST_PASSWORD, kind: 'student' },
    ip,
  );

const queued = (kind: string, email: string) =>
  t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'email' = ${email}`));

const tokensOf = (userId: number) =>
  t.database.db.select().from(userTokens).where(eq(userTokens.userId, userId));

/** Moves a user's links past the one-a-minute resend interval, so only the daily cap stops a send. */
const ageTokens = (userId: number) =>
  t.database.db
    .update(userTokens)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(userTokens.userId, userId));

describe('forgot-password and resend-verification answer in constant time', () => {
  it('only queue a job: no account is looked up, no link made and no email sent before the answer', async () => {
    const user = await createUser(t.database);
    const unverified = await createUser(t.database, { verified: false });
    const nobody = uniqueEmail('ghost');
    for (const email of [user.email, nobody]) {
      const answer = await forgot(email);
      expect(answer.json()).toEqual({ ok: true });
      expect(await queued(FORGOT_PASSWORD_JOB, email)).toHaveLength(1);
    }
    for (const email of [unverified.email, nobody]) {
      expect((await resend(email)).json()).toEqual({ ok: true });
      expect(await queued(RESEND_VERIFICATION_JOB, email)).toHaveLength(1);
    }
    expect(await tokensOf(user.id)).toEqual([]);
    expect(await tokensOf(unverified.id)).toEqual([]);

    // The worker does the rest: the accounts get their links, the unknown address nothing.
    expect((await outboxFor(t.app, user.email)).map((message) => message.template)).toEqual([
      'reset-password',
    ]);
    expect((await outboxFor(t.app, unverified.email)).map((message) => message.template)).toEqual([
      'verify-email',
    ]);
    expect(await outboxFor(t.app, nobody)).toEqual([]);
  });
});

describe('daily caps per address', () => {
  it(`sends at most ${ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY} reset emails a day to one address, answering the same`, async () => {
    const user = await createUser(t.database);
    for (let request = 0; request < ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY + 2; request += 1) {
      await ageTokens(user.id);
      expect((await forgot(user.email)).json()).toEqual({ ok: true });
      await t.app.deps.jobs.drain();
    }
    expect(await outboxFor(t.app, user.email)).toHaveLength(ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY);
  });

  it(`sends at most ${ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY} verification emails a day to one address, the sign-up's included`, async () => {
    const email = uniqueEmail('capped');
    expect((await signUp(email)).statusCode).toBe(200);
    const [account] = await t.database.db
      .select({ userId: userTokens.userId })
      .from(userTokens)
      .where(sql`${userTokens.userId} = (select id from users where email = ${email})`);
    if (!account) throw new Error('no verification link');
    for (let request = 0; request < ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY + 2; request += 1) {
      await ageTokens(account.userId);
      expect((await resend(email)).json()).toEqual({ ok: true });
      await t.app.deps.jobs.drain();
    }
    expect(await outboxFor(t.app, email)).toHaveLength(ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY);
  });
});

describe('per-IP limits', () => {
  it(`answers 429 after ${EMAIL_REQUESTS_PER_IP} forgot-password and resend requests an hour from one address`, async () => {
    const ip = newIp();
    for (let request = 0; request < EMAIL_REQUESTS_PER_IP; request += 1) {
      const answer = await (request % 2 ? forgot : resend)(uniqueEmail('spray'), ip);
      expect(answer.statusCode).toBe(200);
    }
    const refused = await forgot(uniqueEmail('spray'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: ErrorCode.tooManyRequests, message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resend(uniqueEmail('spray'), ip)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await forgot(uniqueEmail('spray'))).statusCode).toBe(200);
  });

  it(`answers 429 after ${SIGN_UPS_PER_IP} sign-ups an hour from one address, creating nothing`, async () => {
    const ip = newIp();
    const taken = await createUser(t.database);
    // Refused sign-ups count too: probing which addresses are taken is limited as well.
    for (let request = 0; request < SIGN_UPS_PER_IP; request += 1) {
      expect((await signUp(taken.email, ip)).statusCode).toBe(409);
    }
    const email = uniqueEmail('late');
    const refused = await signUp(email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: ErrorCode.tooManyRequests, message: messages.tooManyRequests });
    expect(await outboxFor(t.app, email)).toEqual([]);
    expect((await signUp(email)).statusCode).toBe(200);
  });
});
