import type { Server as HttpServer } from 'node:http';
import { CHAT_CONNECT_TIMEOUT_MS, CHAT_SOCKET_EVENT, CHAT_SOCKET_PATH, type ChatEvent } from '@canvas/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Realtime } from './index';
import { isAllowedOrigin } from './origin';
import { connectRedisAdapter, type RedisFanOut } from './redis-fan-out';

/** The reasons a socket is refused, as `connect_error`'s message (the web client acts on `unauthorized`). */
export const SOCKET_REFUSED = { origin: 'forbidden origin', unauthorized: 'unauthorized' } as const;

/** Resolves a chat token to its user while the session it was issued for lives; null refuses the socket. */
export type ChatAuthenticate = (token: string) => Promise<{ userId: number } | null>;

export interface SocketHubOptions {
  authenticate: ChatAuthenticate;
  /** Page origins a socket may be opened from (config.chat.origins). */
  origins: readonly string[];
  /** Also any loopback origin (demo mode on a loopback host: the Vite dev server, localhost). */
  loopbackOrigins: boolean;
  /** The Redis server of the fan-out between processes; null keeps delivery in this process. */
  redisUrl: string | null;
  log: FastifyBaseLogger;
}

interface SocketData {
  userId: number;
}
type ServerToClient = { [CHAT_SOCKET_EVENT]: (event: ChatEvent) => void };
type ChatServer = Server<Record<string, never>, ServerToClient, Record<string, never>, SocketData>;
type ChatSocket = Socket<Record<string, never>, ServerToClient, Record<string, never>, SocketData>;

const roomOf = (userId: number) => `user:${userId}`;

/** fetchSockets asks every process and waits this long for their answers (the adapter's default is 5 s). */
export const CROSS_PROCESS_TIMEOUT_MS = 2000;

/**
 * The chat socket (issue 25): Socket.IO on the API's own server at CHAT_SOCKET_PATH, WebSocket only
 * (no polling, so several processes behind a proxy need no sticky sessions). A socket opens only
 * from an allowed origin and with a live chat token (`auth.token`), and joins its user's room;
 * `emitToUsers` sends to those rooms. With a Redis server the Socket.IO Redis adapter carries
 * emits and socket look-ups to every process; a Redis outage degrades to this process (logged),
 * and the clients catch up over HTTP when they reconnect.
 */
export class SocketHub implements Realtime {
  readonly io: ChatServer;
  readonly #log: FastifyBaseLogger;
  #fanOut: RedisFanOut | null = null;

  private constructor(options: SocketHubOptions) {
    this.#log = options.log;
    this.io = new Server({
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      // Spec 1 §7: a connection that does not complete within 10 s is given up (both sides).
      connectTimeout: CHAT_CONNECT_TIMEOUT_MS,
      // Events are small JSON; a bigger frame is not ours.
      maxHttpBufferSize: 64 * 1024,
    });
    this.io.use((socket, next) => {
      void admit(socket, options).then(
        (refusal) => {
          if (!refusal) return next();
          next(new Error(refusal));
          // The refusal is written first (engine.io flushes before closing), then the connection goes.
          setImmediate(() => socket.conn.close());
        },
        (error: unknown) => {
          this.#log.error({ err: error }, 'chat socket admission failed');
          next(new Error(SOCKET_REFUSED.unauthorized));
          setImmediate(() => socket.conn.close());
        },
      );
    });
    this.io.on('connection', (socket) => {
      void socket.join(roomOf(socket.data.userId));
    });
  }

  /** A hub with its Redis fan-out connected (or connecting in the background when Redis is not answering). */
  static async create(options: SocketHubOptions): Promise<SocketHub> {
    const hub = new SocketHub(options);
    if (options.redisUrl) hub.#fanOut = await connectRedisAdapter(hub.io, options.redisUrl, options.log);
    return hub;
  }

  /** Serves sockets on this HTTP server (Fastify's `app.server`); before or after it listens. */
  attach(server: HttpServer): void {
    this.io.attach(server);
  }

  emitToUsers(userIds: readonly number[], event: ChatEvent): void {
    const rooms = [...new Set(userIds)].map(roomOf);
    if (rooms.length === 0) return;
    try {
      this.io.to(rooms).emit(CHAT_SOCKET_EVENT, event);
    } catch (error) {
      // Never the caller's problem: the recipients catch up when they next connect.
      this.#log.error({ err: error }, 'chat event not emitted');
    }
  }

  async connectedAmong(userIds: readonly number[]): Promise<Set<number>> {
    const wanted = new Set(userIds);
    if (wanted.size === 0) return new Set();
    const rooms = [...wanted].map(roomOf);
    let found: { data: Partial<SocketData> }[];
    try {
      found = await withTimeout(this.io.in(rooms).fetchSockets(), CROSS_PROCESS_TIMEOUT_MS + 500);
    } catch (error) {
      this.#log.warn({ err: error }, 'chat presence answered by this process only');
      found = await this.io.local.in(rooms).fetchSockets();
    }
    const connected = new Set<number>();
    for (const socket of found) {
      const userId = socket.data.userId;
      if (userId !== undefined && wanted.has(userId)) connected.add(userId);
    }
    return connected;
  }

  /**
   * Drops this process's connections (clients see a lost transport and reconnect, to another
   * process or after the restart, then catch up) and closes the Redis clients.
   */
  async close(): Promise<void> {
    // The engine's connections only: the HTTP server is Fastify's to close.
    this.io.engine?.close();
    await this.#fanOut?.close();
    this.#fanOut = null;
  }
}

/** Null when the socket may open, else the reason it is refused. */
async function admit(socket: ChatSocket, options: SocketHubOptions): Promise<string | null> {
  const origin = socket.handshake.headers.origin;
  if (!isAllowedOrigin(origin, options.origins, options.loopbackOrigins)) return SOCKET_REFUSED.origin;
  const token: unknown = socket.handshake.auth.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 2000)
    return SOCKET_REFUSED.unauthorized;
  const caller = await options.authenticate(token);
  if (!caller) return SOCKET_REFUSED.unauthorized;
  socket.data.userId = caller.userId;
  return null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
