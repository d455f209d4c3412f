import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every file an upload stored (the original and each copy), with who uploaded it. A canvas may
 * reference only its owner's files (admins excepted), the owner's total is their storage quota,
 * and files never attached to a canvas within a day are swept (modules/media).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage key (`student_canvas/portfolioPhoto/<uuid>-640.webp`). */
    key: text('key').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** First saved on a canvas; null until then (the sweep removes those left unattached). */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerId),
    index('uploads_unattached_idx').on(table.createdAt).where(sql`${table.attachedAt} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
