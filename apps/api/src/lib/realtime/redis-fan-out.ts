import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

type RedisClient = ReturnType<typeof createClient>;

export interface RedisFanOut {
  close(): Promise<void>;
}

/** How long the start waits for Redis before serving without it (it keeps reconnecting). */
const FIRST_CONNECT_WAIT_MS = 3000;
/** One log line per client and outage, not one per reconnect attempt. */
const RECONNECT_DELAY_MAX_MS = 5000;

/**
 * Installs the Socket.IO Redis adapter on `io` with two node-redis clients (publish, subscribe).
 * A Redis outage must not take the API down: the clients reconnect forever with a capped backoff,
 * the publisher fails fast while offline (no queue of stale events to flush later), and the
 * adapter's fire-and-forget publishes and subscribes are caught, so delivery falls back to this
 * process until Redis answers again. Errors are logged once per outage.
 */
export async function connectRedisAdapter(
  io: Server,
  url: string,
  log: FastifyBaseLogger,
): Promise<RedisFanOut> {
  const options = {
    url,
    socket: {
      connectTimeout: FIRST_CONNECT_WAIT_MS,
      reconnectStrategy: (retries: number) =>
        Math.min(100 * 2 ** Math.min(retries, 6), RECONNECT_DELAY_MAX_MS),
    },
  };
  const pub = createClient({ ...options, disableOfflineQueue: true });
  // The subscriber keeps its queue: subscriptions asked for while offline are made on connect.
  const sub = createClient(options);
  watch(pub, 'publish', log);
  watch(sub, 'subscribe', log);

  const connected = Promise.all([pub.connect(), sub.connect()]);
  const ready = await Promise.race([
    connected.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS).unref()),
  ]);
  if (!ready) log.warn('redis not answering: chat events reach this process only until it does');
  connected.catch(() => undefined);

  io.adapter(
    createAdapter(caught(pub, log), caught(sub, log), { key: 'canvas-chat', requestsTimeout: 2000 }),
  );
  return {
    async close() {
      // destroy, not close: close waits for queued commands, which never finish while Redis is down.
      for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    },
  };
}

/** Logs a client's first error of an outage and its recovery. */
function watch(client: RedisClient, role: string, log: FastifyBaseLogger) {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.error({ err: error, redis: role }, 'redis unavailable: chat fan-out degraded to this process');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, 'redis back: chat fan-out restored');
  });
}

/** The commands the adapter fires without awaiting; their failures are logged here instead of crashing the process. */
const FIRE_AND_FORGET = new Set(['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe']);

/**
 * The client as the adapter sees it: its unawaited commands swallow (and log) their rejections,
 * since an unhandled rejection ends a Node process. Awaited ones (PUBSUB NUMSUB of fetchSockets)
 * still reject, and the hub falls back to this process's sockets.
 */
function caught(client: RedisClient, log: FastifyBaseLogger): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !FIRE_AND_FORGET.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            log.debug({ err: error, command: property }, 'redis command dropped');
          });
        }
        return result;
      };
    },
  });
}
