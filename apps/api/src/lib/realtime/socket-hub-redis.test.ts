import { type ChildProcess, spawn } from 'node:child_process';
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

  it('keeps delivering within each process while Redis is down, and across them again once it is back', async () => {
    const port = await deadPort();
    const url = `redis://127.0.0.1:${port}`;
    let redis = await startRedis(port);
    const a = await createTestApp({ ...SOCKET_TEST_ENV, REDIS_URL: url }, { chatSocket: true });
    const b = await buildApp({ config: a.config, database: a.database, logger: false, chatSocket: true });
    try {
      const aUrl = await listenOnFreePort(a.app);
      const bUrl = await listenOnFreePort(b);
      const ana = await createSignedInUser(a);
      const ben = await createSignedInUser(a);
      const anaOnA = await connect(aUrl, await chatToken(a.app, ana));
      const benOnB = await connect(bUrl, await chatToken(a.app, ben));

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      const local = messageEvent(401);
      const arrival = nextChatEvent(anaOnA);
      a.app.deps.realtime.emitToUsers([ana.id, ben.id], local);
      expect(await arrival).toEqual(local);
      // Presence falls back to this process instead of failing.
      expect(await a.app.deps.realtime.connectedAmong([ana.id, ben.id])).toEqual(new Set([ana.id]));

      redis = await startRedis(port);
      await expect
        .poll(() => a.app.deps.realtime.connectedAmong([ana.id, ben.id]), { timeout: 15_000, interval: 500 })
        .toEqual(new Set([ana.id, ben.id]));
      const across = messageEvent(402);
      const benArrival = nextChatEvent(benOnB);
      a.app.deps.realtime.emitToUsers([ben.id], across);
      expect(await benArrival).toEqual(across);
    } finally {
      await b.close();
      await a.close();
      redis.kill('SIGKILL');
    }
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

/** A throwaway redis-server of this test's own (the one of TEST_REDIS_URL is shared), in memory only. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('redis-server exited')));
  });
  child.stdout?.resume();
  return child;
}

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
