import { isAdminRole, type OutboxMessage, z } from '@canvas/shared';
import type { Config } from '../../config';
import { isLoopbackHost } from '../../config-mode';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listOutbox, listQueuedMessages } from './queries';

export interface OutboxReader {
  /** The request came through a proxy (X-Forwarded-For or Forwarded). */
  forwarded: boolean;
  /** The signed-in caller, if any. */
  user: UserRow | null;
}

/**
 * The outbox holds every reset and verification link: it answers when the server listens on
 * loopback with no proxy in front (a proxy on the same machine makes a loopback server public; its
 * forwarding headers or TRUST_PROXY give it away), or to a signed-in admin. Anyone else gets the
 * 404 of a server without developer tools.
 */
export function assertMayReadOutbox(config: Pick<Config, 'host' | 'trustProxy'>, reader: OutboxReader): void {
  const localOnly = isLoopbackHost(config.host) && config.trustProxy === false && !reader.forwarded;
  if (localOnly) return;
  const { user } = reader;
  if (user && isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin })) return;
  throw notFound();
}

/** The payload of an email or text job (adapters/email, adapters/sms). */
const queuedMessageSchema = z.object({
  to: z.string(),
  subject: z.string().optional(),
  html: z.string().optional(),
  text: z.string(),
  template: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});

/**
 * GET /api/dev/outbox: what the outbox received, and the emails and texts still in the job queue
 * (waiting for a try, or failed: decision 028), newest first.
 */
export async function readOutbox(db: Db, query: { to?: string | undefined; limit: number }) {
  const delivered = await listOutbox(db, query);
  const waiting = await listQueuedMessages(db, query);
  const queued = waiting.flatMap((job): OutboxMessage[] => {
    const message = queuedMessageSchema.safeParse(job.payload);
    if (!message.success) return [];
    return [
      {
        id: job.id,
        kind: job.kind === 'sms' ? 'sms' : 'email',
        recipient: message.data.to,
        subject: message.data.subject ?? null,
        html: message.data.html ?? null,
        text: message.data.text,
        template: message.data.template,
        ...(message.data.attachments?.length ? { attachments: message.data.attachments } : {}),
        createdAt: job.createdAt.toISOString(),
        status: job.failedAt ? 'failed' : 'queued',
        ...(job.lastError ? { lastError: job.lastError } : {}),
      },
    ];
  });
  const sent = delivered.map(
    ({ attachments, ...row }): OutboxMessage => ({
      ...row,
      ...(attachments?.length ? { attachments } : {}),
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return [...queued, ...sent].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, query.limit);
}
