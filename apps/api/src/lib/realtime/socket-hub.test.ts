import { chatTokenSchema, messages, userSchema } from '@canvas/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectChatEvents,
  disconnected,
  listenOnFreePort,
  messageEvent,
  nextChatEvent,
  openSocket,
  SOCKET_TEST_ENV,
} from '../../../test/chat-sockets';
import { bearer, createSignedInUser, type SignedInUser, useTestApp } from '../../../test/helper';
import { isAllowedOrigin } from './origin';
import { SOCKET_REFUSED, SocketHub } from './socket-hub';

const t = useTestApp(SOCKET_TEST_ENV, { chatSocket: true });
let baseUrl = '';
const opened: Socket[] = [];

beforeAll(async () => {
  baseUrl = await listenOnFreePort(t.app);
});
afterAll(() => {
  for (const socket of opened) socket.close();
});

async function chatToken(caller: SignedInUser): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/check-user-chat',
    headers: caller.headers,
  });
  expect(response.statusCode).toBe(200);
  return chatTokenSchema.parse(response.json()).chatToken;
}

async function open(options: Parameters<typeof openSocket>[1]) {
  const result = await openSocket(baseUrl, options);
  opened.push(result.socket);
  return result;
}

describe('the chat token', () => {
  it('is issued for an hour by check-user-chat and with the user info, and opens the socket', async () => {
    const caller = await createSignedInUser(t);
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/check-user-chat',
      headers: caller.headers,
    });
    const { chatToken, expiresAt } = chatTokenSchema.parse(response.json());
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(59 * 60 * 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(61 * 60 * 1000);
    expect((await open({ token: chatToken })).refused).toBeNull();

    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: caller.headers });
    const user = userSchema.parse(info.json());
    expect(user.chatToken).toEqual(expect.any(String));
    expect((await open({ token: user.chatToken ?? '' })).refused).toBeNull();
  });

  it('is refused to a visitor', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/check-user-chat' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.signInRequired });
  });

  it('never stands in for the access token, nor the access token for it', async () => {
    const caller = await createSignedInUser(t);
    const token = await chatToken(caller);
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(token) });
    expect(asBearer.statusCode).toBe(401);
    expect((await open({ token: caller.token })).refused).toBe(SOCKET_REFUSED.unauthorized);
  });
});

describe('opening a socket', () => {
  it('is refused without a token, with a forged one and with an expired one', async () => {
    const caller = await createSignedInUser(t);
    expect((await open({})).refused).toBe(SOCKET_REFUSED.unauthorized);
    expect((await open({ token: 'not-a-token' })).refused).toBe(SOCKET_REFUSED.unauthorized);
    const claims = { userId: caller.id, sessionId: 'made-up-session' };
    const forged = await t.app.deps.signer.signChat(claims, new Date(Date.now() + 60_000));
    expect((await open({ token: forged })).refused).toBe(SOCKET_REFUSED.unauthorized);

    const live = await chatToken(caller);
    const [, payload = ''] = live.split('.');
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
    const expired = await t.app.deps.signer.signChat(
      { userId: caller.id, sessionId: sid },
      new Date(Date.now() - 1000),
    );
    expect((await open({ token: expired })).refused).toBe(SOCKET_REFUSED.unauthorized);
    // The same session with a live token is fine: only the expiry refused it.
    expect((await open({ token: live })).refused).toBeNull();
  });

  it('is refused once the session it was issued for is signed out', async () => {
    const caller = await createSignedInUser(t);
    const token = await chatToken(caller);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: caller.headers });
    expect(logout.statusCode).toBe(200);
    expect((await open({ token })).refused).toBe(SOCKET_REFUSED.unauthorized);
  });

  it('is refused from another origin, a loopback page of this machine, or without an Origin', async () => {
    const caller = await createSignedInUser(t);
    const token = await chatToken(caller);
    expect((await open({ token, origin: 'https://evil.example' })).refused).toBe(SOCKET_REFUSED.origin);
    expect((await open({ token, origin: baseUrl })).refused).toBe(SOCKET_REFUSED.origin);
    expect((await open({ token, origin: null })).refused).toBe(SOCKET_REFUSED.origin);
  });

  it('closes the refused connection on the server side too', async () => {
    const hub = t.app.deps.realtime;
    if (!(hub instanceof SocketHub)) throw new Error('the app serves no chat socket');
    const before = hub.io.engine.clientsCount;
    const { refused } = await open({ token: 'not-a-token' });
    expect(refused).toBe(SOCKET_REFUSED.unauthorized);
    await expect.poll(() => hub.io.engine.clientsCount).toBe(before);
  });
});

describe('delivery', () => {
  it("reaches every socket of each recipient and nobody else's", async () => {
    const ana = await createSignedInUser(t);
    const ben = await createSignedInUser(t);
    const eve = await createSignedInUser(t);
    const anaPhone = (await open({ token: await chatToken(ana) })).socket;
    const anaLaptop = (await open({ token: await chatToken(ana) })).socket;
    const benSocket = (await open({ token: await chatToken(ben) })).socket;
    const eveSocket = (await open({ token: await chatToken(eve) })).socket;
    const eveEvents = collectChatEvents(eveSocket);

    const event = messageEvent(101);
    const arrivals = Promise.all([
      nextChatEvent(anaPhone),
      nextChatEvent(anaLaptop),
      nextChatEvent(benSocket),
    ]);
    t.app.deps.realtime.emitToUsers([ana.id, ben.id, ana.id], event);
    expect(await arrivals).toEqual([event, event, event]);

    // A later event to Eve alone arrives after anything misdirected would have.
    const forEve = messageEvent(102);
    const eveArrival = nextChatEvent(eveSocket);
    t.app.deps.realtime.emitToUsers([eve.id], forEve);
    await eveArrival;
    expect(eveEvents).toEqual([forEve]);
  });

  it('knows who is connected, and forgets a user whose sockets closed', async () => {
    const ana = await createSignedInUser(t);
    const ben = await createSignedInUser(t);
    const { socket } = await open({ token: await chatToken(ana) });
    expect(await t.app.deps.realtime.connectedAmong([ana.id, ben.id])).toEqual(new Set([ana.id]));
    socket.close();
    await expect.poll(() => t.app.deps.realtime.connectedAmong([ana.id, ben.id])).toEqual(new Set());
  });

  it('closes the sockets when the app closes (they reconnect to the next process)', async () => {
    const { createTestApp } = await import('../../../test/helper');
    const other = await createTestApp(SOCKET_TEST_ENV, { chatSocket: true });
    const otherUrl = await listenOnFreePort(other.app);
    const caller = await createSignedInUser(other);
    const response = await other.app.inject({
      method: 'POST',
      url: '/api/user/check-user-chat',
      headers: caller.headers,
    });
    const { socket } = await openSocket(otherUrl, {
      token: chatTokenSchema.parse(response.json()).chatToken,
    });
    opened.push(socket);
    expect(socket.connected).toBe(true);
    const gone = disconnected(socket);
    await other.close();
    expect(await gone).toEqual(expect.any(String));
  });
});

describe('isAllowedOrigin', () => {
  const origins = ['https://canvas.example.com'];
  it('allows the public origin exactly', () => {
    expect(isAllowedOrigin('https://canvas.example.com', origins, false)).toBe(true);
    expect(isAllowedOrigin('https://canvas.example.com.evil.example', origins, false)).toBe(false);
    expect(isAllowedOrigin('http://canvas.example.com', origins, false)).toBe(false);
    expect(isAllowedOrigin(undefined, origins, false)).toBe(false);
  });

  it('allows loopback pages (the Vite dev server, localhost) only when asked', () => {
    expect(isAllowedOrigin('http://localhost:5173', origins, true)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', origins, true)).toBe(true);
    expect(isAllowedOrigin('http://[::1]:5173', origins, true)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', origins, false)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example', origins, true)).toBe(false);
    expect(isAllowedOrigin('null', origins, true)).toBe(false);
  });
});
