import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { listWaitingJobs } from '../../lib/jobs/queue';

export async function listOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.to
    ? query.where(sql`lower(${outboxMessages.recipient}) = lower(${options.to})`)
    : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit);
}

/** Emails and texts still in the job queue (not yet delivered to the outbox, or failed), newest first. */
export function listQueuedMessages(db: Db, options: { to?: string | undefined; limit: number }) {
  return listWaitingJobs(db, {
    kinds: ['email', 'sms'],
    match: options.to ? { field: 'to', value: options.to } : undefined,
    limit: options.limit,
  });
}
