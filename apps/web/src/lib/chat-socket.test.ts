import {
  CHAT_CONNECT_TIMEOUT_MS,
  CHAT_SOCKET_EVENT,
  CHAT_SOCKET_PATH,
  type ChatEvent,
  type ChatMessage,
} from '@canvas/shared';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { type ChatSocketDeps, type ChatSync, type ChatToken, createChatSocket } from './chat-socket';

type Options = Partial<ManagerOptions & SocketOptions>;
type Listener = (...args: unknown[]) => void;

/** Stands for a Socket.IO client socket: the test plays the server's part. */
class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly tokens: string[] = [];
  connected = false;
  active = false;
  connects = 0;

  constructor(readonly options: Options) {}

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** Like the client: asks `auth` for the token, then the test decides what the server answers. */
  connect() {
    this.connects += 1;
    this.active = true;
    const auth = this.options.auth;
    if (typeof auth === 'function')
      auth((data) => this.tokens.push(String((data as { token: unknown }).token)));
    return this;
  }

  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  /** The server accepts. */
  accept() {
    this.connected = true;
    this.fire('connect');
  }

  /** The server's middleware refuses (Socket.IO then stops retrying by itself). */
  refuse(message: string) {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The connection drops (a server restart): Socket.IO keeps retrying by itself. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  push(event: ChatEvent) {
    this.fire(CHAT_SOCKET_EVENT, event);
  }
}

function message(id: number): ChatMessage {
  return {
    id,
    channelId: 1,
    senderId: 2,
    kind: 'text',
    body: `message ${id}`,
    clientId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
const messageEvent = (id: number): ChatEvent => ({ type: 'message', message: message(id) });

function setup(overrides: ChatSocketDeps = {}) {
  const sockets: FakeSocket[] = [];
  const fetchToken = vi.fn(async () => ({
    chatToken: `fresh-${fetchToken.mock.calls.length}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  }));
  const fetchMissed = vi.fn(
    async (_after: number): Promise<ChatSync> => ({ messages: [], truncated: false }),
  );
  const chat = createChatSocket({
    openSocket: (options) => {
      const socket = new FakeSocket(options);
      sockets.push(socket);
      return socket as unknown as Socket;
    },
    fetchToken,
    fetchMissed,
    random: () => 0.5,
    ...overrides,
  });
  const received: number[] = [];
  chat.subscribe((event) => {
    if (event.type === 'message') received.push(event.message.id);
  });
  const statuses: string[] = [];
  chat.onStatus((status) => statuses.push(status));
  const resyncs = vi.fn();
  chat.onResync(resyncs);
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket opened');
    return last;
  };
  return { chat, socket, sockets, fetchToken, fetchMissed, received, statuses, resyncs };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting', () => {
  it("opens this origin's chat socket over WebSocket with the token, giving up a try after 10 s", async () => {
    const { chat, socket, statuses, fetchToken } = setup();
    chat.start('from-user-info');
    await vi.runAllTimersAsync();
    expect(socket().options).toMatchObject({
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      timeout: CHAT_CONNECT_TIMEOUT_MS,
      reconnection: true,
    });
    expect(socket().tokens).toEqual(['from-user-info']);
    expect(fetchToken).not.toHaveBeenCalled();
    socket().accept();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(chat.status()).toBe('connected');
  });

  it('asks check-user-chat for a token when it has none', async () => {
    const { chat, socket, fetchToken } = setup();
    chat.start(null);
    await vi.runAllTimersAsync();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(socket().tokens).toEqual(['fresh-1']);
  });

  it('replaces a refused (expired) token and connects again after a delay', async () => {
    const { chat, socket, fetchToken } = setup();
    chat.start('an-hour-old');
    await vi.runAllTimersAsync();
    socket().refuse('unauthorized');
    expect(chat.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(socket().connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(socket().tokens).toEqual(['an-hour-old', 'fresh-1']);
    socket().accept();
    expect(chat.status()).toBe('connected');
  });

  it('stops when the session is over (check-user-chat answers 401)', async () => {
    const fetchToken = vi.fn(async () => {
      throw new ApiError({ status: 401, code: 401, message: 'Session expired' });
    });
    const { chat, socket } = setup({ fetchToken });
    chat.start('an-hour-old');
    await vi.runAllTimersAsync();
    socket().refuse('unauthorized');
    await vi.runAllTimersAsync();
    expect(chat.status()).toBe('signed-out');
    expect(socket().connects).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket().connects).toBe(2);
  });

  it('keeps trying while check-user-chat cannot answer (offline, a server error)', async () => {
    const fetchToken = vi.fn(async (): Promise<ChatToken> => {
      throw new ApiError({ status: 503, code: 503, message: 'unavailable' });
    });
    const { chat, socket } = setup({ fetchToken });
    chat.start(null);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await vi.runAllTimersAsync();
      socket().refuse('unauthorized');
    }
    expect(chat.status()).toBe('connecting');
    fetchToken.mockResolvedValueOnce({
      chatToken: 'back',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await vi.runAllTimersAsync();
    expect(socket().tokens.at(-1)).toBe('back');
    socket().accept();
    expect(chat.status()).toBe('connected');
  });

  it('stops for good when refused for its origin, or refused again and again', async () => {
    const first = setup();
    first.chat.start('token');
    await vi.runAllTimersAsync();
    first.socket().refuse('forbidden origin');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(first.chat.status()).toBe('refused');
    expect(first.socket().connects).toBe(1);

    const second = setup();
    second.chat.start('token');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await vi.runAllTimersAsync();
      second.socket().refuse('unauthorized');
    }
    await vi.advanceTimersByTimeAsync(120_000);
    expect(second.chat.status()).toBe('refused');
    expect(second.socket().connects).toBe(4);
  });

  it('waits longer after each refusal (1 s, 2 s, 4 s)', async () => {
    const { chat, socket } = setup();
    chat.start('token');
    await vi.runAllTimersAsync();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      socket().refuse('unauthorized');
      const before = socket().connects;
      let waited = 0;
      while (socket().connects === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000]);
  });
});

describe('catching up after a reconnect', () => {
  it('hands over the missed messages first, then the live ones, each once and in order', async () => {
    let answerSync: (sync: ChatSync) => void = () => undefined;
    const fetchMissed = vi.fn(
      (_after: number) =>
        new Promise<ChatSync>((resolve) => {
          answerSync = resolve;
        }),
    );
    const { chat, socket, received } = setup({ fetchMissed });
    chat.start('token');
    await vi.runAllTimersAsync();
    socket().accept();
    socket().push(messageEvent(5));
    expect(received).toEqual([5]);

    socket().drop();
    expect(chat.status()).toBe('reconnecting');
    socket().accept();
    expect(fetchMissed).toHaveBeenCalledWith(5);
    // Live events that arrive while the missed ones are on their way wait for them.
    socket().push(messageEvent(8));
    socket().push(messageEvent(7));
    expect(received).toEqual([5]);
    answerSync({ messages: [message(7), message(6), message(5)], truncated: false });
    await vi.runAllTimersAsync();
    expect(received).toEqual([5, 6, 7, 8]);

    // The cursor moved on: the next catch-up starts after 8.
    socket().drop();
    socket().accept();
    expect(fetchMissed).toHaveBeenLastCalledWith(8);
  });

  it('starts from the newest message the screen marked seen', async () => {
    const { chat, socket, fetchMissed, received } = setup();
    chat.start('token');
    await vi.runAllTimersAsync();
    chat.markSeen(40);
    socket().accept();
    expect(fetchMissed).toHaveBeenCalledWith(40);
    fetchMissed.mockResolvedValueOnce({ messages: [message(41)], truncated: false });
    socket().drop();
    socket().accept();
    await vi.runAllTimersAsync();
    expect(received).toEqual([41]);
  });

  it('asks the screen to reload when the gap is too long, unknown or could not be fetched', async () => {
    const { chat, socket, fetchMissed, resyncs } = setup();
    chat.start('token');
    await vi.runAllTimersAsync();
    socket().accept();
    await vi.runAllTimersAsync();
    expect(resyncs).not.toHaveBeenCalled();

    // Nothing seen yet: no cursor to count from.
    socket().drop();
    socket().accept();
    await vi.runAllTimersAsync();
    expect(resyncs).toHaveBeenCalledTimes(1);

    socket().push(messageEvent(3));
    fetchMissed.mockResolvedValueOnce({ messages: [message(4)], truncated: true });
    socket().drop();
    socket().accept();
    await vi.runAllTimersAsync();
    expect(resyncs).toHaveBeenCalledTimes(2);

    fetchMissed.mockRejectedValueOnce(new ApiError({ status: 0, code: 0, message: 'offline' }));
    socket().drop();
    socket().accept();
    await vi.runAllTimersAsync();
    expect(resyncs).toHaveBeenCalledTimes(3);
  });

  it('ignores what is not a chat event, and delivers other events as they come', async () => {
    const { chat, socket } = setup();
    const events: ChatEvent[] = [];
    chat.subscribe((event) => events.push(event));
    chat.start('token');
    await vi.runAllTimersAsync();
    socket().accept();
    await vi.runAllTimersAsync();
    socket().push({ type: 'nonsense' } as unknown as ChatEvent);
    const read: ChatEvent = { type: 'read', channelId: 1, userId: 2, messageId: 3 };
    socket().push(read);
    expect(events).toEqual([read]);
  });
});

describe('stopping', () => {
  it('disconnects, forgets the socket and goes idle; start opens a new one', async () => {
    const { chat, socket, sockets, received } = setup();
    chat.start('token');
    await vi.runAllTimersAsync();
    socket().accept();
    const first = socket();
    chat.stop();
    expect(chat.status()).toBe('idle');
    expect(first.active).toBe(false);
    first.push(messageEvent(1));
    expect(received).toEqual([]);
    chat.start('token');
    expect(sockets).toHaveLength(2);
  });
});
