import { randomBytes } from 'node:crypto';
import type { ChatChannel, ChatEvent, ChatMessage } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { jobs } from '../../db/schema';
import type { LocalRealtime } from '../../lib/realtime';
import type { Person } from '../canvases/testing';
import { CHAT_NOTICE_JOB } from './service';

/** Chat calls for tests: each answers the raw response so tests assert status and body. */
export function chatClient(t: TestApp) {
  const call = (
    who: Person | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  return {
    call,
    direct: (who: Person | undefined, userId: number, canvasId?: number) =>
      call(who, 'POST', '/api/chat/direct', { userId, ...(canvasId ? { canvasId } : {}) }),
    group: (who: Person | undefined, name: string, memberIds: number[]) =>
      call(who, 'POST', '/api/chat/groups', { name, memberIds }),
    send: (who: Person | undefined, channelId: number, body: string, clientId = newClientId()) =>
      call(who, 'POST', `/api/chat/channels/${channelId}/messages`, { body, clientId }),
    page: (who: Person | undefined, channelId: number, query = '') =>
      call(who, 'GET', `/api/chat/channels/${channelId}/messages${query}`),
    list: (who: Person | undefined, query = '') => call(who, 'GET', `/api/chat/channels${query}`),
    unread: async (who: Person) =>
      (await call(who, 'GET', '/api/chat/unread')).json<{ count: number }>().count,
  };
}

export const newClientId = () => `c-${randomBytes(8).toString('hex')}`;

/** Opens the direct channel of two people and answers it. */
export async function directBetween(t: TestApp, a: Person, b: Person): Promise<ChatChannel> {
  const response = await chatClient(t).direct(a, b.id);
  if (response.statusCode !== 200) throw new Error(`direct: ${response.statusCode} ${response.body}`);
  return response.json<ChatChannel>();
}

/** Sends a message and answers it (fails on refusal). */
export async function say(t: TestApp, who: Person, channelId: number, body: string): Promise<ChatMessage> {
  const response = await chatClient(t).send(who, channelId, body);
  if (response.statusCode !== 200) throw new Error(`send: ${response.statusCode} ${response.body}`);
  return response.json<ChatMessage>();
}

/** A "socket" of the user on the in-process realtime: the events it received, and its closer. */
export function listen(t: TestApp, userId: number) {
  const events: ChatEvent[] = [];
  const close = (t.app.deps.realtime as LocalRealtime).connect(userId, (_, event) => events.push(event));
  return { events, close };
}

/** Makes the waiting chat notices due now (they wait a few minutes after a burst's first message). */
export async function noticesDueNow(t: TestApp) {
  await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, CHAT_NOTICE_JOB));
}

/** The user ids of the chat notice jobs waiting. */
export async function waitingNoticeUserIds(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, CHAT_NOTICE_JOB));
  return rows.map((row) => (row.payload as { userId: number }).userId);
}
