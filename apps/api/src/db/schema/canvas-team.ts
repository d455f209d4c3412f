import type { MemberPermission, MemberRole } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { canvases } from './canvases';
import { users } from './users';

/**
 * Accepted members of business and school canvases, one row per (canvas, location, user): a
 * projection of `detail.locations[].members` written with every save and acceptance, so "the
 * canvases I am a member of" and "may this user edit" are index reads. The document stays the
 * source of truth.
 */
export const canvasMembers = pgTable(
  'canvas_members',
  {
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    locationUuid: text('location_uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    permission: text('permission').$type<MemberPermission>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.canvasId, table.locationUuid, table.userId] }),
    index('canvas_members_user_idx').on(table.userId, table.canvasId),
  ],
);

/**
 * Emailed invitations to join a location of a canvas. The link's code is stored as a SHA-256
 * hash; it works once, only for the invited email, until it expires. A new send to the same
 * email and location replaces the code (the old link stops working).
 */
export const canvasInvitations = pgTable(
  'canvas_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    locationUuid: text('location_uuid').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    codeHash: text('code_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** A pending invitee hidden from My Team (spec 3: 'Hide'); resending shows it again. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    uniqueIndex('canvas_invitations_code_key').on(table.codeHash),
    // One open invitation per email and location.
    uniqueIndex('canvas_invitations_pending_key')
      .on(table.canvasId, table.locationUuid, table.email)
      .where(sql`${table.acceptedAt} is null`),
    index('canvas_invitations_email_idx').on(table.email),
  ],
);
export type CanvasInvitationRow = typeof canvasInvitations.$inferSelect;

/**
 * Payment orders of business and school plans (spec 2 §3 "payorder", spec 3 billing). A canvas is
 * paid while its newest order's status is 'succeeded'; `job_count` is the plan's job quota. The
 * billing area writes these (the demo seed writes paid ones for the demo salon and school).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' | 'succeeded' | 'failed' | 'canceled' */
    status: text('status').notNull(),
    priceId: text('price_id'),
    /** Cents. */
    amount: integer('amount'),
    jobCount: integer('job_count').notNull().default(0),
    /** The plan this order pays for (billing, decision 029); null for orders written before it. */
    subscriptionId: integer('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_orders_canvas_idx').on(table.canvasId, table.createdAt.desc())],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
