import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * In-app notifications (spec 3 §3 "Notification": message body and link, viewedAt empty = unread).
 * Other areas write them through the notifications service; the daily digest email reads the ones
 * not yet emailed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What caused it (e.g. 'application', 'applicant-status', 'withdrawal'): digest grouping and tests. */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    /** An app path (starting with '/'), or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** When it went out in an email (immediate or the daily digest); null = not emailed. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    // The /notifications page: a user's newest first.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The header bell's unread count.
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.viewedAt} is null`),
    // The daily digest: not yet emailed.
    index('notifications_unemailed_idx').on(table.createdAt).where(sql`${table.emailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
