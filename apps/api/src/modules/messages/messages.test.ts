import { ErrorCode, type MessageEmailInput, messages } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { memberMessages } from '../../db/schema';
import { createCanvas, type Person, person, publish, publishableStudent } from '../canvases/testing';
import { MESSAGES_PER_HOUR } from './service';

const t = useTestApp();

const send = (who: Person | undefined, payload: Partial<MessageEmailInput>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/msg-email',
    ...(who ? { headers: who.headers } : {}),
    payload: { template: 'msg_to_member', ...payload },
  });

const sentBy = async (userId: number) =>
  t.database.db.select().from(memberMessages).where(eq(memberMessages.fromUserId, userId));

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
    await t.database.db.insert(memberMessages).values(
      Array.from({ length: MESSAGES_PER_HOUR }, () => ({
        fromUserId: sender.id,
        toUserId: owner.id,
        canvasId: id,
        body: 'earlier',
      })),
    );
    const response = await send(sender, { msg: 'One more', users: [owner.id], extra: { canvas_id: id } });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('3600');
    expect(await sentBy(sender.id)).toHaveLength(MESSAGES_PER_HOUR);
  });

  it('holds the limit when many sends arrive at once (the count and the insert are atomic)', async () => {
    const { owner, id } = await publicCanvas();
    const sender = await person(t);
    await t.database.db.insert(memberMessages).values(
      Array.from({ length: MESSAGES_PER_HOUR - 3 }, () => ({
        fromUserId: sender.id,
        toUserId: owner.id,
        canvasId: id,
        body: 'earlier',
      })),
    );
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
