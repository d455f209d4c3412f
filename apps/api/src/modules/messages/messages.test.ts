import { ErrorCode, type MessageEmailInput, messages } from '@canvas/shared';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { chatChannels, chatMembers, chatMessages } from '../../db/schema';
import { createCanvas, type Person, person, publish, publishableStudent } from '../canvases/testing';
import { listen } from '../chat/testing';
import { addMember, applicantOf, salonWithOpportunity } from '../hiring/testing';
import { BULK_MESSAGES_PER_HOUR, MESSAGES_PER_HOUR } from './service';

const t = useTestApp();

const send = (who: Person | undefined, payload: Partial<MessageEmailInput> | Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/msg-email',
    ...(who ? { headers: who.headers } : {}),
    payload: { template: 'msg_to_member', ...payload },
  });

/** What the sender wrote into conversations: each message with its recipient and the channel's canvas. */
const sentBy = async (userId: number) =>
  t.database.db
    .select({
      toUserId: chatMembers.userId,
      canvasId: chatChannels.canvasId,
      channelId: chatMessages.channelId,
      body: chatMessages.body,
    })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatChannels.id), ne(chatMembers.userId, userId)))
    .where(and(eq(chatMessages.senderId, userId), eq(chatMessages.kind, 'text')));

/** `count` earlier msg-email messages from the sender to the recipient this hour (the limit counts them). */
async function sentEarlier(senderId: number, recipientId: number, canvasId: number, count: number) {
  const [channel] = await t.database.db
    .insert(chatChannels)
    .values({
      kind: 'direct',
      directKey: senderId < recipientId ? `${senderId}:${recipientId}` : `${recipientId}:${senderId}`,
      createdBy: senderId,
      canvasId,
    })
    .returning();
  if (!channel) throw new Error('no channel');
  await t.database.db.insert(chatMembers).values([
    { channelId: channel.id, userId: senderId },
    { channelId: channel.id, userId: recipientId },
  ]);
  await t.database.db.insert(chatMessages).values(
    Array.from({ length: count }, (_, index) => ({
      channelId: channel.id,
      senderId,
      body: 'earlier',
      clientId: `msg-email-earlier-${index}`,
    })),
  );
}

async function publicCanvas(name = 'Maya Robinson') {
  const owner = await person(t, { firstName: 'Maya', lastName: 'Robinson' });
  const canvas = await createCanvas(t, owner, publishableStudent(name));
  await publish(t, owner, canvas.id);
  return { owner, ...canvas };
}

describe('POST /api/user/msg-email (msg_to_member)', () => {
  it('stores the message for chat and emails the owner with the sender, the escaped text and the canvas link', async () => {
    const { owner, id, slug } = await publicCanvas();
    const sender = await person(t, { firstName: 'Jordan', lastName: 'Ellis' });
    const msg = 'Loved your balayage work!\n\nAre you free for a <b>chat</b> next week?';
    const response = await send(sender, { msg, users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, skipped: false });

    const [row] = await sentBy(sender.id);
    expect(row).toMatchObject({ toUserId: owner.id, canvasId: id, body: msg });

    const [email] = await outboxFor(t.app, owner.email);
    expect(email).toMatchObject({
      template: 'msg_to_member',
      subject: 'Jordan Ellis sent you a message on Canvas',
    });
    expect(email?.html).toContain('Are you free for a &lt;b&gt;chat&lt;/b&gt; next week?');
    expect(email?.html).not.toContain('<b>chat</b>');
    expect(email?.text).toContain('Loved your balayage work!');
    expect(email?.text).toContain(`${t.config.publicUrl}/canvas/${slug}`);
    expect(email?.text).not.toContain(sender.email);
  });

  it("refuses a message to yourself with 'target user is yourself! skipped!' and sends nothing", async () => {
    const { owner, id } = await publicCanvas();
    const response = await send(owner, { msg: 'Hello me', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.badRequest, message: messages.messageToSelf });
    expect(await sentBy(owner.id)).toEqual([]);
    expect(await outboxFor(t.app, owner.email)).toEqual([]);
  });

  it("refuses an empty message: 'please input your message'", async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    const response = await send(sender, { msg: '   ', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: messages.messageEmpty, field: 'msg' });
    expect(await sentBy(sender.id)).toEqual([]);
  });

  it("sends only to the canvas's owner, and only about a canvas the sender can see", async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    const bystander = await person(t);
    const wrongRecipient = await send(sender, { msg: 'Hi', users: [bystander.id], extra: { canvas_id: id } });
    expect(wrongRecipient.statusCode).toBe(400);
    expect(wrongRecipient.json().message).toBe(messages.messageRecipientInvalid);

    const draftOwner = await person(t);
    const draft = await createCanvas(t, draftOwner, publishableStudent());
    const hidden = await send(sender, { msg: 'Hi', users: [draftOwner.id], extra: { canvas_id: draft.id } });
    expect(hidden.statusCode).toBe(404);

    const noCanvas = await send(sender, { msg: 'Hi', users: [owner.id] });
    expect(noCanvas.statusCode).toBe(422);
    expect(await sentBy(sender.id)).toEqual([]);
    expect(await outboxFor(t.app, bystander.email)).toEqual([]);
    expect(await outboxFor(t.app, draftOwner.email)).toEqual([]);
  });

  it('needs sign-in', async () => {
    const { owner, id } = await publicCanvas();
    const response = await send(undefined, { msg: 'Hi', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(401);
    expect(await outboxFor(t.app, owner.email)).toEqual([]);
  });

  it(`allows ${MESSAGES_PER_HOUR} messages an hour per sender, then answers 429`, async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    await sentEarlier(sender.id, owner.id, id, MESSAGES_PER_HOUR);
    const response = await send(sender, { msg: 'One more', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('3600');
    expect(await sentBy(sender.id)).toHaveLength(MESSAGES_PER_HOUR);
  });

  it('holds the limit when many sends arrive at once (the count and the insert are atomic)', async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    await sentEarlier(sender.id, owner.id, id, MESSAGES_PER_HOUR - 3);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(sender, { msg: `Burst ${index}`, users: [owner.id], extra: { canvas_id: id } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await sentBy(sender.id)).toHaveLength(MESSAGES_PER_HOUR);
  });
});

describe('POST /api/user/msg-email (msg_to_applicants)', () => {
  it("emails each selected applicant of the salon's opportunity and stores it for chat", async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId, { firstName: 'Maya' });
    const jo = await applicantOf(t, opportunityId, { firstName: 'Jo' });
    const msg = 'Thanks for applying!\n\nCan you come by on <b>Friday</b>?';
    const response = await send(owner, {
      template: 'msg_to_applicants',
      msg,
      users: [maya.candidate.id, jo.candidate.id],
      extra: { opportunity_id: opportunityId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, skipped: false });
    for (const { candidate } of [maya, jo]) {
      const [email] = await outboxFor(t.app, candidate.email);
      expect(email).toMatchObject({
        template: 'msg_to_applicants',
        subject: 'Nora Salon sent you a message about Stylist',
      });
      expect(email?.html).toContain('Can you come by on &lt;b&gt;Friday&lt;/b&gt;?');
      expect(email?.text).not.toContain(owner.email);
    }
    const stored = await sentBy(owner.id);
    expect(stored.map((row) => row.toUserId).sort()).toEqual([maya.candidate.id, jo.candidate.id].sort());
    expect(stored.every((row) => row.canvasId === canvasId && row.body === msg)).toBe(true);
  });

  it('refuses anyone who did not apply to that opportunity, sending nothing', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId);
    const bystander = await person(t);
    const response = await send(owner, {
      template: 'msg_to_applicants',
      msg: 'Hi',
      users: [maya.candidate.id, bystander.id],
      extra: { opportunity_id: opportunityId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.messageRecipientInvalid);
    expect(await sentBy(owner.id)).toEqual([]);
    expect(await outboxFor(t.app, maya.candidate.email)).toEqual([]);
  });

  it("refuses people who do not manage the opportunity: outsiders, candidates, the salon's non-admin members", async () => {
    const { canvasId, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId);
    const jo = await applicantOf(t, opportunityId);
    const stranger = await person(t);
    const staff = await person(t);
    await addMember(t, canvasId, staff, 'Non-admin');
    const payload = {
      template: 'msg_to_applicants',
      msg: 'Hi',
      users: [maya.candidate.id],
      extra: { opportunity_id: opportunityId },
    };
    expect((await send(stranger, payload)).statusCode).toBe(404);
    expect((await send(jo.candidate, payload)).statusCode).toBe(404);
    expect((await send(staff, payload)).statusCode).toBe(403);
    expect((await send(undefined, payload)).statusCode).toBe(401);
    expect(await outboxFor(t.app, maya.candidate.email)).toEqual([]);
  });

  it("needs the opportunity and a message: 'please input your message'", async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId);
    const empty = await send(owner, {
      template: 'msg_to_applicants',
      msg: ' ',
      users: [maya.candidate.id],
      extra: { opportunity_id: opportunityId },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: messages.messageEmpty, field: 'msg' });
    const noOpportunity = await send(owner, {
      template: 'msg_to_applicants',
      msg: 'Hi',
      users: [maya.candidate.id],
    });
    expect(noOpportunity.statusCode).toBe(422);
    expect(await outboxFor(t.app, maya.candidate.email)).toEqual([]);
  });

  it(`allows ${BULK_MESSAGES_PER_HOUR} bulk sends an hour per sender, then answers 429`, async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId);
    const payload = {
      template: 'msg_to_applicants',
      msg: 'Update',
      users: [maya.candidate.id],
      extra: { opportunity_id: opportunityId },
    };
    for (let index = 0; index < BULK_MESSAGES_PER_HOUR; index += 1) {
      expect((await send(owner, payload)).statusCode).toBe(200);
    }
    const over = await send(owner, payload);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentBy(owner.id)).toHaveLength(BULK_MESSAGES_PER_HOUR);
  });
});

describe('POST /api/user/msg-email (msg_to_job_poster)', () => {
  it('lets an applicant write to the poster of the opportunity they applied to', async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const { candidate } = await applicantOf(t, opportunityId, { firstName: 'Maya', lastName: 'Robinson' });
    const response = await send(candidate, {
      template: 'msg_to_job_poster',
      msg: 'Is the position still open?',
      users: [owner.id],
      extra: { opportunity_id: opportunityId },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The poster also hears of the application itself: pick the message.
    const email = (await outboxFor(t.app, owner.email)).find((item) => item.template === 'msg_to_job_poster');
    expect(email).toMatchObject({
      template: 'msg_to_job_poster',
      subject: 'Maya Robinson sent you a message about Stylist',
    });
    expect(email?.text).toContain(`/opportunity-applicants?canvasId=${canvasId}&id=${opportunityId}`);
    expect(await sentBy(candidate.id)).toHaveLength(1);
  });

  it('refuses people who did not apply (403) and recipients other than the poster (400), sending nothing', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const { candidate } = await applicantOf(t, opportunityId);
    const stranger = await person(t);
    const payload = {
      template: 'msg_to_job_poster',
      msg: 'Hello',
      users: [owner.id],
      extra: { opportunity_id: opportunityId },
    };
    expect((await send(stranger, payload)).statusCode).toBe(403);
    const wrong = await send(candidate, { ...payload, users: [stranger.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.messageRecipientInvalid);
    expect((await send(owner, payload)).json().message).toBe(messages.messageToSelf);
    const toPoster = (await outboxFor(t.app, owner.email)).filter(
      (item) => item.template === 'msg_to_job_poster',
    );
    expect(toPoster).toEqual([]);
    expect(await outboxFor(t.app, stranger.email)).toEqual([]);
  });
});

describe('POST /api/user/msg-email (msg_to_team)', () => {
  it("lets the canvas's owner write to its members, skipping themselves", async () => {
    const { owner, canvasId } = await salonWithOpportunity(t);
    const first = await person(t);
    const second = await person(t);
    await addMember(t, canvasId, first, 'Admin');
    await addMember(t, canvasId, second, 'Non-admin');
    const response = await send(owner, {
      template: 'msg_to_team',
      msg: 'Team meeting at 9',
      users: [first.id, second.id, owner.id],
      extra: { canvas_id: canvasId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, skipped: true });
    for (const member of [first, second]) {
      const [email] = await outboxFor(t.app, member.email);
      expect(email).toMatchObject({
        template: 'msg_to_team',
        subject: 'Nora Salon sent you a message about Marigold & Mane',
      });
    }
    expect(await outboxFor(t.app, owner.email)).toEqual([]);
  });

  it('refuses non-members as recipients and non-admin members as senders, sending nothing', async () => {
    const { owner, canvasId } = await salonWithOpportunity(t);
    const member = await person(t);
    await addMember(t, canvasId, member, 'Non-admin');
    const stranger = await person(t);
    const toStranger = await send(owner, {
      template: 'msg_to_team',
      msg: 'Hi',
      users: [member.id, stranger.id],
      extra: { canvas_id: canvasId },
    });
    expect(toStranger.statusCode).toBe(400);
    const fromMember = await send(member, {
      template: 'msg_to_team',
      msg: 'Hi',
      users: [owner.id],
      extra: { canvas_id: canvasId },
    });
    expect(fromMember.statusCode).toBe(403);
    const fromStranger = await send(stranger, {
      template: 'msg_to_team',
      msg: 'Hi',
      users: [member.id],
      extra: { canvas_id: canvasId },
    });
    expect(fromStranger.statusCode).toBe(404);
    expect(await outboxFor(t.app, member.email)).toEqual([]);
    expect(await outboxFor(t.app, owner.email)).toEqual([]);
    expect(await outboxFor(t.app, stranger.email)).toEqual([]);
  });
});

describe('POST /api/user/msg-email writes into a conversation (issue 25)', () => {
  it("puts Message me into the pair's 1:1 conversation, pushes it live, and the email's Reply on Canvas opens it", async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t, { firstName: 'Jordan', lastName: 'Ellis' });
    const socket = listen(t, owner.id);
    const response = await send(sender, {
      msg: 'Hello from your canvas',
      users: [owner.id],
      extra: { canvas_id: id },
    });
    expect(response.statusCode, response.body).toBe(200);
    socket.close();
    const [row] = await sentBy(sender.id);
    if (!row) throw new Error('no conversation written');
    expect(row).toMatchObject({ toUserId: owner.id, canvasId: id, body: 'Hello from your canvas' });
    expect(socket.events).toContainEqual({
      type: 'message',
      message: expect.objectContaining({ channelId: row.channelId, senderId: sender.id }),
    });
    const [email] = await outboxFor(t.app, owner.email);
    expect(email?.text).toContain(
      `Reply on Canvas: ${t.config.publicUrl}/message?channelId=${row.channelId}`,
    );

    // The same pair's next message goes into the same conversation.
    await send(sender, { msg: 'One more thing', users: [owner.id], extra: { canvas_id: id } });
    const rows = await sentBy(sender.id);
    expect(new Set(rows.map((item) => item.channelId))).toEqual(new Set([row.channelId]));
    // The recipient was emailed already: no chat notice on top.
    const unread = await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: owner.headers });
    expect(unread.json()).toEqual({ count: 2 });
  });

  it('gives each applicant of a bulk send their own conversation, linked from their email', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId);
    const jo = await applicantOf(t, opportunityId);
    const response = await send(owner, {
      template: 'msg_to_applicants',
      msg: 'Interviews next week',
      users: [maya.candidate.id, jo.candidate.id],
      extra: { opportunity_id: opportunityId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await sentBy(owner.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.channelId)).size).toBe(2);
    for (const { candidate } of [maya, jo]) {
      const row = rows.find((item) => item.toUserId === candidate.id);
      const [email] = (await outboxFor(t.app, candidate.email)).filter(
        (item) => item.template === 'msg_to_applicants',
      );
      expect(email?.text).toContain(`${t.config.publicUrl}/message?channelId=${row?.channelId}`);
    }
  });

  it('refuses Message me between people with a block (either way), writing and sending nothing', async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/blocks',
      headers: owner.headers,
      payload: { userId: sender.id },
    });
    const response = await send(sender, { msg: 'Hi', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.chatBlocked);
    expect(await sentBy(sender.id)).toEqual([]);
    expect(await outboxFor(t.app, owner.email)).toEqual([]);
  });
});
