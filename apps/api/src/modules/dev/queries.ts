import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export async function listOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.to
    ? query.where(sql`lower(${outboxMessages.recipient}) = lower(${options.to})`)
    : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit);
}
