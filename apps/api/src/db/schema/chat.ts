import type { ChatChannelKind, ChatMessageKind } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * Messages (spec 3 "Chat (/message)", §3 Chat channel): one conversation for every way people
 * contact each other. A direct channel joins two people (one per pair: `direct_key`); a group has a
 * name, a creator who manages it, and any number of members.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ChatChannelKind>().notNull(),
    /** Groups only; a direct channel is named after the other person. */
    name: text('name'),
    image: text('image'),
    /** The canvas the conversation is about or speaks for (a salon's group, "Message me" on a canvas). */
    canvasId: integer('canvas_id').references(() => canvases.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Direct channels: '{smaller user id}:{larger user id}', so a pair has one conversation. */
    directKey: text('direct_key'),
    /** The newest message, kept by the service when it posts: the channel list's order and preview. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_channels_direct_key').on(table.directKey)],
);

/** Who is in a channel, and each member's own state of it (read up to, hidden, emailed up to). */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages up to this id are read (0: none). Unread = the channel's messages after it, not the member's own. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Hidden from this member's list until a message newer than this arrives (null: shown). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The email notice covered messages up to this id (0: none), so a burst sends one email. */
    emailedThroughMessageId: bigint('emailed_through_message_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.userId] }),
    // A user's channels (the list, the unread count, socket fan-out).
    index('chat_members_user_idx').on(table.userId, table.channelId),
  ],
);

/**
 * One message. Ids are global and increasing, so a client that reconnects asks for everything after
 * the last id it saw. `client_id` makes a retried send idempotent per sender.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    /** Null for system lines ('… joined the group') and for a deleted sender. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ChatMessageKind>().notNull().default('text'),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A conversation's pages (newest first) and "after id" catch-up.
    index('chat_messages_channel_idx').on(table.channelId, table.id),
    // A sender's rate limit window.
    index('chat_messages_sender_created_idx').on(table.senderId, table.createdAt),
    uniqueIndex('chat_messages_sender_client_key')
      .on(table.senderId, table.clientId)
      .where(sql`${table.clientId} is not null`),
  ],
);

/** A user who does not want messages from another: neither can start or continue a direct chat. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('chat_blocks_blocked_idx').on(table.blockedId),
  ],
);

export type ChatChannelRow = typeof chatChannels.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
