import { randomUUID } from 'node:crypto';
import {
  CHAT_GROUP_MAX_MEMBERS,
  type ChatChannel,
  type ChatEvent,
  type ChatMessage,
  type chatAddMembersSchema,
  type chatChannelsQuerySchema,
  type chatDirectSchema,
  type chatGroupCreateSchema,
  type chatMessagesQuerySchema,
  messages,
  type z,
} from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { ChatChannelRow, ChatMessageRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import type { Realtime } from '../../lib/realtime';
import { countUse } from '../../lib/throttle';
import { findEditableCanvas, findReadableCanvas, readerOf } from '../canvases/service';
import {
  advanceEmailed,
  blockedPeopleOf,
  channelListQuery,
  countSentSince,
  deleteBlock,
  deleteChannel,
  deleteMember,
  existingUserIds,
  findByClientId,
  findChannel,
  findDirectChannelId,
  findMembership,
  getOrCreateDirectChannel,
  handOverGroup,
  hasMessageBefore,
  insertBlock,
  insertGroupChannel,
  insertMembers,
  insertMessage,
  isBlockedBetween,
  lockUser,
  markRead,
  memberIdsOf,
  memberStates,
  membersOf,
  messagePageQuery,
  messagesAfter,
  messagesByIds,
  peopleByIds,
  renameChannel,
  setHidden,
  sharingAChannel,
  unreadByChannel,
  unreadByMember,
} from './queries';

export interface ChatDeps {
  db: Db;
  realtime: Realtime;
  jobs: JobQueue;
  email: EmailSender;
  publicUrl: string;
}

/** Messages one sender may post a minute and an hour: a fast typist stays well inside them. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
export const CHAT_MESSAGES_PER_HOUR = 600;
/** New conversations (direct or group) one person may start an hour. */
export const CHAT_NEW_CONVERSATIONS_PER_HOUR = 30;
/** The most messages one catch-up answers; past it the client reloads its channels. */
export const CHAT_SYNC_MAX = 500;
/** The job that emails a recipient who is away, about what they have not read. */
export const CHAT_NOTICE_JOB = 'chat-notice';
/** A notice waits this long after the first message of a burst, so the burst makes one email. */
export const CHAT_NOTICE_DELAY_MINUTES = 2;

const notFound = () => new AppError('notFound', messages.chatChannelNotFound);
const unavailable = () => new AppError('notFound', messages.chatUserUnavailable, { field: 'userId' });
const blocked = () => new AppError('forbidden', messages.chatBlocked);
const toSelf = (field: string) => new AppError('badRequest', messages.messageToSelf, { field });

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || 'A Canvas member';

/**
 * A message id from a client, as a bigint the database accepts: ids never come near 2^53, so a
 * larger cursor means "after everything" and must not reach SQL as '1e+300'.
 */
const idCursor = (value: number) => Math.min(value, Number.MAX_SAFE_INTEGER);

export const directKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The other person of a direct channel (from its key, so a deleted member is still known). */
function otherOfDirect(channel: ChatChannelRow, userId: number): number | undefined {
  const ids = (channel.directKey ?? '').split(':').map(Number);
  return ids.find((id) => id !== userId);
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    channelId: row.channelId,
    senderId: row.senderId,
    kind: row.kind,
    body: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

interface ViewEntry {
  channel: ChatChannelRow;
  viewerId: number;
  hiddenAt: Date | null;
  unread: number;
}

/** Channels as their viewers see them: members, last message, and each viewer's own state. */
async function assembleViews(db: Db, entries: ViewEntry[]): Promise<ChatChannel[]> {
  const channelIds = [...new Set(entries.map((entry) => entry.channel.id))];
  const people = await membersOf(db, channelIds);
  const lastIds = entries.flatMap((entry) =>
    entry.channel.lastMessageId ? [entry.channel.lastMessageId] : [],
  );
  const lastMessages = new Map((await messagesByIds(db, [...new Set(lastIds)])).map((row) => [row.id, row]));
  const blocksByViewer = new Map<number, Set<number>>();
  for (const entry of entries) {
    if (entry.channel.kind === 'direct' && !blocksByViewer.has(entry.viewerId)) {
      blocksByViewer.set(entry.viewerId, await blockedPeopleOf(db, entry.viewerId));
    }
  }
  return entries.map(({ channel, viewerId, hiddenAt, unread }) => {
    const other = channel.kind === 'direct' ? otherOfDirect(channel, viewerId) : undefined;
    const last = channel.lastMessageId ? lastMessages.get(channel.lastMessageId) : undefined;
    return {
      id: channel.id,
      kind: channel.kind,
      name: channel.name,
      image: channel.image,
      canvasId: channel.canvasId,
      createdBy: channel.createdBy,
      members: people
        .filter((person) => person.channelId === channel.id)
        .map(({ userId, firstName, lastName, avatar }) => ({ userId, firstName, lastName, avatar })),
      lastMessage: last ? toChatMessage(last) : null,
      unread,
      hidden: hiddenAt !== null,
      blocked: other !== undefined && (blocksByViewer.get(viewerId)?.has(other) ?? false),
      createdAt: channel.createdAt.toISOString(),
    };
  });
}

/** One channel as each of `userIds` (members) sees it. */
async function viewsForMembers(
  db: Db,
  channelId: number,
  userIds?: number[],
): Promise<Array<{ viewerId: number; view: ChatChannel }>> {
  const channel = await findChannel(db, channelId);
  if (!channel) return [];
  const states = await memberStates(db, channelId, userIds);
  const unread = await unreadByMember(db, channelId);
  const views = await assembleViews(
    db,
    states.map((state) => ({
      channel,
      viewerId: state.userId,
      hiddenAt: state.hiddenAt,
      unread: unread.get(state.userId) ?? 0,
    })),
  );
  return views.map((view, index) => ({ viewerId: states[index]?.userId ?? 0, view }));
}

async function requireMembership(db: Db, channelId: number, userId: number) {
  const found = await findMembership(db, channelId, userId);
  if (!found) throw notFound();
  return found;
}

async function requireGroupCreator(db: Db, channelId: number, userId: number) {
  const found = await requireMembership(db, channelId, userId);
  if (found.channel.kind !== 'group') throw notFound();
  if (found.channel.createdBy !== userId) throw new AppError('forbidden', messages.chatOnlyCreator);
  return found;
}

async function assertWithin(db: Db, key: string, limit: number, windowMinutes: number) {
  const use = await countUse(db, key, limit, windowMinutes);
  if (!use.allowed) {
    throw new AppError('tooManyRequests', messages.chatTooMany, { retryAfterSeconds: use.retryAfterSeconds });
  }
}

const assertNewConversationAllowed = (db: Db, userId: number) =>
  assertWithin(db, `chat-new:${userId}`, CHAT_NEW_CONVERSATIONS_PER_HOUR, 60);

// ---------------------------------------------------------------------------------------------
// Channels

export async function listChannels(
  deps: Pick<ChatDeps, 'db'>,
  userId: number,
  query: z.output<typeof chatChannelsQuerySchema>,
): Promise<ChatChannel[]> {
  const rows = await channelListQuery(deps.db, userId, query);
  const unread = await unreadByChannel(
    deps.db,
    userId,
    rows.map((row) => row.channel.id),
  );
  return assembleViews(
    deps.db,
    rows.map((row) => ({
      channel: row.channel,
      viewerId: userId,
      hiddenAt: row.hiddenAt,
      unread: unread.get(row.channel.id) ?? 0,
    })),
  );
}

export async function getChannel(deps: Pick<ChatDeps, 'db'>, userId: number, channelId: number) {
  const { channel, member } = await requireMembership(deps.db, channelId, userId);
  const unread = await unreadByChannel(deps.db, userId, [channelId]);
  const [view] = await assembleViews(deps.db, [
    { channel, viewerId: userId, hiddenAt: member.hiddenAt, unread: unread.get(channelId) ?? 0 },
  ]);
  if (!view) throw notFound();
  return view;
}

/** `POST /api/chat/direct`: the 1:1 channel with a person, created on first use (and shown again). */
export async function openDirect(
  deps: ChatDeps,
  user: UserRow,
  input: z.output<typeof chatDirectSchema>,
): Promise<ChatChannel> {
  if (input.userId === user.id) throw toSelf('userId');
  if (!(await existingUserIds(deps.db, [input.userId])).has(input.userId)) throw unavailable();
  const key = directKeyOf(user.id, input.userId);
  const existing = await findChannelByKey(deps.db, key, user.id);
  if (existing) {
    await setHidden(deps.db, existing, user.id, false);
    return getChannel(deps, user.id, existing);
  }
  if (await isBlockedBetween(deps.db, user.id, input.userId)) throw blocked();
  if (input.canvasId !== undefined) await findReadableCanvas(deps.db, readerOf(user), input.canvasId);
  await assertNewConversationAllowed(deps.db, user.id);
  const { channel, created } = await deps.db.transaction((tx) =>
    getOrCreateDirectChannel(tx, {
      directKey: key,
      createdBy: user.id,
      canvasId: input.canvasId ?? null,
      memberIds: [user.id, input.userId],
    }),
  );
  if (created) await emitChannel(deps, channel.id, [input.userId]);
  return getChannel(deps, user.id, channel.id);
}

/** The direct channel of this key when the user is (still) in it. */
async function findChannelByKey(db: Db, key: string, userId: number): Promise<number | undefined> {
  const id = await findDirectChannelId(db, key);
  if (id === undefined) return undefined;
  return (await findMembership(db, id, userId)) ? id : undefined;
}

/**
 * Checks the people a group would gain: real accounts, not the caller, and nobody the caller has
 * blocked or been blocked by (a group must not become a way round a block).
 */
async function assertAddable(db: Db, callerId: number, userIds: number[]) {
  if (userIds.includes(callerId)) throw toSelf('memberIds');
  const existing = await existingUserIds(db, userIds);
  if (userIds.some((id) => !existing.has(id))) throw unavailable();
  const blockedPeople = await blockedPeopleOf(db, callerId);
  if (userIds.some((id) => blockedPeople.has(id))) throw blocked();
}

/** `POST /api/chat/groups`: the creator and the listed people ('group created success'). */
export async function createGroup(
  deps: ChatDeps,
  user: UserRow,
  input: z.output<typeof chatGroupCreateSchema>,
): Promise<ChatChannel> {
  const memberIds = [...new Set(input.memberIds)];
  await assertAddable(deps.db, user.id, memberIds);
  if (input.canvasId !== undefined) await findEditableCanvas(deps.db, readerOf(user), input.canvasId);
  await assertNewConversationAllowed(deps.db, user.id);
  const channel = await deps.db.transaction(async (tx) => {
    const row = await insertGroupChannel(tx, {
      name: input.name,
      createdBy: user.id,
      canvasId: input.canvasId ?? null,
      image: input.image ?? null,
    });
    await insertMembers(tx, row.id, [user.id, ...memberIds]);
    return row;
  });
  await emitChannel(deps, channel.id, memberIds);
  return getChannel(deps, user.id, channel.id);
}

/** `PUT /api/chat/groups/{id}`: the creator renames ('update group success!'). */
export async function renameGroup(deps: ChatDeps, user: UserRow, channelId: number, name: string) {
  await requireGroupCreator(deps.db, channelId, user.id);
  await renameChannel(deps.db, channelId, name);
  await emitChannel(deps, channelId);
  return getChannel(deps, user.id, channelId);
}

/** `DELETE /api/chat/groups/{id}`: the creator deletes it for everyone ('delete group success!'). */
export async function deleteGroup(deps: ChatDeps, user: UserRow, channelId: number) {
  await requireGroupCreator(deps.db, channelId, user.id);
  const memberIds = await memberIdsOf(deps.db, channelId);
  await deleteChannel(deps.db, channelId);
  deps.realtime.emitToUsers(memberIds, { type: 'channel-removed', channelId });
  return { success: true as const };
}

/**
 * `POST /api/chat/groups/{id}/members`: the creator adds people. Those already in it are refused
 * with the spec's '{names} is/are already in the group' (names joined with commas), yourself with
 * 'target user is yourself! skipped!'.
 */
export async function addMembers(
  deps: ChatDeps,
  user: UserRow,
  channelId: number,
  input: z.output<typeof chatAddMembersSchema>,
): Promise<ChatChannel> {
  await requireGroupCreator(deps.db, channelId, user.id);
  const userIds = [...new Set(input.userIds)];
  if (userIds.includes(user.id)) throw toSelf('userIds');
  const current = new Set(await memberIdsOf(deps.db, channelId));
  const already = userIds.filter((id) => current.has(id));
  if (already.length > 0) {
    const people = await peopleByIds(deps.db, already);
    const names = already
      .map((id) => people.find((person) => person.id === id))
      .flatMap((person) => (person ? [personName(person)] : []));
    throw new AppError('badRequest', messages.chatAlreadyInGroup(names.join(', ')), { field: 'userIds' });
  }
  await assertAddable(deps.db, user.id, userIds);
  if (current.size + userIds.length > CHAT_GROUP_MAX_MEMBERS) throw new AppError('badRequest');
  const people = await peopleByIds(deps.db, userIds);
  const added = await deps.db.transaction(async (tx) => {
    await insertMembers(tx, channelId, userIds);
    return insertMessage(tx, {
      channelId,
      senderId: null,
      kind: 'system',
      body: `${personName(user)} added ${people.map(personName).join(', ')}`,
      clientId: null,
    });
  });
  await announceMessage(deps, channelId, added?.message);
  await emitChannel(deps, channelId);
  return getChannel(deps, user.id, channelId);
}

/**
 * `DELETE /api/chat/groups/{id}/members/{userId}`: the creator removes others, anyone leaves
 * ('remove success'). A removed member reads nothing afterwards: their membership row is gone.
 */
export async function removeMember(deps: ChatDeps, user: UserRow, channelId: number, userId: number) {
  const { channel } = await requireMembership(deps.db, channelId, user.id);
  if (channel.kind !== 'group') throw notFound();
  if (userId !== user.id && channel.createdBy !== user.id) {
    throw new AppError('forbidden', messages.chatOnlyCreator);
  }
  const current = await memberIdsOf(deps.db, channelId);
  if (!current.includes(userId)) throw new AppError('notFound', messages.chatUserUnavailable);
  const [removed] = await peopleByIds(deps.db, [userId]);
  const removedName = removed ? personName(removed) : 'A Canvas member';
  const remaining = current.filter((id) => id !== userId);
  const lines = await deps.db.transaction(async (tx) => {
    await deleteMember(tx, channelId, userId);
    if (remaining.length === 0) {
      await deleteChannel(tx, channelId);
      return undefined;
    }
    const left = await insertMessage(tx, {
      channelId,
      senderId: null,
      kind: 'system',
      body:
        userId === user.id ? `${removedName} left the group` : `${personName(user)} removed ${removedName}`,
      clientId: null,
    });
    // A group whose creator leaves would have nobody to manage it: it passes to the longest member.
    if (channel.createdBy !== userId) return [left];
    const managerId = await handOverGroup(tx, channelId);
    const [manager] = managerId === undefined ? [] : await peopleByIds(tx, [managerId]);
    if (!manager) return [left];
    const handedOver = await insertMessage(tx, {
      channelId,
      senderId: null,
      kind: 'system',
      body: `${personName(manager)} now manages the group`,
      clientId: null,
    });
    return [left, handedOver];
  });
  deps.realtime.emitToUsers([userId], { type: 'channel-removed', channelId });
  if (remaining.length > 0) {
    for (const written of lines ?? []) await announceMessage(deps, channelId, written?.message);
    await emitChannel(deps, channelId);
  }
  return { success: true as const };
}

/** Hides the channel from the member's list (or shows it again); a newer message shows it too. */
export async function hideChannel(deps: ChatDeps, userId: number, channelId: number, hidden: boolean) {
  await requireMembership(deps.db, channelId, userId);
  await setHidden(deps.db, channelId, userId, hidden);
  await emitChannel(deps, channelId, [userId]);
  return { success: true as const };
}

// ---------------------------------------------------------------------------------------------
// Messages

export async function listMessages(
  deps: Pick<ChatDeps, 'db'>,
  userId: number,
  channelId: number,
  query: z.output<typeof chatMessagesQuerySchema>,
) {
  await requireMembership(deps.db, channelId, userId);
  const rows = await messagePageQuery(deps.db, channelId, {
    ...query,
    after: query.after === undefined ? undefined : idCursor(query.after),
  });
  if (query.after !== undefined) {
    const first = rows[0];
    return {
      messages: rows.map(toChatMessage),
      hasMore: first ? await hasMessageBefore(deps.db, channelId, first.id) : false,
    };
  }
  const page = rows.slice(0, query.limit).reverse();
  return { messages: page.map(toChatMessage), hasMore: rows.length > query.limit };
}

/**
 * `POST /api/chat/channels/{id}/messages`. A retry with the same clientId answers the first message
 * (no duplicate, not counted again). The body is stored as plain text: the web renders it as text,
 * never as HTML, and emails escape it.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  user: UserRow,
  channelId: number,
  input: { body: string; clientId: string },
): Promise<ChatMessage> {
  const { channel } = await requireMembership(deps.db, channelId, user.id);
  const retried = await findByClientId(deps.db, user.id, input.clientId);
  if (retried) {
    if (retried.channelId !== channelId) throw new AppError('conflict');
    return toChatMessage(retried);
  }
  if (channel.kind === 'direct') {
    const other = otherOfDirect(channel, user.id);
    if (other === undefined || !(await existingUserIds(deps.db, [other])).has(other)) throw unavailable();
    if (await isBlockedBetween(deps.db, user.id, other)) throw blocked();
  }
  await assertWithin(deps.db, `chat-msg-min:${user.id}`, CHAT_MESSAGES_PER_MINUTE, 1);
  await assertWithin(deps.db, `chat-msg-hour:${user.id}`, CHAT_MESSAGES_PER_HOUR, 60);
  const result = await deps.db.transaction((tx) =>
    insertMessage(tx, {
      channelId,
      senderId: user.id,
      kind: 'text',
      body: input.body,
      clientId: input.clientId,
    }),
  );
  if (!result) {
    // A retry raced the first send and lost the insert: answer the first.
    const first = await findByClientId(deps.db, user.id, input.clientId);
    if (!first) throw new AppError('conflict');
    return toChatMessage(first);
  }
  await afterPost(deps, channelId, result);
  return toChatMessage(result.message);
}

/** After a message commits: push it, show the channel again where it was hidden, schedule notices. */
async function afterPost(
  deps: ChatDeps,
  channelId: number,
  result: { message: ChatMessageRow; unhiddenFor: number[] },
) {
  const memberIds = await announceMessage(deps, channelId, result.message);
  if (result.unhiddenFor.length > 0) await emitChannel(deps, channelId, result.unhiddenFor);
  const recipients = memberIds.filter((id) => id !== result.message.senderId);
  await scheduleNotices(deps, recipients);
}

/** Pushes a message to the channel's members; answers who they are. */
async function announceMessage(
  deps: Pick<ChatDeps, 'db' | 'realtime'>,
  channelId: number,
  message: ChatMessageRow | undefined,
): Promise<number[]> {
  const memberIds = await memberIdsOf(deps.db, channelId);
  if (message) deps.realtime.emitToUsers(memberIds, { type: 'message', message: toChatMessage(message) });
  return memberIds;
}

/** A `channel` event to each of the members (all when `userIds` is absent), as each sees it. */
async function emitChannel(deps: Pick<ChatDeps, 'db' | 'realtime'>, channelId: number, userIds?: number[]) {
  if (userIds && userIds.length === 0) return;
  for (const { viewerId, view } of await viewsForMembers(deps.db, channelId, userIds)) {
    deps.realtime.emitToUsers([viewerId], { type: 'channel', channel: view });
  }
}

/** `POST /api/chat/channels/{id}/read`: read up to a message, never backwards. */
export async function readChannel(deps: ChatDeps, userId: number, channelId: number, messageId: number) {
  await requireMembership(deps.db, channelId, userId);
  const readThrough = await markRead(deps.db, channelId, userId, idCursor(messageId));
  const event: ChatEvent = { type: 'read', channelId, userId, messageId: readThrough };
  deps.realtime.emitToUsers([userId], event);
  return { success: true as const };
}

export async function unreadCount(deps: Pick<ChatDeps, 'db'>, userId: number) {
  const unread = await unreadByChannel(deps.db, userId);
  let total = 0;
  for (const value of unread.values()) total += value;
  return { count: total };
}

/** `GET /api/chat/sync?after=`: what the member missed, capped (`truncated` past the cap). */
export async function syncAfter(deps: Pick<ChatDeps, 'db'>, userId: number, after: number) {
  const rows = await messagesAfter(deps.db, userId, idCursor(after), CHAT_SYNC_MAX + 1);
  return {
    messages: rows.slice(0, CHAT_SYNC_MAX).map(toChatMessage),
    truncated: rows.length > CHAT_SYNC_MAX,
  };
}

// ---------------------------------------------------------------------------------------------
// Blocks

export async function blockUser(deps: ChatDeps, user: UserRow, userId: number) {
  if (userId === user.id) throw toSelf('userId');
  if (!(await existingUserIds(deps.db, [userId])).has(userId)) throw unavailable();
  await insertBlock(deps.db, user.id, userId);
  await emitDirectChannel(deps, user.id, userId);
  return { success: true as const };
}

export async function unblockUser(deps: ChatDeps, user: UserRow, userId: number) {
  await deleteBlock(deps.db, user.id, userId);
  await emitDirectChannel(deps, user.id, userId);
  return { success: true as const };
}

/** Both people see their direct channel's `blocked` change. */
async function emitDirectChannel(deps: ChatDeps, a: number, b: number) {
  const channelId = await findDirectChannelId(deps.db, directKeyOf(a, b));
  if (channelId !== undefined) await emitChannel(deps, channelId);
}

// ---------------------------------------------------------------------------------------------
// Other areas writing into conversations (modules/messages: msg-email)

/** Text the sender wrote through msg-email carries a clientId with this prefix (its hourly limit counts them). */
export const MESSAGE_EMAIL_CLIENT_PREFIX = 'msg-email-';

export { isBlockedBetween, lockUser };

/** How many msg-email messages the sender wrote since `since`. */
export function countMessageEmailsSince(db: Db, senderId: number, since: Date) {
  return countSentSince(db, senderId, since, MESSAGE_EMAIL_CLIENT_PREFIX);
}

export interface PostedDirect {
  recipientId: number;
  channelId: number;
  created: boolean;
  message: ChatMessageRow;
  unhiddenFor: number[];
}

/**
 * Writes one message from the sender into the direct channel with each recipient (created with
 * `canvasId` when missing). Call inside the caller's transaction; then `announceDirect` after it
 * commits. The recipients are emailed by the caller, so their notice counts these as emailed.
 */
export async function postDirectMessages(
  db: Db,
  send: { senderId: number; recipientIds: number[]; canvasId: number | null; body: string },
): Promise<PostedDirect[]> {
  const posted: PostedDirect[] = [];
  for (const recipientId of send.recipientIds) {
    const { channel, created } = await getOrCreateDirectChannel(db, {
      directKey: directKeyOf(send.senderId, recipientId),
      createdBy: send.senderId,
      canvasId: send.canvasId,
      memberIds: [send.senderId, recipientId],
    });
    const result = await insertMessage(db, {
      channelId: channel.id,
      senderId: send.senderId,
      kind: 'text',
      body: send.body,
      clientId: `${MESSAGE_EMAIL_CLIENT_PREFIX}${randomUUID()}`,
    });
    if (!result) throw new Error('message not stored');
    await advanceEmailed(db, channel.id, recipientId, result.message.id);
    posted.push({ recipientId, channelId: channel.id, created, ...result });
  }
  return posted;
}

/** After `postDirectMessages` commits: the pushes to both sides. */
export async function announceDirect(deps: Pick<ChatDeps, 'db' | 'realtime'>, posted: PostedDirect[]) {
  for (const item of posted) {
    await announceMessage(deps, item.channelId, item.message);
    const shown = item.created ? undefined : item.unhiddenFor;
    if (!shown || shown.length > 0) await emitChannel(deps, item.channelId, shown);
  }
}

// ---------------------------------------------------------------------------------------------
// Email notices

/**
 * Queues the notice of each recipient, at most once per window: the first message of a burst
 * queues a job that runs when the window ends and covers every message of it.
 */
export async function scheduleNotices(deps: Pick<ChatDeps, 'db' | 'jobs'>, userIds: number[]) {
  for (const userId of userIds) {
    const use = await countUse(deps.db, `chat-notice:${userId}`, 1, CHAT_NOTICE_DELAY_MINUTES);
    if (use.allowed) {
      await deps.jobs.enqueue(CHAT_NOTICE_JOB, { userId }, { delayMs: CHAT_NOTICE_DELAY_MINUTES * 60_000 });
    }
  }
}

/**
 * `GET /api/user/chat-email`: asks for the notice of those listed who share a channel with the
 * caller (others are ignored). The notice quotes the stored message, not the caller's `message`,
 * so nobody can put words in another's email.
 */
export async function requestNotices(deps: ChatDeps, user: UserRow, toUserIds: number[]) {
  const recipients = await sharingAChannel(deps.db, user.id, toUserIds);
  await scheduleNotices(deps, recipients);
  return { success: true as const };
}
