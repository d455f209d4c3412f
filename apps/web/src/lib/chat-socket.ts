import {
  CHAT_CONNECT_TIMEOUT_MS,
  CHAT_SOCKET_EVENT,
  CHAT_SOCKET_PATH,
  type ChatEvent,
  chatEventSchema,
  chatSyncSchema,
  chatTokenSchema,
  type z,
} from '@canvas/shared';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { api, isApiError } from './api-client';
import { apiPaths } from './paths';

/**
 * The chat socket (issue 25), without React: the messages screen and the unread badges wrap it.
 * It connects to this origin at CHAT_SOCKET_PATH with the chat token, gives up a try after 10 s
 * (spec 1 §7) and reconnects with a growing, jittered delay. A token the server refuses (an hour
 * old, or never had) is replaced through `POST /api/user/check-user-chat`. The socket only pushes;
 * after every reconnect the module asks `GET /api/chat/sync?after=` for what it missed and hands
 * those messages to its subscribers before any live one, each message once (by id).
 */

export type ChatConnectionStatus =
  /** Not started, or stopped. */
  | 'idle'
  | 'connecting'
  | 'connected'
  /** Lost and trying again (the network, a server restart). */
  | 'reconnecting'
  /** The session is over (check-user-chat answered 401): the app's re-login takes it from here. */
  | 'signed-out'
  /** The server will not take this page's sockets (another origin): no retries. */
  | 'refused';

export type ChatEventListener = (event: ChatEvent) => void;
export type ChatStatusListener = (status: ChatConnectionStatus) => void;
/** Called when catching up could not cover the gap: the screen reloads its channels and messages. */
export type ChatResyncListener = () => void;

export type ChatToken = z.infer<typeof chatTokenSchema>;
export type ChatSync = z.infer<typeof chatSyncSchema>;
type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface ChatSocketDeps {
  /** Opens the socket (not yet connected); tests pass a fake. */
  openSocket?: SocketFactory;
  fetchToken?: () => Promise<ChatToken>;
  fetchMissed?: (after: number) => Promise<ChatSync>;
  /** 0..1, for the reconnect jitter. */
  random?: () => number;
}

export interface ChatSocket {
  /** Connects with this token (the user info's `chatToken`), or fetches one first when there is none. */
  start(token?: string | null): void;
  stop(): void;
  subscribe(listener: ChatEventListener): () => void;
  onStatus(listener: ChatStatusListener): () => void;
  onResync(listener: ChatResyncListener): () => void;
  status(): ChatConnectionStatus;
  /** The newest message id the screen already holds (from a page it loaded): catch-up starts after it. */
  markSeen(messageId: number): void;
}

/** What the server's refusals say (apps/api lib/realtime/socket-hub SOCKET_REFUSED). */
const REFUSED_UNAUTHORIZED = 'unauthorized';
const REFUSED_ORIGIN = 'forbidden origin';
/** Reconnect delays: from 1 s, doubling, at most 30 s, each ±50 %. */
const RECONNECT_DELAY_MS = 1000;
const RECONNECT_DELAY_MAX_MS = 30_000;
/** A token this close to its expiry is replaced before connecting. */
const TOKEN_MARGIN_MS = 60_000;
/** Refusals of fresh tokens in a row before giving up (the server keeps saying no). */
const MAX_REFUSALS = 3;
/** Message ids remembered for de-duplication. */
const SEEN_IDS_KEPT = 2000;

const defaultDeps: Required<ChatSocketDeps> = {
  openSocket: (options) => io(options),
  fetchToken: async () =>
    chatTokenSchema.parse(
      await api.post(apiPaths.user.checkUserChat(), undefined, { errorDisplay: 'inline' }),
    ),
  fetchMissed: async (after) =>
    chatSyncSchema.parse(await api.get(apiPaths.chat.sync(), { query: { after }, errorDisplay: 'inline' })),
  random: Math.random,
};

export function createChatSocket(overrides: ChatSocketDeps = {}): ChatSocket {
  const deps = { ...defaultDeps, ...overrides };
  const eventListeners = new Set<ChatEventListener>();
  const statusListeners = new Set<ChatStatusListener>();
  const resyncListeners = new Set<ChatResyncListener>();

  let socket: Socket | null = null;
  let current: ChatConnectionStatus = 'idle';
  let token: { value: string; expiresAt: number | null } | null = null;
  /** Newest message id handed to subscribers (or marked seen): the catch-up cursor. */
  let lastId: number | null = null;
  const seen = new Set<number>();
  let everConnected = false;
  let attempts = 0;
  let refusals = 0;
  /** check-user-chat failed for another reason than the session (offline, a 5xx): not the server's refusal. */
  let tokenUnavailable = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Live events held back while the missed ones are fetched. */
  let held: ChatEvent[] | null = null;

  const setStatus = (next: ChatConnectionStatus) => {
    if (next === current) return;
    current = next;
    for (const listener of statusListeners) listener(next);
  };

  const deliver = (event: ChatEvent) => {
    if (event.type === 'message') {
      const { id } = event.message;
      if (seen.has(id)) return;
      seen.add(id);
      if (seen.size > SEEN_IDS_KEPT) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      if (lastId === null || id > lastId) lastId = id;
    }
    for (const listener of eventListeners) {
      try {
        listener(event);
      } catch {
        // One subscriber's failure must not starve the others.
      }
    }
  };

  const resync = () => {
    for (const listener of resyncListeners) listener();
  };

  const currentToken = async (): Promise<string> => {
    const fresh = token && (token.expiresAt === null || token.expiresAt - Date.now() > TOKEN_MARGIN_MS);
    if (token && fresh) return token.value;
    const issued = await deps.fetchToken();
    token = { value: issued.chatToken, expiresAt: Date.parse(issued.expiresAt) };
    return token.value;
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  /** Connects again after the next backoff delay (for the cases Socket.IO does not retry itself). */
  const retryLater = () => {
    clearRetry();
    const base = Math.min(RECONNECT_DELAY_MS * 2 ** attempts, RECONNECT_DELAY_MAX_MS);
    attempts += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        socket?.connect();
      },
      base * (0.5 + deps.random()),
    );
  };

  const stopWith = (status: ChatConnectionStatus) => {
    clearRetry();
    const closing = socket;
    socket = null;
    held = null;
    closing?.removeAllListeners();
    closing?.disconnect();
    setStatus(status);
  };

  const catchUp = async (active: Socket) => {
    if (lastId === null) {
      // Nothing to count from: the screen reloads what it shows (the first connect needs nothing).
      if (everConnected) resync();
      return;
    }
    held = [];
    try {
      const missed = await deps.fetchMissed(lastId);
      if (socket !== active) return;
      for (const message of [...missed.messages].sort((a, b) => a.id - b.id)) {
        deliver({ type: 'message', message });
      }
      if (missed.truncated) resync();
    } catch {
      if (socket === active) resync();
    } finally {
      const live = held ?? [];
      held = null;
      if (socket === active) for (const event of live) deliver(event);
    }
  };

  const onConnect = (active: Socket) => {
    clearRetry();
    attempts = 0;
    refusals = 0;
    setStatus('connected');
    void catchUp(active).finally(() => {
      everConnected = true;
    });
  };

  const onRefused = (error: Error) => {
    if (error.message === REFUSED_ORIGIN) return stopWith('refused');
    if (error.message !== REFUSED_UNAUTHORIZED) return;
    // Expired, or the session it named is over: a fresh token tells which.
    token = null;
    if (!tokenUnavailable) refusals += 1;
    if (refusals > MAX_REFUSALS) return stopWith('refused');
    setStatus(everConnected ? 'reconnecting' : 'connecting');
    retryLater();
  };

  const open = (initial: string | null | undefined) => {
    if (initial) token = { value: initial, expiresAt: null };
    const created = deps.openSocket({
      path: CHAT_SOCKET_PATH,
      // WebSocket only: several API processes need no sticky sessions (the server takes nothing else).
      transports: ['websocket'],
      timeout: CHAT_CONNECT_TIMEOUT_MS,
      reconnection: true,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: 0.5,
      autoConnect: false,
      // Asked at every (re)connect, so a refreshed token is the one sent.
      auth: (send) => {
        currentToken().then(
          (value) => {
            tokenUnavailable = false;
            send({ token: value });
          },
          (error: unknown) => {
            if (isApiError(error) && error.status === 401) return stopWith('signed-out');
            // No token to offer this time: the refusal that follows waits and tries again.
            tokenUnavailable = true;
            send({ token: '' });
          },
        );
      },
    });
    socket = created;
    created.on('connect', () => onConnect(created));
    created.on('connect_error', (error) => {
      if (socket !== created) return;
      // Socket.IO retries transport failures itself; a refusal by the server it leaves to us.
      if (!created.active) onRefused(error);
      else setStatus(everConnected ? 'reconnecting' : 'connecting');
    });
    created.on('disconnect', (reason) => {
      if (socket !== created) return;
      setStatus('reconnecting');
      // The server closed this socket on purpose (not a restart's dropped transport): try again later.
      if (reason === 'io server disconnect') retryLater();
    });
    created.on(CHAT_SOCKET_EVENT, (payload: unknown) => {
      if (socket !== created) return;
      const parsed = chatEventSchema.safeParse(payload);
      if (!parsed.success) return;
      if (held) held.push(parsed.data);
      else deliver(parsed.data);
    });
    setStatus('connecting');
    created.connect();
  };

  return {
    start(initial) {
      if (socket) return;
      refusals = 0;
      attempts = 0;
      open(initial);
    },
    stop() {
      stopWith('idle');
    },
    subscribe(listener) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => {
        resyncListeners.delete(listener);
      };
    },
    status: () => current,
    markSeen(messageId) {
      if (lastId === null || messageId > lastId) lastId = messageId;
    },
  };
}
