import type { PlatformType, ProfileTarget, RoleValue, UserKind } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** Null for accounts that only sign in through Google or Facebook. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    platformType: text('platform_type').$type<PlatformType>().notNull().default('internal'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    target: text('target').$type<ProfileTarget>(),
    kind: text('kind').$type<UserKind>(),
    roleValue: text('role_value').$type<RoleValue>().notNull().default('end_user'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    zipCode: text('zip_code'),
    notifyNews: boolean('notify_news').notNull().default(true),
    notifyNote: boolean('notify_note').notNull().default(true),
    notifyDaily: boolean('notify_daily').notNull().default(true),
    /** The sidebar's My Dashboard dot: set when something new reaches the user's dashboard, cleared on leaving it. */
    dashboardDot: boolean('dashboard_dot').notNull().default(false),
    /** When the user closed My Dashboard's welcome overlay; null shows it (once per account, on any device). */
    dashboardWelcomedAt: timestamp('dashboard_welcomed_at', { withTimezone: true }),
    /** When the user closed the canvas editor's welcome overlay; null shows it (once per account, on any device). */
    editorWelcomedAt: timestamp('editor_welcomed_at', { withTimezone: true }),
    grsfHash: text('grsf_hash'),
    /** Sign-up attribution from /get-started?source=&rep= (admin reports). */
    signupSource: text('signup_source'),
    signupRep: text('signup_rep'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are unique regardless of case: Jane@x.com and jane@x.com are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    // The coworker picker's name match (canvases/team-queries.ts searchUsersByNameOrEmail: the full
    // name `ilike '%keyword%'`) reads this trigram index instead of every account; the exact email
    // beside it reads users_email_lower_key. Direct, like browse's GIN indexes (decision 016): a
    // pending list would be scanned in full by every search until vacuum merged it.
    index('users_full_name_trgm_idx')
      .using('gin', sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The pending text-message code of a user's phone verification (one at a time). The code is stored
 * as an HMAC; attempts are counted so a six-digit code cannot be guessed.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
