import { describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { lastMessage, tokenFromLink } from '../../../test/outbox';
import { photo } from '../media/test-fixtures';

const t = useTestApp();

/** The session an access token names. */
async function sessionOf(accessToken: string): Promise<string | undefined> {
  return (await t.app.deps.signer.verify(accessToken))?.sessionId;
}

/** A user answer's chatToken opens the chat for this user and this session (spec 1 §7). */
async function expectChatTokenOf(user: { chatToken: string | null }, userId: number, accessToken: string) {
  expect(user.chatToken).toEqual(expect.any(String));
  const claims = await t.app.deps.signer.verifyChat(user.chatToken ?? '');
  expect(claims).toEqual({ userId, sessionId: await sessionOf(accessToken) });
  // A chat token is not an access token.
  expect(await t.app.deps.signer.verify(user.chatToken ?? '')).toBeNull();
}

describe('every answer of the signed-in user carries a fresh chat token of its session', () => {
  it('sign-in: the session it creates', async () => {
    const { user } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ access_token: string; user: { chatToken: string | null } }>();
    await expectChatTokenOf(session.user, user.id, session.access_token);
  });

  it("GET and PUT /api/user/info: the caller's session, a different one on each device", async () => {
    const phone = await createSignedInUser(t);
    const laptop = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { platformType: 'internal', email: phone.email, password: TEST_PASSWORD },
    });
    const laptopToken = laptop.json<{ access_token: string }>().access_token;

    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: phone.headers });
    await expectChatTokenOf(info.json(), phone.id, phone.token);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: bearer(laptopToken),
      payload: { firstName: 'Renamed' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ profile: { firstName: 'Renamed' } });
    await expectChatTokenOf(updated.json(), phone.id, laptopToken);
  });

  it('PUT /api/user/avatar', async () => {
    const caller = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: { ...caller.headers, 'content-type': 'image/png' },
      payload: await photo({ format: 'png', width: 64, height: 64 }),
    });
    expect(response.statusCode).toBe(200);
    await expectChatTokenOf(response.json(), caller.id, caller.token);
  });

  it('POST /api/user/code-verify', async () => {
    const caller = await createSignedInUser(t);
    const digits = '3125559876';
    await t.app.inject({
      method: 'POST',
      url: '/api/user/send-sms',
      headers: caller.headers,
      payload: { phone: digits },
    });
    const code = /\b(\d{6})\b/.exec((await lastMessage(t.app, `+1${digits}`, 'phone-code')).text)?.[1];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/code-verify',
      headers: caller.headers,
      payload: { phone: digits, code },
    });
    expect(response.statusCode).toBe(200);
    await expectChatTokenOf(response.json().user, caller.id, caller.token);
  });

  it('PUT /api/user/change-password: the new session it answers, not the revoked one', async () => {
    const caller = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: caller.headers,
      payload: { password: 'Lilac-harbor-93!', currentPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ access_token: string; user: { chatToken: string | null } }>();
    await expectChatTokenOf(session.user, caller.id, session.access_token);
    expect(await sessionOf(session.access_token)).not.toBe(await sessionOf(caller.token));
  });

  it('the email-change link is answered without a session, so without a chat token', async () => {
    const caller = await createSignedInUser(t);
    const newEmail = uniqueEmail('chat');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/info',
      headers: caller.headers,
      payload: { email: newEmail, currentPassword: TEST_PASSWORD },
    });
    const link = await lastMessage(t.app, newEmail, 'confirm-email-change');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: tokenFromLink(link) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: newEmail, chatToken: null });
  });
});
