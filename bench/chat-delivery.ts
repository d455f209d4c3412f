// Chat delivery (issue 25): BENCH_CHAT_SOCKETS (default 1000) sockets connected to one API process
// (a child process on a fresh database of the PostgreSQL server named by BENCH_DATABASE_URL or
// TEST_DATABASE_URL, else on embedded PGlite), BENCH_CHAT_RATE messages a second (default 50) sent over
// HTTP for BENCH_CHAT_SECONDS (default 20), each to the other member of a direct channel; the
// server process is stopped and started again halfway. Reports the delivery time from the send to
// the recipient's socket (p50/p95/max; target p95 <= 50 ms) and the messages the server accepted
// that a recipient never got, live or by catching up after reconnecting (target 0).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHAT_SOCKET_EVENT,
  CHAT_SOCKET_PATH,
  type ChatMessage,
  chatEventSchema,
  chatSyncSchema,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { chatChannels, chatMembers, sessions, users } from '../apps/api/src/db/schema';
import { CHAT_TOKEN_TTL_MS, newSessionId, TOKEN_TTL_MS, TokenSigner } from '../apps/api/src/lib/tokens';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
/** After the sends stop: how long the recipients get to receive or catch up on the last ones. */
const GRACE_MS = 60_000;
const TARGET_P95_MS = 50;
const SECRET = 'bench-only-chat-signing-key-Zr7Qw2Xp9LkV4mN8';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Member {
  userId: number;
  channelId: number;
  accessToken: string;
  chatToken: string;
}

/** Per recipient socket: what it has seen, so catching up and live delivery count each message once. */
interface Client {
  member: Member;
  socket: Socket;
  lastId: number;
  seen: Set<number>;
  connectedBefore: boolean;
  /** The answers of its catch-up calls (status codes, or 'error'), for the report of a loss. */
  syncs: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database on the PostgreSQL server (dropped by the returned function), or null for PGlite. */
async function serverDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `canvas_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await openDatabase({ kind: 'postgres', url: serverUrl });
      await again.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await again.close();
    },
  };
}

/** Users, sessions and direct channels written straight into the database before the server opens it. */
async function prepare(dataDir: string, databaseUrl: string | null): Promise<Member[]> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const { db } = database;
  const signer = new TokenSigner(SECRET);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS }, (_, index) => ({
        email: `chat-bench-${index}@bench.test`,
        // Nobody signs in with a password here: the sessions below are written directly.
        passwordHash: 'bench-no-password',
        firstName: 'Bench',
        lastName: `User${index}`,
        target: 'personalCanvas' as const,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  const sessionIds = ids.map(() => newSessionId());
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  await db
    .insert(sessions)
    .values(ids.map((userId, index) => ({ id: sessionIds[index] ?? '', userId, expiresAt })));
  const members: Member[] = [];
  for (let index = 0; index + 1 < ids.length; index += 2) {
    const a = ids[index] ?? 0;
    const b = ids[index + 1] ?? 0;
    const [channel] = await db
      .insert(chatChannels)
      .values({ kind: 'direct', directKey: `${Math.min(a, b)}:${Math.max(a, b)}` })
      .returning({ id: chatChannels.id });
    if (!channel) throw new Error('channel not created');
    await db.insert(chatMembers).values([
      { channelId: channel.id, userId: a },
      { channelId: channel.id, userId: b },
    ]);
    for (const [position, userId] of [a, b].entries()) {
      const claims = { userId, sessionId: sessionIds[index + position] ?? '' };
      members.push({
        userId,
        channelId: channel.id,
        accessToken: await signer.sign(claims, expiresAt),
        chatToken: await signer.signChat(claims, new Date(Date.now() + CHAT_TOKEN_TTL_MS)),
      });
    }
  }
  await database.close();
  return members;
}

/** The API as `npm start` runs it (src/server.ts through tsx), on this port and data directory. */
async function startServer(port: number, dataDir: string, databaseUrl: string | null): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SEED_DEMO: '0',
      DEV_TOOLS: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 2 minutes');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function chatDelivery() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-bench-chat-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const clients: Client[] = [];
  const onServer = await serverDatabase();
  const databaseUrl = onServer?.url ?? null;
  try {
    const members = await prepare(dataDir, databaseUrl);
    server = await startServer(port, dataDir, databaseUrl);

    /** clientId → when its send began, and (once accepted) who must receive it. */
    const sends = new Map<string, { startedAt: number; recipient: number; id: number | null }>();
    const liveMs: number[] = [];
    const fanOutMs: number[] = [];
    const postMs: number[] = [];
    let caughtUp = 0;
    let duplicates = 0;
    const receivedBy = new Map<number, Set<number>>();

    const receive = (client: Client, message: ChatMessage, live: boolean) => {
      if (client.seen.has(message.id)) {
        duplicates += 1;
        return;
      }
      client.seen.add(message.id);
      client.lastId = Math.max(client.lastId, message.id);
      if (message.senderId === client.member.userId || !message.clientId) return;
      const send = sends.get(message.clientId);
      let got = receivedBy.get(client.member.userId);
      if (!got) {
        got = new Set();
        receivedBy.set(client.member.userId, got);
      }
      got.add(message.id);
      if (live && send) {
        liveMs.push(performance.now() - send.startedAt);
        // The same machine's clock: from the row's insert to this socket (the server's share).
        fanOutMs.push(Date.now() - Date.parse(message.createdAt));
      } else caughtUp += 1;
    };

    // The database starts empty, so a cursor of 0 is exact: a reconnect asks for everything after it.
    const catchUp = async (client: Client) => {
      if (!client.connectedBefore) {
        client.connectedBefore = true;
        return;
      }
      for (let attempt = 0; attempt < 240; attempt += 1) {
        try {
          const response = await fetch(`${baseUrl}/api/chat/sync?after=${client.lastId}`, {
            headers: { authorization: `Bearer ${client.member.accessToken}` },
          });
          client.syncs.push(String(response.status));
          if (response.ok) {
            const sync = chatSyncSchema.parse(await response.json());
            for (const message of sync.messages) receive(client, message, false);
            return;
          }
        } catch {
          // The server is still starting: try again.
          client.syncs.push('error');
        }
        await sleep(250);
      }
    };

    // Connect every socket (50 at a time), as the web client does: WebSocket, auth.token, the page's origin.
    for (let start = 0; start < members.length; start += 50) {
      await Promise.all(
        members.slice(start, start + 50).map(
          (member) =>
            new Promise<void>((resolve, reject) => {
              const socket = io(baseUrl, {
                path: CHAT_SOCKET_PATH,
                transports: ['websocket'],
                auth: { token: member.chatToken },
                extraHeaders: { origin: baseUrl },
                reconnectionDelay: 500,
                reconnectionDelayMax: 2000,
                timeout: 10_000,
              });
              const client: Client = {
                member,
                socket,
                lastId: 0,
                seen: new Set(),
                connectedBefore: false,
                syncs: [],
              };
              clients.push(client);
              socket.on(CHAT_SOCKET_EVENT, (payload: unknown) => {
                const event = chatEventSchema.safeParse(payload);
                if (event.success && event.data.type === 'message') receive(client, event.data.message, true);
              });
              socket.on('connect', () => void catchUp(client));
              socket.once('connect', () => resolve());
              socket.once('connect_error', (error) => {
                if (!socket.active) reject(error);
              });
            }),
        ),
      );
    }

    // Steady sends: one every 1000/RATE ms, round robin over the channels, alternating the sender.
    const senders = members;
    let next = 0;
    let accepted = 0;
    let refusedByLimit = 0;
    const pending = new Set<Promise<void>>();
    const sendOne = (sender: Member, recipient: Member) => {
      const clientId = `bench-${randomBytes(9).toString('base64url')}`;
      const record = { startedAt: performance.now(), recipient: recipient.userId, id: null as number | null };
      sends.set(clientId, record);
      const attempt = async (): Promise<void> => {
        for (;;) {
          // Delivery is timed from the attempt the server accepted, not from sends waiting out the restart.
          record.startedAt = performance.now();
          try {
            const response = await fetch(`${baseUrl}/api/chat/channels/${sender.channelId}/messages`, {
              method: 'POST',
              headers: { authorization: `Bearer ${sender.accessToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ body: `bench message ${clientId}`, clientId }),
            });
            if (response.ok) {
              postMs.push(performance.now() - record.startedAt);
              const message = (await response.json()) as { id: number };
              record.id = message.id;
              accepted += 1;
              return;
            }
            if (response.status === 429) {
              refusedByLimit += 1;
              sends.delete(clientId);
              return;
            }
          } catch {
            // The server is restarting: the same clientId again makes the retry idempotent.
          }
          await sleep(250);
        }
      };
      const promise = attempt().finally(() => pending.delete(promise));
      pending.add(promise);
    };

    const startedAt = Date.now();
    const restartAt = startedAt + (SECONDS * 1000) / 2;
    let restart: { downMs: number } | null = null;
    let restarting: Promise<void> | null = null;
    while (Date.now() - startedAt < SECONDS * 1000) {
      // Sends are due by the clock, so a slow turn of the loop is made up rather than lowering the rate.
      if (next >= ((Date.now() - startedAt) / 1000) * RATE) {
        await sleep(5);
        continue;
      }
      const pair = Math.floor(next / 2) % Math.floor(senders.length / 2);
      const [a, b] = [senders[pair * 2], senders[pair * 2 + 1]];
      if (a && b) sendOne(next % 2 === 0 ? a : b, next % 2 === 0 ? b : a);
      next += 1;
      if (!restarting && Date.now() >= restartAt && server) {
        const running = server;
        restarting = (async () => {
          const downAt = Date.now();
          await stopServer(running);
          server = await startServer(port, dataDir, databaseUrl);
          restart = { downMs: Date.now() - downAt };
        })();
      }
    }
    const sent = next;
    await restarting;
    await Promise.all(pending);

    // Everything accepted must reach its recipient, live or by catching up.
    const expected = [...sends.values()].filter((send) => send.id !== null);
    const missing = () =>
      expected.filter((send) => !(receivedBy.get(send.recipient)?.has(send.id ?? -1) ?? false)).length;
    const graceEnds = Date.now() + GRACE_MS;
    while (missing() > 0 && Date.now() < graceEnds) await sleep(200);
    const lost = missing();
    const byUser = new Map(clients.map((client) => [client.member.userId, client]));
    const lostSample = expected
      .filter((send) => !(receivedBy.get(send.recipient)?.has(send.id ?? -1) ?? false))
      .slice(0, 5)
      .map((send) => {
        const client = byUser.get(send.recipient);
        return {
          id: send.id,
          recipientConnected: client?.socket.connected ?? false,
          recipientLastId: client?.lastId ?? null,
          syncs: client?.syncs.slice(-5) ?? [],
        };
      });
    const quantiles = (values: number[]) => {
      const ordered = [...values].sort((x, y) => x - y);
      return {
        p50: Number(percentile(ordered, 50).toFixed(1)),
        p95: Number(percentile(ordered, 95).toFixed(1)),
      };
    };

    const sorted = [...liveMs].sort((x, y) => x - y);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const max = sorted.at(-1) ?? Number.NaN;
    const downMs = (restart as { downMs: number } | null)?.downMs ?? null;
    const pass = p95 <= TARGET_P95_MS && lost === 0;
    const rate = sent / SECONDS;
    return {
      name: 'chat-delivery',
      database: onServer ? 'postgresql' : 'pglite',
      sockets: clients.length,
      rate_per_second: Number(rate.toFixed(1)),
      sent,
      accepted,
      refused_by_limit: refusedByLimit,
      delivered_live: liveMs.length,
      delivered_by_catch_up: caughtUp,
      duplicates_dropped: duplicates,
      lost,
      ...(lost > 0 ? { lost_sample: lostSample } : {}),
      /** The HTTP send alone, and from the message's insert to the socket (where the time goes). */
      post_ms: quantiles(postMs),
      insert_to_socket_ms: quantiles(fanOutMs),
      p50_ms: Number(p50.toFixed(1)),
      p95_ms: Number(p95.toFixed(1)),
      max_ms: Number(max.toFixed(1)),
      restart_down_ms: downMs,
      target: { p95_ms: TARGET_P95_MS, lost: 0 },
      pass,
      summary:
        `${onServer ? 'PostgreSQL' : 'PGlite'}, ${clients.length} sockets, ${rate.toFixed(0)} messages/s for ${SECONDS} s with a server restart ` +
        `(${downMs ?? '?'} ms down): delivery p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(0)} ms ` +
        `(target p95 ≤ ${TARGET_P95_MS} ms); ${accepted} accepted, ${liveMs.length} live + ${caughtUp} caught up, ` +
        `${lost} lost (target 0)`,
    };
  } finally {
    for (const client of clients) client.socket.close();
    if (server) await stopServer(server);
    await onServer?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
