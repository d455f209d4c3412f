import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChatChannelRow,
  chatBlocks,
  chatChannels,
  chatMembers,
  chatMessages,
  users,
} from '../../db/schema';

/** The channels one list shows at most (newest activity first); nobody has more live conversations. */
export const CHANNEL_LIST_MAX = 200;

export type ChatMemberState = {
  channelId: number;
  userId: number;
  lastReadMessageId: number;
  hiddenAt: Date | null;
  emailedThroughMessageId: number;
};

/** The channel and the caller's membership of it; undefined when they are not a member (or it is gone). */
export async function findMembership(db: Db, channelId: number, userId: number) {
  const rows = await db
    .select({ channel: chatChannels, member: chatMembers })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
  return rows[0];
}

export async function findChannel(db: Db, channelId: number) {
  const rows = await db.select().from(chatChannels).where(eq(chatChannels.id, channelId));
  return rows[0];
}

/**
 * The member's channels with their own state of each, newest activity first (chat_members_user_idx).
 * `keyword` matches a group's name or any member's first or last name: the planner probes each of
 * the member's channels for its members by key or, for a member of many channels, finds the
 * matching accounts first through users_full_name_trgm_idx (chat-plans.test.ts). That index holds
 * the full name, so the full name's match is asked for too: a first or last name containing the
 * keyword is in the full name, so the answer is the same.
 */
export function channelListQuery(
  db: Db,
  userId: number,
  options: { keyword: string; includeHidden: boolean; limit?: number },
) {
  const pattern = `%${options.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const others = db
    .select({ one: sql`1` })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(
      and(
        sql`${chatMembers.channelId} = ${chatChannels.id}`,
        sql`${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}`,
        or(sql`${users.firstName} ilike ${pattern}`, sql`${users.lastName} ilike ${pattern}`),
      ),
    );
  const mine = db.$with('mine').as(
    db
      .select({
        channelId: chatMembers.channelId,
        lastReadMessageId: chatMembers.lastReadMessageId,
        hiddenAt: chatMembers.hiddenAt,
      })
      .from(chatMembers)
      .where(eq(chatMembers.userId, userId)),
  );
  return db
    .with(mine)
    .select({
      channel: chatChannels,
      lastReadMessageId: mine.lastReadMessageId,
      hiddenAt: mine.hiddenAt,
    })
    .from(mine)
    .innerJoin(chatChannels, eq(chatChannels.id, mine.channelId))
    .where(
      and(
        options.includeHidden ? undefined : sql`${mine.hiddenAt} is null`,
        options.keyword ? or(sql`${chatChannels.name} ilike ${pattern}`, sql`exists (${others})`) : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${chatChannels.lastMessageAt}, ${chatChannels.createdAt})`),
      desc(chatChannels.id),
    )
    .limit(options.limit ?? CHANNEL_LIST_MAX);
}

/** The people of these channels (names and avatars), in joining order. */
export async function membersOf(db: Db, channelIds: number[]) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channelId: chatMembers.channelId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(inArray(chatMembers.channelId, channelIds))
    .orderBy(asc(chatMembers.joinedAt), asc(users.id));
}

/** The members' own states of one channel. */
export async function memberStates(
  db: Db,
  channelId: number,
  userIds?: number[],
): Promise<ChatMemberState[]> {
  return db
    .select({
      channelId: chatMembers.channelId,
      userId: chatMembers.userId,
      lastReadMessageId: chatMembers.lastReadMessageId,
      hiddenAt: chatMembers.hiddenAt,
      emailedThroughMessageId: chatMembers.emailedThroughMessageId,
    })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.channelId, channelId),
        userIds ? inArray(chatMembers.userId, userIds.length ? userIds : [0]) : undefined,
      ),
    );
}

export async function messagesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

/**
 * Unread text from others (after each member's read mark, chat_messages_channel_idx from it) of the
 * member rows `where` picks, counted by `by`: channel or member.
 */
async function countUnread(
  db: Db,
  by: typeof chatMembers.channelId | typeof chatMembers.userId,
  where: SQL | undefined,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ key: by, unread: count(chatMessages.id) })
    .from(chatMembers)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.channelId, chatMembers.channelId),
        gt(chatMessages.id, chatMembers.lastReadMessageId),
      ),
    )
    .where(
      and(
        where,
        eq(chatMessages.kind, 'text'),
        sql`${chatMessages.senderId} is distinct from ${chatMembers.userId}`,
      ),
    )
    .groupBy(by);
  return new Map(rows.map((row) => [row.key, row.unread]));
}

/**
 * Unread text from others, per channel, for one member: of the given channels, else of every channel
 * the member has not hidden (the badge counts what the list shows).
 */
export function unreadByChannel(db: Db, userId: number, channelIds?: number[]) {
  return countUnread(
    db,
    chatMembers.channelId,
    and(
      eq(chatMembers.userId, userId),
      channelIds
        ? inArray(chatMembers.channelId, channelIds.length ? channelIds : [0])
        : isNull(chatMembers.hiddenAt),
    ),
  );
}

/** Unread text from others in one channel, per member. */
export function unreadByMember(db: Db, channelId: number) {
  return countUnread(db, chatMembers.userId, eq(chatMembers.channelId, channelId));
}

/** The other people `userId` has a block with, either way round. */
export async function blockedPeopleOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId, blockedId: chatBlocks.blockedId })
    .from(chatBlocks)
    .where(or(eq(chatBlocks.blockerId, userId), eq(chatBlocks.blockedId, userId)));
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

export async function isBlockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, a), eq(chatBlocks.blockedId, b)),
        and(eq(chatBlocks.blockerId, b), eq(chatBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertBlock(db: Db, blockerId: number, blockedId: number) {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}

/** Which of these users exist (a deleted account has no row). */
export async function existingUserIds(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return new Set(rows.map((row) => row.id));
}

export async function peopleByIds(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
}

/**
 * The direct channel of a pair, created when missing. Race-safe: of two concurrent creations one
 * insert wins and the other finds its row; both then add the two members (idempotent).
 */
export async function getOrCreateDirectChannel(
  db: Db,
  values: { directKey: string; createdBy: number; canvasId: number | null; memberIds: [number, number] },
): Promise<{ channel: ChatChannelRow; created: boolean }> {
  const inserted = await db
    .insert(chatChannels)
    .values({
      kind: 'direct',
      directKey: values.directKey,
      createdBy: values.createdBy,
      canvasId: values.canvasId,
    })
    .onConflictDoNothing({ target: chatChannels.directKey })
    .returning();
  let channel = inserted[0];
  if (!channel) {
    const found = await db.select().from(chatChannels).where(eq(chatChannels.directKey, values.directKey));
    channel = found[0];
  }
  if (!channel) throw new Error('direct channel neither created nor found');
  await insertMembers(db, channel.id, values.memberIds);
  return { channel, created: inserted.length > 0 };
}

export async function insertGroupChannel(
  db: Db,
  values: { name: string; createdBy: number; canvasId: number | null; image: string | null },
) {
  const rows = await db
    .insert(chatChannels)
    .values({ kind: 'group', ...values })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('group not created');
  return row;
}

export async function insertMembers(db: Db, channelId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(chatMembers)
    .values(userIds.map((userId) => ({ channelId, userId })))
    .onConflictDoNothing();
}

export async function deleteMember(db: Db, channelId: number, userId: number) {
  await db
    .delete(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
}

export async function memberIdsOf(db: Db, channelId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.channelId, channelId));
  return rows.map((row) => row.userId);
}

export async function renameChannel(db: Db, channelId: number, name: string) {
  await db.update(chatChannels).set({ name, updatedAt: sql`now()` }).where(eq(chatChannels.id, channelId));
}

/**
 * Hands a group to the member who joined it first (ties by user id) when its creator leaves, so
 * somebody can still add, rename and remove. Answers the new manager's id.
 */
export async function handOverGroup(db: Db, channelId: number): Promise<number | undefined> {
  const [next] = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.channelId, channelId))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId))
    .limit(1);
  if (!next) return undefined;
  await db
    .update(chatChannels)
    .set({ createdBy: next.userId, updatedAt: sql`now()` })
    .where(eq(chatChannels.id, channelId));
  return next.userId;
}

export async function deleteChannel(db: Db, channelId: number) {
  await db.delete(chatChannels).where(eq(chatChannels.id, channelId));
}

export async function setHidden(db: Db, channelId: number, userId: number, hidden: boolean) {
  await db
    .update(chatMembers)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
}

/** The sender's message of this clientId (a retried send). */
export async function findByClientId(db: Db, senderId: number, clientId: string) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return rows[0];
}

/**
 * Stores a message, keeps it as the channel's last, shows the channel again to members who hid it
 * and marks it read for its sender. Answers undefined when the sender already used `clientId` (a
 * retry racing the first send); call inside a transaction.
 */
export async function insertMessage(
  db: Db,
  values: {
    channelId: number;
    senderId: number | null;
    kind: 'text' | 'system';
    body: string;
    clientId: string | null;
  },
) {
  const rows = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({
      target: [chatMessages.senderId, chatMessages.clientId],
      where: isNotNull(chatMessages.clientId),
    })
    .returning();
  const message = rows[0];
  if (!message) return undefined;
  await db
    .update(chatChannels)
    .set({
      lastMessageId: sql`greatest(coalesce(${chatChannels.lastMessageId}, 0), ${message.id})`,
      lastMessageAt: sql`greatest(${chatChannels.lastMessageAt}, ${message.createdAt.toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatChannels.id, values.channelId));
  const unhidden = await db
    .update(chatMembers)
    .set({ hiddenAt: null })
    .where(and(eq(chatMembers.channelId, values.channelId), isNotNull(chatMembers.hiddenAt)))
    .returning({ userId: chatMembers.userId });
  if (values.senderId !== null) await markRead(db, values.channelId, values.senderId, message.id);
  return { message, unhiddenFor: unhidden.map((row) => row.userId) };
}

/** Moves the member's read mark forward to `messageId` (never backwards, never past the channel's last). */
export async function markRead(db: Db, channelId: number, userId: number, messageId: number) {
  const rows = await db
    .update(chatMembers)
    .set({
      lastReadMessageId: sql`greatest(${chatMembers.lastReadMessageId}, least(${messageId}::bigint, coalesce((select ${chatChannels.lastMessageId} from ${chatChannels} where ${chatChannels.id} = ${channelId}), 0)))`,
    })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)))
    .returning({ lastReadMessageId: chatMembers.lastReadMessageId });
  return rows[0]?.lastReadMessageId ?? 0;
}

/** A page of a channel's messages: the newest before `before`, or the oldest after `after`. */
export function messagePageQuery(
  db: Db,
  channelId: number,
  options: { before?: number | undefined; after?: number | undefined; limit: number },
) {
  const base = db.select().from(chatMessages);
  if (options.after !== undefined) {
    return base
      .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.id, options.after)))
      .orderBy(asc(chatMessages.id))
      .limit(options.limit);
  }
  return base
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        options.before !== undefined ? lt(chatMessages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(options.limit + 1);
}

export async function hasMessageBefore(db: Db, channelId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), lt(chatMessages.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** Messages after `after` in the member's current channels, oldest first (reconnect catch-up). */
export async function messagesAfter(db: Db, userId: number, after: number, limit: number) {
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)),
    )
    .where(gt(chatMessages.id, after))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map((row) => row.message);
}

/** Text messages the user sent since `since` whose clientId starts with `prefix` (chat_messages_sender_created_idx). */
export async function countSentSince(db: Db, senderId: number, since: Date, clientIdPrefix: string) {
  const rows = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, senderId),
        gt(chatMessages.createdAt, since),
        like(chatMessages.clientId, `${clientIdPrefix}%`),
      ),
    );
  return rows[0]?.value ?? 0;
}

/** Locks the sender's user row: concurrent limited sends on any process queue behind each other. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The recipient's channels with text from others that is unread and not yet emailed about, with
 * how many such messages and the newest one (the notice job).
 */
export async function unemailedUnread(db: Db, userId: number) {
  return db
    .select({
      channelId: chatMembers.channelId,
      count: count(chatMessages.id),
      newestId: sql<number>`max(${chatMessages.id})`.mapWith(Number),
    })
    .from(chatMembers)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.channelId, chatMembers.channelId),
        gt(
          chatMessages.id,
          sql`greatest(${chatMembers.lastReadMessageId}, ${chatMembers.emailedThroughMessageId})`,
        ),
      ),
    )
    .where(
      and(
        eq(chatMembers.userId, userId),
        eq(chatMessages.kind, 'text'),
        sql`${chatMessages.senderId} is distinct from ${userId}`,
      ),
    )
    .groupBy(chatMembers.channelId);
}

export async function advanceEmailed(db: Db, channelId: number, userId: number, messageId: number) {
  await db
    .update(chatMembers)
    .set({
      emailedThroughMessageId: sql`greatest(${chatMembers.emailedThroughMessageId}, ${messageId}::bigint)`,
    })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
}

/** The notice's recipient: address, name and the `note` switch. */
export async function findNoticeRecipient(db: Db, userId: number) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, notifyNote: users.notifyNote })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0];
}

/** Which of `userIds` share at least one channel with `userId`. */
export async function sharingAChannel(db: Db, userId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(
        inArray(chatMembers.userId, userIds),
        ne(chatMembers.userId, userId),
        inArray(
          chatMembers.channelId,
          db.select({ id: chatMembers.channelId }).from(chatMembers).where(eq(chatMembers.userId, userId)),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

export async function findDirectChannelId(db: Db, directKey: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.directKey, directKey));
  return rows[0]?.id;
}
