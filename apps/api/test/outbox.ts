import type { OutboxMessage } from '@canvas/shared';
import type { FastifyInstance } from 'fastify';

/** Messages delivered to the embedded outbox for one recipient, newest first (GET /api/dev/outbox). */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  // Emails and texts are queued jobs (lib/jobs); tests run no worker, so deliver what is due first.
  await app.deps.jobs.drain();
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return response.json<{ list: OutboxMessage[] }>().list;
}

/** The newest message of one template sent to `to`; fails when there is none. */
export async function lastMessage(
  app: FastifyInstance,
  to: string,
  template: string,
): Promise<OutboxMessage> {
  const message = (await outboxFor(app, to)).find((item) => item.template === template);
  if (!message) throw new Error(`no ${template} message to ${to}`);
  return message;
}

/** The `token` query value of the first link in a message's text. */
export function tokenFromLink(message: OutboxMessage): string {
  const match = /[?&]token=([\w-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no token link in ${message.template}`);
  return decodeURIComponent(match[1]);
}
