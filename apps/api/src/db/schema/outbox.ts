import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded email and SMS provider: every message the app sends is stored here when no real
 * provider (SMTP_URL, TWILIO_*) is configured. Developers read it at /dev/mailbox and tests through
 * GET /api/dev/outbox; both are off in production.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    /** Null for text messages. */
    subject: text('subject'),
    /** Null for text messages. */
    html: text('html'),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** Files sent with an email (a calendar invitation), as text; null when there are none. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_at_idx').on(table.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
