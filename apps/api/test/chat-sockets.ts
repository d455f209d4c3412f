import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_EVENT, CHAT_SOCKET_PATH, type ChatEvent } from '@canvas/shared';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** The public origin the socket tests configure (PUBLIC_URL): the one origin a socket may come from. */
export const TEST_ORIGIN = 'https://canvas.example.com';
/** Not a loopback HOST, so only TEST_ORIGIN is allowed (demo mode on loopback also allows loopback pages). */
export const SOCKET_TEST_ENV = { PUBLIC_URL: TEST_ORIGIN, HOST: '0.0.0.0' };

/** Listens on a free loopback port and answers the app's base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface OpenedSocket {
  socket: Socket;
  /** The refusal's message (`connect_error`), or null when the socket connected. */
  refused: string | null;
}

/** Opens a socket as the web client does (WebSocket, `auth.token`), from `origin`; never reconnects. */
export function openSocket(
  baseUrl: string,
  { token, origin = TEST_ORIGIN }: { token?: string; origin?: string | null },
): Promise<OpenedSocket> {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    extraHeaders: origin ? { origin } : {},
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, refused: null }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ socket, refused: error.message });
    });
  });
}

/** The socket's next chat event, or a rejection after `ms`. */
export function nextChatEvent(socket: Socket, ms = 3000): Promise<ChatEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no chat event within ${ms} ms`)), ms);
    socket.once(CHAT_SOCKET_EVENT, (event: ChatEvent) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

/** The chat events a socket receives from now on (for "nothing arrived" checks). */
export function collectChatEvents(socket: Socket): ChatEvent[] {
  const events: ChatEvent[] = [];
  socket.on(CHAT_SOCKET_EVENT, (event: ChatEvent) => events.push(event));
  return events;
}

/** Waits for a socket to be told it is disconnected. */
export function disconnected(socket: Socket, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A chat event for the tests: a text message. */
export function messageEvent(id: number, channelId = 1): ChatEvent {
  return {
    type: 'message',
    message: {
      id,
      channelId,
      senderId: null,
      kind: 'text',
      body: `message ${id}`,
      clientId: null,
      createdAt: new Date().toISOString(),
    },
  };
}
