import { messages } from '../messages';
import { z } from '../zod-config';
import { id, idFromText } from './primitives';

/**
 * Messages (spec 3 "Chat (/message)", §3 Chat channel, §4, §6, §7 `/user/chat-email`, §8; spec 1 §4
 * chat unread count, §7 `/user/check-user-chat`). The spec shows a hosted chat service's screens and
 * not its calls, so the `/api/chat/*` calls below are this product's own. Writes go over HTTP (one
 * way to validate, limit and refuse); the socket only pushes `ChatEvent`s, and a client that
 * reconnects asks `GET /api/chat/sync?after=` for what it missed.
 */

export const CHAT_CHANNEL_KINDS = ['direct', 'group'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];
/** `system`: a line the service writes ('Ana added Ben'), shown centred, never unread. */
export const CHAT_MESSAGE_KINDS = ['text', 'system'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** Longest message body, in characters (the composer counts down from it). */
export const CHAT_MESSAGE_MAX = 4000;
/** Longest group name. */
export const CHAT_GROUP_NAME_MAX = 80;
/** Most members a group may have, creator included. */
export const CHAT_GROUP_MAX_MEMBERS = 100;
/** A conversation's page of messages. */
export const CHAT_PAGE_SIZE = 30;
/** Spec 3 §9: the member search waits 500 ms after typing and shows 10 people (`PUT /api/user/search`, tactics [3, 10]). */
export const CHAT_MEMBER_SEARCH_DEBOUNCE_MS = 500;
export const CHAT_MEMBER_SEARCH_RESULTS = 10;
/** Spec 1 §7: the chat connection gives up after 10 s. */
export const CHAT_CONNECT_TIMEOUT_MS = 10_000;
/** The socket's path on the API's own origin. */
export const CHAT_SOCKET_PATH = '/api/socket.io';
/** The one socket event name; its payload is a `ChatEvent`. */
export const CHAT_SOCKET_EVENT = 'chat';

export const chatPersonSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatMessageSchema = z.object({
  /** Global and increasing: the catch-up cursor. */
  id: z.number().int(),
  channelId: z.number().int(),
  senderId: z.number().int().nullable(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  body: z.string(),
  /** The sender's own id for the send, echoed so a client matches its pending bubble. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A channel as the signed-in member sees it (their unread count, whether they hid it). */
export const chatChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_CHANNEL_KINDS),
  /** Groups: their name; direct: null (the web names it after the other person). */
  name: z.string().nullable(),
  image: z.string().nullable(),
  canvasId: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  members: z.array(chatPersonSchema),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int().min(0),
  hidden: z.boolean(),
  /** The other person of a direct channel blocked you, or you blocked them: posting is refused. */
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/** `GET /api/chat/channels?keyword=&includeHidden=`: the member's channels, newest activity first. */
export const chatChannelsQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  includeHidden: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const chatChannelListSchema = z.array(chatChannelSchema);

/** `GET /api/chat/channels/{id}`: one channel (404 for non-members, like a channel that does not exist). */
export const chatChannelParamsSchema = z.object({ id: idFromText() });

/** `GET /api/chat/unread`: unread messages over all channels (the header and sidebar badge). */
export const chatUnreadSchema = z.object({ count: z.number().int().min(0) });

/** `POST /api/chat/direct`: the 1:1 channel with a person, created on first use. */
export const chatDirectSchema = z.object({
  userId: id(),
  /** The canvas the conversation starts from (a canvas's Message me). */
  canvasId: id().optional(),
});

/** `POST /api/chat/groups` ('group created success'). The creator is a member without being listed. */
export const chatGroupCreateSchema = z.object({
  name: z.string().trim().min(1).max(CHAT_GROUP_NAME_MAX),
  memberIds: z
    .array(id())
    .max(CHAT_GROUP_MAX_MEMBERS - 1)
    .default([]),
  canvasId: id().optional(),
  /** A photo stored on Canvas (an upload's `/media/` path): never another site's address. */
  image: z
    .string()
    .max(2000)
    .regex(/^\/media\/[\w./-]+$/, { message: messages.chatGroupImage })
    .refine((value) => !value.includes('..'), { message: messages.chatGroupImage })
    .optional(),
});
export type ChatGroupCreateInput = z.input<typeof chatGroupCreateSchema>;

/**
 * `PUT /api/chat/groups/{id}` ('update group success!'): the creator renames.
 * `DELETE /api/chat/groups/{id}` ('delete group success!'): the creator deletes it for everyone.
 */
export const chatGroupRenameSchema = z.object({ name: z.string().trim().min(1).max(CHAT_GROUP_NAME_MAX) });

/**
 * `POST /api/chat/groups/{id}/members` ('Add Members Success' is the team's; chat answers the
 * channel): the creator adds. People already in it are refused with
 * `messages.chatAlreadyInGroup(names)`, yourself with `messages.messageToSelf`.
 */
export const chatAddMembersSchema = z.object({
  userIds: z
    .array(id())
    .min(1)
    .max(CHAT_GROUP_MAX_MEMBERS - 1),
});
/** `DELETE /api/chat/groups/{id}/members/{userId}` ('remove success'): the creator removes others; anyone leaves. */
export const chatMemberParamsSchema = z.object({ id: idFromText(), userId: idFromText() });

/**
 * `POST /api/chat/channels/{id}/hide` {hidden}: any member hides the channel from their own list
 * (`hidden: false` shows it again; so does a newer message, and opening the direct channel).
 */
export const chatHideSchema = z.object({ hidden: z.boolean().default(true) });

/** `GET /api/chat/channels/{id}/messages?before=&after=`: a page, oldest first within the page. */
export const chatMessagesQuerySchema = z.object({
  before: idFromText().optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export const chatMessagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** More older messages exist before the first one returned. */
  hasMore: z.boolean(),
});

/** `POST /api/chat/channels/{id}/messages`: a retried send with the same clientId answers the first. */
export const chatSendSchema = z.object({
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type ChatSendInput = z.input<typeof chatSendSchema>;

/** `POST /api/chat/channels/{id}/read`: read up to a message (never backwards). */
export const chatReadSchema = z.object({ messageId: z.number().int().min(0) });

/** `GET /api/chat/sync?after=`: messages in the member's channels after an id (reconnect catch-up). */
export const chatSyncQuerySchema = z.object({ after: z.coerce.number().int().min(0) });
export const chatSyncSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** More than one page was missed: the client reloads its channels instead. */
  truncated: z.boolean(),
});

/** `POST /api/chat/blocks` {userId}; `DELETE /api/chat/blocks/{userId}`. */
export const chatBlockSchema = z.object({ userId: id() });
export const chatBlockParamsSchema = z.object({ userId: idFromText() });

/**
 * `GET /api/user/chat-email?toUserIds=1,2&message=` (spec 3 §7, "after a chat message"): asks for the
 * email notice to those members of a channel shared with the caller who are not connected. Notices
 * are batched and respect each recipient's `note` switch, so calling it after every message is safe.
 */
export const chatEmailQuerySchema = z.object({
  toUserIds: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(id()).min(1).max(CHAT_GROUP_MAX_MEMBERS)),
  message: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
});

/** `POST /api/user/check-user-chat` (spec 1 §7, payload not shown): a fresh short-lived socket token. */
export const chatTokenSchema = z.object({ chatToken: z.string(), expiresAt: z.string() });

export const chatOkSchema = z.object({ success: z.literal(true) });

/** What the socket pushes (event `CHAT_SOCKET_EVENT`). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** A channel appeared for the user, or changed (renamed, members, unhidden). */
  z.object({ type: z.literal('channel'), channel: chatChannelSchema }),
  /** The user left or was removed, or the group was deleted. */
  z.object({ type: z.literal('channel-removed'), channelId: z.number().int() }),
  /** A member read up to a message (the user's own other tabs clear their badge). */
  z.object({
    type: z.literal('read'),
    channelId: z.number().int(),
    userId: z.number().int(),
    messageId: z.number().int(),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
