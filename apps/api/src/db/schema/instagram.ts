import type { InstagramMedia } from '@canvas/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { canvases } from './canvases';
import { users } from './users';

/**
 * The Instagram account connected to a canvas (one per canvas). The access token is encrypted at
 * rest (AES-256-GCM, `adapters/instagram/token-cipher.ts`); the latest media list is cached on the
 * row so every API process serves the same copy and a disconnect drops it with the row.
 */
export const instagramConnections = pgTable('instagram_connections', {
  canvasId: integer('canvas_id')
    .primaryKey()
    .references(() => canvases.id, { onDelete: 'cascade' }),
  /** The Instagram-scoped user id (a numeric string wider than a JavaScript number). */
  igUserId: text('ig_user_id').notNull(),
  username: text('username').notNull(),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the long-lived token was last issued or refreshed (refresh needs it ≥ 24 h old). */
  tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
  mediaCache: jsonb('media_cache').$type<InstagramMedia[]>(),
  mediaCachedAt: timestamp('media_cached_at', { withTimezone: true }),
});
export type InstagramConnectionRow = typeof instagramConnections.$inferSelect;

/**
 * A started connection: the `state` sent to Instagram, kept as a hash, bound to the user and the
 * canvas, used once and short-lived (CSRF protection for the /insta-auth return).
 */
export const instagramAuthStates = pgTable(
  'instagram_auth_states',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canvasId: integer('canvas_id')
      .notNull()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instagram_auth_states_expires_idx').on(table.expiresAt),
    // Deleting a user or a canvas cascades here.
    index('instagram_auth_states_user_idx').on(table.userId),
    index('instagram_auth_states_canvas_idx').on(table.canvasId),
  ],
);
