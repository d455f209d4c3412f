import { CHAT_PAGE_SIZE, type ChatChannel, type ChatMessage, messages } from '@canvas/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { chatChannels, chatMembers, chatMessages, loginThrottle, users } from '../../db/schema';
import { type Person, person } from '../canvases/testing';
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_NEW_CONVERSATIONS_PER_HOUR,
  CHAT_SYNC_MAX,
  directKeyOf,
} from './service';
import {
  chatClient,
  directBetween,
  listen,
  newClientId,
  noticesDueNow,
  say,
  waitingNoticeUserIds,
} from './testing';

const t = useTestApp();
const chat = chatClient(t);

const named = (firstName: string, lastName: string) => person(t, { firstName, lastName });

const messageCount = async (channelId: number) =>
  (
    await t.database.db
      .select({ value: count() })
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId))
  )[0]?.value ?? 0;

const memberIds = async (channelId: number) =>
  (
    await t.database.db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.channelId, channelId))
  )
    .map((row) => row.userId)
    .sort((a, b) => a - b);

async function groupOf(creator: Person, name: string, members: Person[]): Promise<ChatChannel> {
  const response = await chat.group(
    creator,
    name,
    members.map((member) => member.id),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatChannel>();
}

describe('POST /api/chat/direct', () => {
  it('creates the 1:1 channel once: both people, either side, even when they open it at the same time', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const benSocket = listen(t, ben.id);
    const [first, second] = await Promise.all([chat.direct(ana, ben.id), chat.direct(ben, ana.id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const channel = first.json<ChatChannel>();
    expect(second.json<ChatChannel>().id).toBe(channel.id);
    expect(channel).toMatchObject({ kind: 'direct', name: null, unread: 0, hidden: false, blocked: false });
    expect(channel.members.map((member) => member.userId).sort()).toEqual([ana.id, ben.id].sort());
    const rows = await t.database.db
      .select({ value: count() })
      .from(chatChannels)
      .where(eq(chatChannels.directKey, directKeyOf(ana.id, ben.id)));
    expect(rows[0]?.value).toBe(1);
    expect((await chat.direct(ana, ben.id)).json<ChatChannel>().id).toBe(channel.id);
    benSocket.close();
  });

  it("refuses yourself with 'target user is yourself! skipped!' and a deleted account as unavailable", async () => {
    const ana = await person(t);
    const self = await chat.direct(ana, ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messages.messageToSelf);
    const gone = await person(t);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const missing = await chat.direct(ana, gone.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.chatUserUnavailable);
    expect((await chat.list(ana)).json()).toEqual([]);
  });

  it('needs sign-in', async () => {
    const ana = await person(t);
    expect((await chat.direct(undefined, ana.id)).statusCode).toBe(401);
  });
});

describe('sending and reading messages', () => {
  it('stores the text as sent, pushes it to every member and pages oldest first within a page', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const channel = await directBetween(t, ana, ben);
    const benSocket = listen(t, ben.id);
    const anaSocket = listen(t, ana.id);
    const sent = await say(t, ana, channel.id, 'Hi <b>Ben</b> — are you free on Friday?');
    expect(sent).toMatchObject({ channelId: channel.id, senderId: ana.id, kind: 'text' });
    // Plain text: kept exactly, rendered as text by the web (never as HTML).
    expect(sent.body).toBe('Hi <b>Ben</b> — are you free on Friday?');
    expect(benSocket.events).toContainEqual({ type: 'message', message: sent });
    expect(anaSocket.events).toContainEqual({ type: 'message', message: sent });
    benSocket.close();
    anaSocket.close();

    // Both write, each within their own per-minute allowance.
    for (let index = 1; index <= CHAT_PAGE_SIZE + 2; index += 1) {
      await say(t, index % 2 ? ben : ana, channel.id, `Line ${index}`);
    }
    const newest = (await chat.page(ana, channel.id)).json<{ messages: ChatMessage[]; hasMore: boolean }>();
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(-1)?.body).toBe(`Line ${CHAT_PAGE_SIZE + 2}`);
    expect(newest.messages[0]?.body).toBe('Line 3');
    const older = (await chat.page(ana, channel.id, `?before=${newest.messages[0]?.id}`)).json<{
      messages: ChatMessage[];
      hasMore: boolean;
    }>();
    expect(older.messages.map((message) => message.body)).toEqual([sent.body, 'Line 1', 'Line 2']);
    expect(older.hasMore).toBe(false);
    const after = (await chat.page(ana, channel.id, `?after=${sent.id}&limit=2`)).json<{
      messages: ChatMessage[];
      hasMore: boolean;
    }>();
    expect(after.messages.map((message) => message.body)).toEqual(['Line 1', 'Line 2']);
    expect(after.hasMore).toBe(true);
  });

  it('answers a retried send with the first message: same id, no duplicate, pushed once', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    const benSocket = listen(t, ben.id);
    const clientId = newClientId();
    const [first, retry] = await Promise.all([
      chat.send(ana, channel.id, 'Once only', clientId),
      chat.send(ana, channel.id, 'Once only', clientId),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(retry?.statusCode, retry?.body).toBe(200);
    expect(retry.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);
    const late = await chat.send(ana, channel.id, 'Once only', clientId);
    expect(late.json<ChatMessage>()).toEqual(first.json<ChatMessage>());
    expect(await messageCount(channel.id)).toBe(1);
    expect(benSocket.events.filter((event) => event.type === 'message')).toHaveLength(1);
    benSocket.close();
  });

  it('refuses an empty or too long body (422), storing nothing', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    expect((await chat.send(ana, channel.id, '   ')).statusCode).toBe(422);
    expect((await chat.send(ana, channel.id, 'x'.repeat(4001))).statusCode).toBe(422);
    expect(await messageCount(channel.id)).toBe(0);
  });

  it('counts unread text from others per member, reads forward only and tells the reader’s other tabs', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    await say(t, ben, channel.id, 'Mine is never unread to me');
    await say(t, ana, channel.id, 'One');
    const second = await say(t, ana, channel.id, 'Two');
    expect(await chat.unread(ben)).toBe(2);
    // Writing in a conversation reads what came before.
    expect(await chat.unread(ana)).toBe(0);
    expect((await chat.call(ben, 'GET', `/api/chat/channels/${channel.id}`)).json<ChatChannel>().unread).toBe(
      2,
    );

    const benTab = listen(t, ben.id);
    const read = await chat.call(ben, 'POST', `/api/chat/channels/${channel.id}/read`, {
      messageId: second.id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await chat.unread(ben)).toBe(0);
    expect(benTab.events).toContainEqual({
      type: 'read',
      channelId: channel.id,
      userId: ben.id,
      messageId: second.id,
    });
    benTab.close();
    await chat.call(ben, 'POST', `/api/chat/channels/${channel.id}/read`, { messageId: 0 });
    expect(await chat.unread(ben)).toBe(0);
    // A mark beyond the channel's last message stops at it: later messages are still unread.
    await chat.call(ana, 'POST', `/api/chat/channels/${channel.id}/read`, { messageId: 2_000_000_000 });
    expect(await chat.unread(ana)).toBe(0);
    await say(t, ben, channel.id, 'Newer');
    expect(await chat.unread(ana)).toBe(1);
    // Cursors beyond any id are refused or read as "after everything", never a server error.
    const huge = await chat.call(ana, 'POST', `/api/chat/channels/${channel.id}/read`, { messageId: 1e300 });
    expect(huge.statusCode).toBeLessThan(500);
    expect((await chat.call(ana, 'GET', '/api/chat/sync?after=1e300')).statusCode).toBeLessThan(500);
    expect((await chat.page(ana, channel.id, '?after=1e300')).statusCode).toBeLessThan(500);
  });

  it('catches up after an id over all the member’s channels, capped with truncated', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const cy = await person(t);
    const withBen = await directBetween(t, ana, ben);
    const withCy = await directBetween(t, ana, cy);
    const notAna = await directBetween(t, ben, cy);
    const before = await say(t, ben, withBen.id, 'Before');
    const one = await say(t, ben, withBen.id, 'One');
    await say(t, cy, notAna.id, 'Not for Ana');
    const two = await say(t, cy, withCy.id, 'Two');
    const sync = await chat.call(ana, 'GET', `/api/chat/sync?after=${before.id}`);
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json()).toEqual({ messages: [one, two], truncated: false });

    await t.database.db.insert(chatMessages).values(
      Array.from({ length: CHAT_SYNC_MAX + 1 }, (_, index) => ({
        channelId: withCy.id,
        senderId: cy.id,
        body: `Bulk ${index}`,
      })),
    );
    const capped = (await chat.call(ana, 'GET', `/api/chat/sync?after=${two.id}`)).json<{
      messages: ChatMessage[];
      truncated: boolean;
    }>();
    expect(capped.messages).toHaveLength(CHAT_SYNC_MAX);
    expect(capped.truncated).toBe(true);
  });
});

describe('the channel list', () => {
  it('lists newest activity first with members, last message and unread; the keyword matches group names and members', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const dora = await named('Dora', 'Quill');
    const direct = await directBetween(t, ana, ben);
    const group = await groupOf(ana, 'Color team', [dora]);
    const last = await say(t, ben, direct.id, 'Latest');
    const list = (await chat.list(ana)).json<ChatChannel[]>();
    expect(list.map((channel) => channel.id)).toEqual([direct.id, group.id]);
    expect(list[0]).toMatchObject({ lastMessage: last, unread: 1 });
    expect(list[1]?.members.map((member) => member.firstName)).toEqual(['Ana', 'Dora']);

    const byName = (await chat.list(ana, '?keyword=color')).json<ChatChannel[]>();
    expect(byName.map((channel) => channel.id)).toEqual([group.id]);
    const byMember = (await chat.list(ana, '?keyword=cho')).json<ChatChannel[]>();
    expect(byMember.map((channel) => channel.id)).toEqual([direct.id]);
    expect((await chat.list(ana, '?keyword=100%25')).json()).toEqual([]);
  });

  it('hides a channel from its member only, until a newer message shows it again', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    await say(t, ben, channel.id, 'Hello');
    const hide = await chat.call(ana, 'POST', `/api/chat/channels/${channel.id}/hide`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await chat.list(ana)).json()).toEqual([]);
    expect((await chat.list(ana, '?includeHidden=true')).json<ChatChannel[]>()[0]).toMatchObject({
      id: channel.id,
      hidden: true,
    });
    expect((await chat.list(ben)).json<ChatChannel[]>().map((item) => item.id)).toEqual([channel.id]);
    // The badge counts what the list shows: a hidden conversation's unread message is not in it.
    expect(await chat.unread(ana)).toBe(0);

    const anaSocket = listen(t, ana.id);
    await say(t, ben, channel.id, 'Are you there?');
    expect((await chat.list(ana)).json<ChatChannel[]>()[0]).toMatchObject({ id: channel.id, hidden: false });
    expect(await chat.unread(ana)).toBe(2);
    expect(anaSocket.events.some((event) => event.type === 'channel' && !event.channel.hidden)).toBe(true);
    anaSocket.close();
  });
});

describe('groups', () => {
  it("creates a group ('group created success' is the web's): the creator and members, each told", async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const benSocket = listen(t, ben.id);
    const group = await groupOf(ana, '  Stylists  ', [ben]);
    expect(group).toMatchObject({ kind: 'group', name: 'Stylists', createdBy: ana.id });
    expect(await memberIds(group.id)).toEqual([ana.id, ben.id].sort((a, b) => a - b));
    expect(benSocket.events).toContainEqual({
      type: 'channel',
      channel: expect.objectContaining({ id: group.id, name: 'Stylists' }),
    });
    benSocket.close();
    expect((await chat.group(ana, ' ', [ben.id])).statusCode).toBe(422);
    const self = await chat.group(ana, 'Me', [ana.id]);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messages.messageToSelf);
  });

  it('lets only the creator rename, add and remove others; adding people already in is refused with their names', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const cy = await named('Cy', 'Dee');
    const eve = await named('Eve', 'Fox');
    const group = await groupOf(ana, 'Team', [ben, cy]);

    const renamedByMember = await chat.call(ben, 'PUT', `/api/chat/groups/${group.id}`, { name: 'Mine' });
    expect(renamedByMember.statusCode).toBe(403);
    expect(renamedByMember.json().message).toBe(messages.chatOnlyCreator);
    const renamed = await chat.call(ana, 'PUT', `/api/chat/groups/${group.id}`, { name: 'Front desk' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<ChatChannel>().name).toBe('Front desk');

    const addedByMember = await chat.call(ben, 'POST', `/api/chat/groups/${group.id}/members`, {
      userIds: [eve.id],
    });
    expect(addedByMember.statusCode).toBe(403);
    expect(addedByMember.json().message).toBe(messages.chatOnlyCreator);
    const twice = await chat.call(ana, 'POST', `/api/chat/groups/${group.id}/members`, {
      userIds: [ben.id, eve.id, cy.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.chatAlreadyInGroup('Ben Cho, Cy Dee'));
    expect(twice.json().message).toBe('Ben Cho, Cy Dee is/are already in the group');
    const self = await chat.call(ana, 'POST', `/api/chat/groups/${group.id}/members`, { userIds: [ana.id] });
    expect(self.json().message).toBe(messages.messageToSelf);
    expect(await memberIds(group.id)).toEqual([ana.id, ben.id, cy.id].sort((a, b) => a - b));

    const eveSocket = listen(t, eve.id);
    const added = await chat.call(ana, 'POST', `/api/chat/groups/${group.id}/members`, { userIds: [eve.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<ChatChannel>().members.map((member) => member.userId)).toContain(eve.id);
    expect(added.json<ChatChannel>().lastMessage).toMatchObject({
      kind: 'system',
      senderId: null,
      body: 'Ana Lee added Eve Fox',
    });
    expect(eveSocket.events.some((event) => event.type === 'channel' && event.channel.id === group.id)).toBe(
      true,
    );
    eveSocket.close();
    // System lines are never unread.
    expect(await chat.unread(ben)).toBe(0);

    const removedByMember = await chat.call(ben, 'DELETE', `/api/chat/groups/${group.id}/members/${cy.id}`);
    expect(removedByMember.statusCode).toBe(403);
    expect(removedByMember.json().message).toBe(messages.chatOnlyCreator);
    const left = await chat.call(ben, 'DELETE', `/api/chat/groups/${group.id}/members/${ben.id}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(await memberIds(group.id)).toEqual([ana.id, cy.id, eve.id].sort((a, b) => a - b));
  });

  it('a removed member reads nothing afterwards: 404 on the channel, its messages, sync and posting', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const cy = await person(t);
    const group = await groupOf(ana, 'Team', [ben, cy]);
    const before = await say(t, ana, group.id, 'Before');
    const benSocket = listen(t, ben.id);
    const removed = await chat.call(ana, 'DELETE', `/api/chat/groups/${group.id}/members/${ben.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(benSocket.events).toContainEqual({ type: 'channel-removed', channelId: group.id });
    benSocket.close();
    await say(t, ana, group.id, 'After');

    const channel = await chat.call(ben, 'GET', `/api/chat/channels/${group.id}`);
    expect(channel.statusCode).toBe(404);
    expect(channel.json().message).toBe(messages.chatChannelNotFound);
    expect((await chat.page(ben, group.id)).statusCode).toBe(404);
    expect((await chat.send(ben, group.id, 'Still here?')).statusCode).toBe(404);
    expect((await chat.call(ben, 'GET', `/api/chat/sync?after=${before.id - 1}`)).json()).toEqual({
      messages: [],
      truncated: false,
    });
    expect((await chat.list(ben, '?includeHidden=true')).json()).toEqual([]);
    expect(await chat.unread(ben)).toBe(0);
  });

  it("deletes a group for everyone (the creator only; 'delete group success!' is the web's)", async () => {
    const ana = await person(t);
    const ben = await person(t);
    const group = await groupOf(ana, 'Short lived', [ben]);
    await say(t, ben, group.id, 'Hi');
    const byMember = await chat.call(ben, 'DELETE', `/api/chat/groups/${group.id}`);
    expect(byMember.statusCode).toBe(403);
    expect(await messageCount(group.id)).toBe(1);
    const benSocket = listen(t, ben.id);
    const deleted = await chat.call(ana, 'DELETE', `/api/chat/groups/${group.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(benSocket.events).toContainEqual({ type: 'channel-removed', channelId: group.id });
    benSocket.close();
    expect((await chat.call(ben, 'GET', `/api/chat/channels/${group.id}`)).statusCode).toBe(404);
    expect(await messageCount(group.id)).toBe(0);
  });

  it('passes a group to its longest member when the creator leaves, who can then manage it', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const cy = await named('Cy', 'Park');
    const group = await groupOf(ana, 'Front desk', [ben, cy]);
    const left = await chat.call(ana, 'DELETE', `/api/chat/groups/${group.id}/members/${ana.id}`);
    expect(left.statusCode, left.body).toBe(200);

    const seen = (await chat.call(ben, 'GET', `/api/chat/channels/${group.id}`)).json<ChatChannel>();
    expect(seen.createdBy).toBe(ben.id);
    const lines = (await chat.page(ben, group.id)).json<{ messages: ChatMessage[] }>().messages;
    expect(lines.map((line) => line.body)).toEqual(
      expect.arrayContaining(['Ana Lee left the group', 'Ben Cho now manages the group']),
    );
    const renamed = await chat.call(ben, 'PUT', `/api/chat/groups/${group.id}`, { name: 'Reception' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const byOther = await chat.call(cy, 'PUT', `/api/chat/groups/${group.id}`, { name: 'Mine' });
    expect(byOther.statusCode).toBe(403);
  });

  it('treats a direct channel as no group: 404 on the group routes', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    expect((await chat.call(ana, 'PUT', `/api/chat/groups/${channel.id}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect(
      (await chat.call(ana, 'DELETE', `/api/chat/groups/${channel.id}/members/${ben.id}`)).statusCode,
    ).toBe(404);
    expect(await memberIds(channel.id)).toEqual([ana.id, ben.id].sort((a, b) => a - b));
  });
});

describe('outsiders', () => {
  it('refuses a non-member (404) and a visitor (401) on every channel route, changing nothing', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const outsider = await person(t);
    const group = await groupOf(ana, 'Private', [ben]);
    const message = await say(t, ana, group.id, 'Members only');
    const id = group.id;
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', `/api/chat/channels/${id}`],
      ['GET', `/api/chat/channels/${id}/messages`],
      ['GET', `/api/chat/channels/${id}/messages?after=0`],
      ['POST', `/api/chat/channels/${id}/messages`, { body: 'Let me in', clientId: newClientId() }],
      ['POST', `/api/chat/channels/${id}/read`, { messageId: message.id }],
      ['POST', `/api/chat/channels/${id}/hide`, { hidden: true }],
      ['PUT', `/api/chat/groups/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/chat/groups/${id}`],
      ['POST', `/api/chat/groups/${id}/members`, { userIds: [outsider.id] }],
      ['DELETE', `/api/chat/groups/${id}/members/${ben.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await chat.call(outsider, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().message).toBe(messages.chatChannelNotFound);
      expect((await chat.call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of ['/api/chat/channels', '/api/chat/unread', '/api/chat/sync?after=0']) {
      expect((await chat.call(undefined, 'GET', url)).statusCode).toBe(401);
    }
    expect((await chat.call(outsider, 'GET', '/api/chat/sync?after=0')).json()).toEqual({
      messages: [],
      truncated: false,
    });
    const [row] = await t.database.db.select().from(chatChannels).where(eq(chatChannels.id, id));
    expect(row?.name).toBe('Private');
    expect(await memberIds(id)).toEqual([ana.id, ben.id].sort((a, b) => a - b));
    expect(await messageCount(id)).toBe(1);
    const [anaState] = await t.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.channelId, id), eq(chatMembers.userId, ana.id)));
    expect(anaState?.hiddenAt).toBeNull();
    expect(await chat.unread(ben)).toBe(1);
  });

  it("never answers another channel's message through a clientId", async () => {
    const ana = await person(t);
    const ben = await person(t);
    const cy = await person(t);
    const first = await directBetween(t, ana, ben);
    const second = await directBetween(t, ana, cy);
    const clientId = newClientId();
    expect((await chat.send(ana, first.id, 'For Ben', clientId)).statusCode).toBe(200);
    const reused = await chat.send(ana, second.id, 'For Cy', clientId);
    expect(reused.statusCode).toBe(409);
    expect(await messageCount(second.id)).toBe(0);
  });
});

describe('blocks and deleted accounts', () => {
  it('stops both sides posting in their direct channel and opening a new one, until unblocked', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    const block = await chat.call(ana, 'POST', '/api/chat/blocks', { userId: ben.id });
    expect(block.statusCode, block.body).toBe(200);
    for (const [from] of [[ana], [ben]] as const) {
      const refused = await chat.send(from, channel.id, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.chatBlocked);
    }
    expect(await messageCount(channel.id)).toBe(0);
    expect(
      (await chat.call(ben, 'GET', `/api/chat/channels/${channel.id}`)).json<ChatChannel>().blocked,
    ).toBe(true);

    const cy = await person(t);
    await chat.call(cy, 'POST', '/api/chat/blocks', { userId: ana.id });
    const fresh = await chat.direct(ana, cy.id);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe(messages.chatBlocked);
    expect((await chat.list(ana)).json<ChatChannel[]>().map((item) => item.id)).toEqual([channel.id]);

    expect((await chat.call(ben, 'DELETE', `/api/chat/blocks/${ana.id}`)).statusCode).toBe(200);
    expect((await chat.send(ben, channel.id, 'Still blocked by Ana')).statusCode).toBe(403);
    expect((await chat.call(ana, 'DELETE', `/api/chat/blocks/${ben.id}`)).statusCode).toBe(200);
    expect((await chat.send(ben, channel.id, 'Hello again')).statusCode).toBe(200);
    expect((await chat.call(ana, 'POST', '/api/chat/blocks', { userId: ana.id })).json().message).toBe(
      messages.messageToSelf,
    );
    expect((await chat.call(undefined, 'POST', '/api/chat/blocks', { userId: ana.id })).statusCode).toBe(401);
  });

  it("takes a group image only from Canvas's own stored photos", async () => {
    const ana = await person(t);
    for (const image of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/media/../api/x',
      '//evil.example/a',
    ]) {
      const refused = await chat.call(ana, 'POST', '/api/chat/groups', { name: 'Crew', image });
      expect(refused.statusCode, image).toBe(422);
      expect(refused.json().message, image).toBe(messages.chatGroupImage);
    }
    expect((await chat.list(ana)).json<ChatChannel[]>()).toEqual([]);
    const created = await chat.call(ana, 'POST', '/api/chat/groups', {
      name: 'Crew',
      image: '/media/ab/c.webp',
    });
    expect(created.json<ChatChannel>().image).toBe('/media/ab/c.webp');
  });

  it('refuses adding someone to a group across a block, either way, and changes nothing', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const cy = await person(t);
    await chat.call(ben, 'POST', '/api/chat/blocks', { userId: ana.id });
    const created = await chat.call(ana, 'POST', '/api/chat/groups', { name: 'Crew', memberIds: [ben.id] });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(messages.chatBlocked);
    expect((await chat.list(ana)).json<ChatChannel[]>()).toEqual([]);

    const group = (
      await chat.call(ana, 'POST', '/api/chat/groups', { name: 'Crew', memberIds: [cy.id] })
    ).json<ChatChannel>();
    await chat.call(ben, 'DELETE', `/api/chat/blocks/${ana.id}`);
    await chat.call(ana, 'POST', '/api/chat/blocks', { userId: ben.id });
    const added = await chat.call(ana, 'POST', `/api/chat/groups/${group.id}/members`, { userIds: [ben.id] });
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toBe(messages.chatBlocked);
    expect((await chat.list(ben)).json<ChatChannel[]>()).toEqual([]);
  });

  it('refuses messages to a deleted account', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    await t.database.db.delete(users).where(eq(users.id, ben.id));
    const refused = await chat.send(ana, channel.id, 'Anyone?');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.chatUserUnavailable);
    expect(await messageCount(channel.id)).toBe(0);
  });
});

describe('limits', () => {
  it(`allows ${CHAT_MESSAGES_PER_MINUTE} messages a minute per sender, then answers 429 with the chat's text`, async () => {
    const ana = await person(t);
    const ben = await person(t);
    const channel = await directBetween(t, ana, ben);
    await t.database.db
      .insert(loginThrottle)
      .values({ key: `chat-msg-min:${ana.id}`, failures: CHAT_MESSAGES_PER_MINUTE });
    const refused = await chat.send(ana, channel.id, 'Too fast');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.chatTooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount(channel.id)).toBe(0);
    expect((await chat.send(ben, channel.id, 'Ben is not limited')).statusCode).toBe(200);
  });

  it(`allows ${CHAT_NEW_CONVERSATIONS_PER_HOUR} new conversations an hour, then answers 429 (opening an existing one is free)`, async () => {
    const ana = await person(t);
    const ben = await person(t);
    const known = await directBetween(t, ana, ben);
    await t.database.db
      .update(loginThrottle)
      .set({ failures: CHAT_NEW_CONVERSATIONS_PER_HOUR })
      .where(eq(loginThrottle.key, `chat-new:${ana.id}`));
    const cy = await person(t);
    const refused = await chat.direct(ana, cy.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.chatTooMany);
    expect((await chat.group(ana, 'One more', [cy.id])).statusCode).toBe(429);
    expect((await chat.direct(ana, ben.id)).json<ChatChannel>().id).toBe(known.id);
    expect((await chat.list(ana)).json<ChatChannel[]>()).toHaveLength(1);
  });
});

describe('email notices', () => {
  it('emails an away recipient ONE notice for a burst, with the count, the latest text and the conversation link', async () => {
    const ana = await named('Ana', 'Lee');
    const ben = await named('Ben', 'Cho');
    const channel = await directBetween(t, ana, ben);
    await say(t, ana, channel.id, 'First');
    await say(t, ana, channel.id, 'Second');
    await say(t, ana, channel.id, 'See you at <b>9</b>');
    expect((await waitingNoticeUserIds(t)).filter((id) => id === ben.id)).toHaveLength(1);
    // Not before the burst has had its minutes.
    expect(await outboxFor(t.app, ben.email)).toEqual([]);
    await noticesDueNow(t);
    const notices = (await outboxFor(t.app, ben.email)).filter((email) => email.template === 'chat_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Ana Lee sent you 3 messages');
    expect(notices[0]?.text).toContain('See you at <b>9</b>');
    expect(notices[0]?.html).toContain('See you at &lt;b&gt;9&lt;/b&gt;');
    expect(notices[0]?.text).toContain(`${t.config.publicUrl}/message?channelId=${channel.id}`);
    // The sender is not emailed about their own messages.
    expect(await outboxFor(t.app, ana.email)).toEqual([]);

    // Already emailed about: asking again sends nothing until a newer message.
    await chat.call(ana, 'GET', `/api/user/chat-email?toUserIds=${ben.id}&message=again`);
    await noticesDueNow(t);
    expect(
      (await outboxFor(t.app, ben.email)).filter((email) => email.template === 'chat_notice'),
    ).toHaveLength(1);
  });

  it('sends nothing to a recipient who is connected, who read the messages, or whose note switch is off', async () => {
    const ana = await person(t);
    const online = await person(t);
    const reader = await person(t);
    const quiet = await person(t);
    await t.database.db.update(users).set({ notifyNote: false }).where(eq(users.id, quiet.id));
    const socket = listen(t, online.id);
    for (const recipient of [online, reader, quiet]) {
      const channel = await directBetween(t, ana, recipient);
      const message = await say(t, ana, channel.id, 'Hello');
      if (recipient === reader) {
        await chat.call(reader, 'POST', `/api/chat/channels/${channel.id}/read`, { messageId: message.id });
      }
    }
    await noticesDueNow(t);
    await t.app.deps.jobs.drain();
    socket.close();
    for (const recipient of [online, reader, quiet]) {
      expect(await outboxFor(t.app, recipient.email)).toEqual([]);
    }
  });

  it('GET /api/user/chat-email asks for notices only for people sharing a conversation with the caller', async () => {
    const ana = await person(t);
    const ben = await person(t);
    const stranger = await person(t);
    const channel = await directBetween(t, ana, ben);
    // A message stored without the send route's own notice (as an older client would leave it).
    await t.database.db
      .insert(chatMessages)
      .values({ channelId: channel.id, senderId: ana.id, body: 'Ping' });
    const asked = await chat.call(
      ana,
      'GET',
      `/api/user/chat-email?toUserIds=${ben.id},${stranger.id}&message=Ping`,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = await waitingNoticeUserIds(t);
    expect(waiting).toContain(ben.id);
    expect(waiting).not.toContain(stranger.id);
    expect((await chat.call(undefined, 'GET', `/api/user/chat-email?toUserIds=${ben.id}`)).statusCode).toBe(
      401,
    );
    await noticesDueNow(t);
    const [notice] = await outboxFor(t.app, ben.email);
    expect(notice?.template).toBe('chat_notice');
    expect(await outboxFor(t.app, stranger.email)).toEqual([]);
  });
});
