import { createServer } from 'node:net';
import { chatTokenSchema } from '@canvas/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listenOnFreePort,
  messageEvent,
  nextChatEvent,
  openSocket,
  SOCKET_TEST_ENV,
} from '../../../test/chat-sockets';
import { createSignedInUser, createTestApp, type SignedInUser, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';

/**
 * Several API processes (issue 25): two apps on one database, each serving sockets, fanned out
 * through a real Redis (TEST_REDIS_URL, started by .ci/run). Without it the suite is skipped with a
 * note, except under CI=true where it is required.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const isCI = process.env.CI === 'true' || process.env.CI === '1';
if (!redisUrl && isCI)
  throw new Error('TEST_REDIS_URL is required under CI=true (.ci/run starts redis-server)');
if (!redisUrl) {
  console.warn(
    'socket-hub-redis: skipped the two-process fan-out (set TEST_REDIS_URL=redis://127.0.0.1:6379 to a throwaway redis-server)',
  );
}

const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) socket.close();
});

async function chatToken(app: FastifyInstance, caller: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/check-user-chat',
    headers: caller.headers,
  });
  return chatTokenSchema.parse(response.json()).chatToken;
}

async function connect(baseUrl: string, token: string): Promise<Socket> {
  const { socket, refused } = await openSocket(baseUrl, { token });
  opened.push(socket);
  expect(refused).toBeNull();
  return socket;
}

describe.skipIf(!redisUrl)('two API processes with Redis', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let firstUrl = '';
  let secondUrl = '';

  beforeAll(async () => {
    first = await createTestApp({ ...SOCKET_TEST_ENV, REDIS_URL: redisUrl ?? '' }, { chatSocket: true });
    // The second process: its own app and sockets on the same database and Redis.
    second = await buildApp({
      config: first.config,
      database: first.database,
      logger: false,
      chatSocket: true,
    });
    firstUrl = await listenOnFreePort(first.app);
    secondUrl = await listenOnFreePort(second);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers an event emitted on one process to sockets on the other, both ways', async () => {
    const ana = await createSignedInUser(first);
    const ben = await createSignedInUser(first);
    const anaOnSecond = await connect(secondUrl, await chatToken(first.app, ana));
    const benOnFirst = await connect(firstUrl, await chatToken(second, ben));

    const toAna = messageEvent(201);
    const anaArrival = nextChatEvent(anaOnSecond);
    first.app.deps.realtime.emitToUsers([ana.id], toAna);
    expect(await anaArrival).toEqual(toAna);

    const toBen = messageEvent(202);
    const benArrival = nextChatEvent(benOnFirst);
    second.deps.realtime.emitToUsers([ben.id], toBen);
    expect(await benArrival).toEqual(toBen);
  });

  it('sees who is connected on either process', async () => {
    const ana = await createSignedInUser(first);
    const ben = await createSignedInUser(first);
    const eve = await createSignedInUser(first);
    await connect(secondUrl, await chatToken(first.app, ana));
    await connect(firstUrl, await chatToken(first.app, ben));
    const ids = [ana.id, ben.id, eve.id];
    expect(await first.app.deps.realtime.connectedAmong(ids)).toEqual(new Set([ana.id, ben.id]));
    expect(await second.deps.realtime.connectedAmong(ids)).toEqual(new Set([ana.id, ben.id]));
  });
});

/** A loopback port nothing listens on: Redis "down". */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('a Redis outage', () => {
  it('does not stop the API: it starts, and delivers and answers presence within this process', async () => {
    const app = await createTestApp(
      { ...SOCKET_TEST_ENV, REDIS_URL: `redis://127.0.0.1:${await deadPort()}` },
      { chatSocket: true },
    );
    try {
      const baseUrl = await listenOnFreePort(app.app);
      const ana = await createSignedInUser(app);
      const socket = await connect(baseUrl, await chatToken(app.app, ana));
      const event = messageEvent(301);
      const arrival = nextChatEvent(socket);
      app.app.deps.realtime.emitToUsers([ana.id], event);
      expect(await arrival).toEqual(event);
      expect(await app.app.deps.realtime.connectedAmong([ana.id])).toEqual(new Set([ana.id]));
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
