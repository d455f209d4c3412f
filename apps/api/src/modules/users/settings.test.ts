import { ErrorCode, messages } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createSignedInUser,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
} from '../../../test/helper';
import { lastMessage, outboxFor, tokenFromLink } from '../../../test/outbox';
import { phoneCodes, sessions, users } from '../../db/schema';
import { findUserById } from './queries';
import {
  CURRENT_PASSWORD_TRIES,
  FRESH_SIGN_IN_MS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_SENDS_PER_WINDOW,
} from './service';

const t = useTestApp();

let phoneCounter = 0;
/** A ten-digit US number no other test in this file uses (the outbox is filtered by recipient). */
const nextPhone = () => `312555${String(1000 + ++phoneCounter).slice(-4)}`;

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function codeSentTo(phone: string): Promise<string> {
  const message = await lastMessage(t.app, phone, 'phone-code');
  const match = /\b(\d{6})\b/.exec(message.text);
  if (!match?.[1]) throw new Error('no code in the text');
  return match[1];
}

/** Lets the next send-sms through without waiting out the one-minute interval. */
async function ageCode(userId: number) {
  await t.database.db
    .update(phoneCodes)
    .set({ sentAt: new Date(Date.now() - 120_000) })
    .where(eq(phoneCodes.userId, userId));
}

describe('phone verification (send-sms, code-verify)', () => {
  it('texts a six-digit code to +1 and the number, then verifies it: the phone counts as verified', async () => {
    const { user, token } = await createSignedInUser(t);
    const digits = nextPhone();
    const sent = await post('/api/user/send-sms', token, { phone: digits });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    expect(sent.body).not.toMatch(/\d{6}/);
    const code = await codeSentTo(`+1${digits}`);
    const verified = await post('/api/user/code-verify', token, { phone: digits, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, user: { phone: `+1${digits}`, verify: true } });
    const row = await findUserById(t.database.db, user.id);
    expect(row).toMatchObject({ phone: `+1${digits}`, phoneVerified: true });
  });

  it('refuses a wrong code, and after the attempt limit even the right one', async () => {
    const { user, token } = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', token, { phone });
    const code = await codeSentTo(`+1${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < PHONE_CODE_MAX_ATTEMPTS; attempt++) {
      const response = await post('/api/user/code-verify', token, { phone, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: ErrorCode.codeInvalid,
        message: messages.codeIncorrect,
        field: 'code',
      });
    }
    const last = await post('/api/user/code-verify', token, { phone, code: wrong });
    expect(last.json().message).toBe(messages.codeAttemptsExceeded);
    const right = await post('/api/user/code-verify', token, { phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.codeAttemptsExceeded);
    expect((await findUserById(t.database.db, user.id))?.phoneVerified).toBe(false);
  });

  it('limits parallel guesses to the attempt limit', async () => {
    const { token } = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', token, { phone });
    const code = await codeSentTo(`+1${phone}`);
    const guesses = Array.from({ length: 20 }, (_, index) => String(index).padStart(6, '9')).filter(
      (g) => g !== code,
    );
    const answers = await Promise.all(
      guesses.map((guess) => post('/api/user/code-verify', token, { phone, code: guess })),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect((await post('/api/user/code-verify', token, { phone, code })).json().message).toBe(
      messages.codeAttemptsExceeded,
    );
  });

  it('refuses an expired code', async () => {
    const { user, token } = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', token, { phone });
    const code = await codeSentTo(`+1${phone}`);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.userId, user.id));
    const response = await post('/api/user/code-verify', token, { phone, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.codeExpired);
  });

  it('refuses the code for a different number than the one it was sent to', async () => {
    const { token } = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', token, { phone });
    const code = await codeSentTo(`+1${phone}`);
    const response = await post('/api/user/code-verify', token, { phone: nextPhone(), code });
    expect(response.json().message).toBe(messages.codeIncorrect);
  });

  it('sends a new code at most once a minute; resend replaces the old code', async () => {
    const { user, token } = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', token, { phone });
    const first = await codeSentTo(`+1${phone}`);
    const tooSoon = await post('/api/user/send-sms', token, { phone, resend: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(messages.codeRequestTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await ageCode(user.id);
    expect((await post('/api/user/send-sms', token, { phone, resend: true })).statusCode).toBe(200);
    const texts = await outboxFor(t.app, `+1${phone}`);
    expect(texts).toHaveLength(2);
    const second = await codeSentTo(`+1${phone}`);
    if (first !== second) {
      expect((await post('/api/user/code-verify', token, { phone, code: first })).statusCode).toBe(400);
    }
    expect((await post('/api/user/code-verify', token, { phone, code: second })).statusCode).toBe(200);
  });

  it('sends at most five texts per window to one account, and to one number across accounts', async () => {
    const { user, token } = await createSignedInUser(t);
    const phone = nextPhone();
    for (let send = 0; send < PHONE_CODE_SENDS_PER_WINDOW; send++) {
      expect((await post('/api/user/send-sms', token, { phone })).statusCode).toBe(200);
      await ageCode(user.id);
    }
    const blocked = await post('/api/user/send-sms', token, { phone: nextPhone() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.codeRequestLimit);
    const other = await createSignedInUser(t);
    const sameNumber = await post('/api/user/send-sms', other.token, { phone });
    expect(sameNumber.statusCode).toBe(429);
    expect((await outboxFor(t.app, `+1${phone}`)).length).toBe(PHONE_CODE_SENDS_PER_WINDOW);
  });

  it.each([
    [{ phone: '12345' }, 'phone', messages.phoneInvalid],
    [{ phone: '312-555-01ab' }, 'phone', messages.phoneInvalid],
  ])('refuses %o', async (payload, field, message) => {
    const { token } = await createSignedInUser(t);
    const response = await post('/api/user/send-sms', token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: ErrorCode.validation, message, field });
  });

  it('refuses a code that is not six digits', async () => {
    const { token } = await createSignedInUser(t);
    const response = await post('/api/user/code-verify', token, { phone: nextPhone(), code: '12ab' });
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.codeFormat,
      field: 'code',
    });
  });

  it("keeps codes per user: another user's code does not verify the outsider's phone", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const phone = nextPhone();
    await post('/api/user/send-sms', owner.token, { phone });
    const code = await codeSentTo(`+1${phone}`);
    const response = await post('/api/user/code-verify', outsider.token, { phone, code });
    expect(response.statusCode).toBe(400);
    expect((await findUserById(t.database.db, outsider.user.id))?.phoneVerified).toBe(false);
    expect((await post('/api/user/code-verify', owner.token, { phone, code })).statusCode).toBe(200);
  });

  it('requires sign-in', async () => {
    for (const url of ['/api/user/send-sms', '/api/user/code-verify']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { phone: nextPhone(), code: '123456' },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('a changed phone number on PUT /api/user/info starts unverified', async () => {
    const { user, token } = await createSignedInUser(t);
    await t.database.db
      .update(users)
      .set({ phone: '+13125550000', phoneVerified: true })
      .where(eq(users.id, user.id));
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { phone: '312-555-0000' },
    });
    expect(same.json()).toMatchObject({ phone: '+13125550000', verify: true });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { phone: '3125550001' },
    });
    expect(changed.json()).toMatchObject({ phone: '+13125550001', verify: false });
  });
});

describe('email change (confirmed through the new address)', () => {
  const putInfo = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/info', headers: bearer(token), payload });

  it('keeps the old email until the link sent to the new one is followed, and tells the old address', async () => {
    const { user, token } = await createSignedInUser(t);
    const newEmail = uniqueEmail('moved');
    const response = await putInfo(token, {
      email: newEmail,
      firstName: 'Renamed',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
      profile: { firstName: 'Renamed' },
    });
    await lastMessage(t.app, user.email, 'email-change-requested');
    const link = await lastMessage(t.app, newEmail, 'confirm-email-change');
    expect(link.text).toContain('/confirm-email?token=');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: tokenFromLink(link) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await lastMessage(t.app, user.email, 'email-changed')).text).toContain(newEmail);
    expect((await signIn(t.app, newEmail, TEST_PASSWORD)).length).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: tokenFromLink(link) },
    });
    expect(again.json()).toEqual({
      code: ErrorCode.linkInvalid,
      message: messages.emailChangeLinkInvalid,
      field: 'token',
    });
  });

  it('refuses an address another account uses, changing nothing', async () => {
    const { user, token } = await createSignedInUser(t);
    const other = await createUser(t.database);
    const response = await putInfo(token, {
      email: other.email.toUpperCase(),
      firstName: 'Nope',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: ErrorCode.emailTaken,
      message: messages.emailTaken,
      field: 'email',
    });
    expect((await findUserById(t.database.db, user.id))?.firstName).toBe(user.firstName);
  });

  it('is not allowed for Google or Facebook accounts', async () => {
    const { user, token } = await createSignedInUser(t);
    await t.database.db.update(users).set({ platformType: 'google' }).where(eq(users.id, user.id));
    const response = await putInfo(token, { email: uniqueEmail('social') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.emailChangeNotAllowed, field: 'email' });
    // Sending the unchanged address with the rest of the form is fine.
    expect((await putInfo(token, { email: user.email, zipCode: 'A1B2' })).statusCode).toBe(200);
  });

  it('asks for the current password, and a wrong one changes nothing', async () => {
    const { user, token } = await createSignedInUser(t);
    const newEmail = uniqueEmail('stolen-session');
    const without = await putInfo(token, { email: newEmail, firstName: 'Thief' });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.currentPasswordRequired,
      field: 'currentPassword',
    });
    const wrong = await putInfo(token, { email: newEmail, currentPassword: 'Wrong_pass1' });
    expect(wrong.json()).toMatchObject({ message: messages.currentPasswordWrong, field: 'currentPassword' });
    expect(await outboxFor(t.app, newEmail)).toEqual([]);
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
    expect(info.json()).toMatchObject({
      email: user.email,
      pendingEmail: null,
      profile: { firstName: user.firstName },
    });
  });

  it('stops taking guesses at the current password after a few wrong ones', async () => {
    const { token } = await createSignedInUser(t);
    for (let i = 0; i < CURRENT_PASSWORD_TRIES; i += 1) {
      await putInfo(token, { email: uniqueEmail('guess'), currentPassword: `Guess_${i}pass` });
    }
    const blocked = await putInfo(token, { email: uniqueEmail('guess'), currentPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
  });

  it('cancels the pending change when the email is set back', async () => {
    const { user, token } = await createSignedInUser(t);
    const newEmail = uniqueEmail('undo');
    await putInfo(token, { email: newEmail, currentPassword: TEST_PASSWORD });
    const link = tokenFromLink(await lastMessage(t.app, newEmail, 'confirm-email-change'));
    const back = await putInfo(token, { email: user.email });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ email: user.email, pendingEmail: null });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: link },
    });
    expect(confirm.json()).toMatchObject({ message: messages.emailChangeLinkInvalid });
  });

  it('asks an account without a password for a fresh sign-in instead', async () => {
    const { user, token } = await createSignedInUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const fresh = await putInfo(token, { email: uniqueEmail('fresh') });
    expect(fresh.statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - FRESH_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await putInfo(token, { email: uniqueEmail('stale') });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: messages.freshSignInRequired });
  });

  it('refuses an invalid address', async () => {
    const { token } = await createSignedInUser(t);
    const response = await putInfo(token, { email: 'someone@nowhere' });
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: messages.emailInvalid,
      field: 'email',
    });
  });
});

describe('settings fields', () => {
  it.each([
    [{ firstName: 'Ma/ya' }, 'firstName', messages.nameNoSlash],
    [{ lastName: '' }, 'lastName', messages.lastNameRequired],
    [{ zipCode: 'A'.repeat(21) }, 'zipCode', messages.zipCodeInvalid],
    [{ zipCode: '10012-1234' }, 'zipCode', messages.zipCodeInvalid],
  ])('refuses %o with its message', async (payload, field, message) => {
    const { token } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: ErrorCode.validation, message, field });
  });

  it('accepts letters and digits in a zip code up to 20 characters', async () => {
    const { token } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(token),
      payload: { zipCode: 'SW1A1AA' },
    });
    expect(response.json().zipCode).toBe('SW1A1AA');
  });
});
