import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable background queue (lib/jobs, decision 028): every email and text message, and any other
 * work a request hands off, is a row here until a worker has done it. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several API processes never run one job at
 * once and a crash mid-job only delays it. A done job is deleted; one that keeps failing stays with
 * `failed_at` and its last error, to be read and retried by hand.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Names the registered handler (`email`, `sms`, ...). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Not before this moment: now when queued, later after a failure (back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, counted when a worker takes the job (so a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A worker holds the job until then; past it, another worker may take it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set when the attempts ran out: the job is kept, no longer run. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due_idx').on(table.runAt).where(sql`${table.failedAt} is null`)],
);

export type JobRow = typeof jobs.$inferSelect;
