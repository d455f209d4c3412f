import { type MessageEmailInput, type messageEmailSchema, messages, type z } from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Realtime } from '../../lib/realtime';
import { countUse } from '../../lib/throttle';
import { findEditableCanvas, findReadableCanvas, readerOf } from '../canvases/service';
import {
  announceDirect,
  countMessageEmailsSince,
  isBlockedBetween,
  lockUser,
  postDirectMessages,
} from '../chat/service';
import { applicantsAmong, findManagedOpportunity, findOpportunityForMessage } from '../hiring/service';
import { findUserById } from '../users/service';
import { hiringMessageEmail, messageToMemberEmail } from './emails';
import { findRecipients, memberIdsAmong } from './queries';

export interface MessageDeps {
  db: Db;
  email: EmailSender;
  publicUrl: string;
  /** Pushes the conversation's new message to open sockets (modules/chat). */
  realtime: Realtime;
}

/** Messages one member may send per hour: plenty for people, too few for a spammer. */
export const MESSAGES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** The conversation the email's "Reply on Canvas" opens. */
export const conversationLink = (channelId: number) => `/message?channelId=${channelId}`;

const blockedError = () => new AppError('forbidden', messages.chatBlocked);

/**
 * Writes the message into the direct conversation of sender and recipient (issue 25), unless the
 * sender already wrote MESSAGES_PER_HOUR through msg-email this hour. Atomic: the sender's user row
 * is locked for the count and the write, so concurrent sends on any number of API processes queue
 * behind each other instead of all seeing the same count. Answers the conversation's id.
 */
async function postWithinHourlyLimit(
  deps: MessageDeps,
  sender: UserRow,
  recipientId: number,
  canvasId: number,
  body: string,
): Promise<number> {
  if (await isBlockedBetween(deps.db, sender.id, recipientId)) throw blockedError();
  const posted = await deps.db.transaction(async (tx) => {
    await lockUser(tx, sender.id);
    const since = new Date(Date.now() - HOUR_MS);
    if ((await countMessageEmailsSince(tx, sender.id, since)) >= MESSAGES_PER_HOUR) return null;
    return postDirectMessages(tx, { senderId: sender.id, recipientIds: [recipientId], canvasId, body });
  });
  const [item] = posted ?? [];
  if (!posted || !item) throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: 3600 });
  await announceDirect(deps, posted);
  return item.channelId;
}

/**
 * `POST /api/user/msg-email` (template msg_to_member): a message to the owner of a canvas the
 * sender can see. Stored for the chat area and emailed through the outbox.
 *
 * Writing to yourself is refused with 400 and the spec's text 'target user is yourself! skipped!':
 * the spec shows that text to the user, and the web client shows a failed call's message, so an
 * error (not a 200 with skipped:true) is what puts it in front of them. Nothing is stored or sent.
 */
export async function sendMessageToMember(
  deps: MessageDeps,
  sender: UserRow,
  input: Extract<MessageEmailInput, { template: 'msg_to_member' }>,
): Promise<{ success: true; skipped: boolean }> {
  const [recipientId] = input.users;
  const canvasId = input.extra?.canvas_id;
  if (recipientId === sender.id) throw new AppError('badRequest', messages.messageToSelf, { field: 'users' });
  if (canvasId === undefined) {
    throw new AppError('validation', 'extra.canvas_id is required', { field: 'extra.canvas_id' });
  }
  const { canvas } = await findReadableCanvas(deps.db, readerOf(sender), canvasId);
  // The message goes to the canvas's owner, and only to them (spec 2 §5: sent only when it has one).
  if (canvas.ownerId !== recipientId) {
    throw new AppError('badRequest', messages.messageRecipientInvalid, { field: 'users' });
  }
  const recipient = await findUserById(deps.db, recipientId);
  if (!recipient) throw new AppError('badRequest', messages.messageRecipientInvalid, { field: 'users' });

  const body = input.msg.trim();
  const channelId = await postWithinHourlyLimit(deps, sender, recipient.id, canvas.id, body);
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || 'A Canvas member';
  await deps.email.send(
    messageToMemberEmail({
      to: recipient,
      senderName,
      message: body,
      canvas: { slug: canvas.slug, name: canvas.introduction.name || senderName },
      link: conversationLink(channelId),
      publicUrl: deps.publicUrl,
    }),
  );
  return { success: true, skipped: false };
}

/** Bulk sends (applicants, team) one sender may make per hour, whatever their size (lib/throttle). */
export const BULK_MESSAGES_PER_HOUR = 10;

type MessageInput = z.output<typeof messageEmailSchema>;
type HiringTemplate = Exclude<MessageInput['template'], 'msg_to_member'>;

const senderNameOf = (sender: UserRow) =>
  `${sender.firstName} ${sender.lastName}`.trim() || 'A Canvas member';
const invalidRecipient = () =>
  new AppError('badRequest', messages.messageRecipientInvalid, { field: 'users' });

/**
 * Writes the message into the direct conversation with each recipient and emails each one, the
 * email's button opening that conversation. Recipients with a block either way round are left out
 * (neither side can message the other). Writing to yourself is skipped (`skipped: true`); with
 * nobody else left it is refused like msg_to_member's.
 */
async function deliver(
  deps: MessageDeps,
  sender: UserRow,
  send: {
    template: HiringTemplate;
    recipientIds: number[];
    canvasId: number;
    about: string;
    link: string;
    msg: string;
  },
): Promise<{ success: true; skipped: boolean }> {
  const body = send.msg.trim();
  const found = await findRecipients(deps.db, send.recipientIds);
  const recipients: typeof found = [];
  for (const recipient of found) {
    if (!(await isBlockedBetween(deps.db, sender.id, recipient.id))) recipients.push(recipient);
  }
  const posted = await deps.db.transaction((tx) =>
    postDirectMessages(tx, {
      senderId: sender.id,
      recipientIds: recipients.map((recipient) => recipient.id),
      canvasId: send.canvasId,
      body,
    }),
  );
  await announceDirect(deps, posted);
  const channelOf = new Map(posted.map((item) => [item.recipientId, item.channelId]));
  const senderName = senderNameOf(sender);
  for (const recipient of recipients) {
    const channelId = channelOf.get(recipient.id);
    if (channelId === undefined) continue;
    await deps.email.send(
      hiringMessageEmail({
        to: recipient,
        template: send.template,
        senderName,
        about: send.about,
        message: body,
        link: send.link,
        conversation: conversationLink(channelId),
        publicUrl: deps.publicUrl,
      }),
    );
  }
  return { success: true, skipped: false };
}

/** The listed recipients without the sender; refused when only the sender was listed. */
function othersThanSender(sender: UserRow, users: number[]) {
  const others = [...new Set(users)].filter((userId) => userId !== sender.id);
  if (others.length === 0) throw new AppError('badRequest', messages.messageToSelf, { field: 'users' });
  return { others, skipped: others.length < new Set(users).size };
}

/** A bulk send counts against the sender's hourly bulk allowance (counted before it is checked). */
async function assertBulkAllowance(deps: MessageDeps, sender: UserRow) {
  const use = await countUse(deps.db, `msg-bulk:${sender.id}`, BULK_MESSAGES_PER_HOUR, 60);
  if (!use.allowed)
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
}

/**
 * `POST /api/user/msg-email`, every template. `msg_to_applicants`: the opportunity's managers
 * (its canvas's editors and platform admins) to applicants of that opportunity; `msg_to_job_poster`:
 * an applicant of the opportunity to its poster; `msg_to_team`: a canvas's editors to its accepted
 * members. Every recipient must be one, or nothing is sent (400).
 */
export async function sendMessage(
  deps: MessageDeps,
  sender: UserRow,
  input: MessageInput,
): Promise<{ success: true; skipped: boolean }> {
  switch (input.template) {
    case 'msg_to_member':
      return sendMessageToMember(deps, sender, input);
    case 'msg_to_applicants': {
      const context = await findManagedOpportunity(deps.db, sender, input.extra.opportunity_id);
      const { others, skipped } = othersThanSender(sender, input.users);
      const applicants = new Set(await applicantsAmong(deps.db, context.id, others));
      if (others.some((userId) => !applicants.has(userId))) throw invalidRecipient();
      await assertBulkAllowance(deps, sender);
      const result = await deliver(deps, sender, {
        template: input.template,
        recipientIds: others,
        canvasId: context.canvasId,
        about: context.jobTitle?.name || 'an opportunity',
        link: `/opportunity-detail/${encodeURIComponent(context.slug)}`,
        msg: input.msg,
      });
      return { ...result, skipped };
    }
    case 'msg_to_job_poster': {
      const context = await findOpportunityForMessage(deps.db, input.extra.opportunity_id);
      const [recipientId] = input.users;
      if (recipientId === sender.id)
        throw new AppError('badRequest', messages.messageToSelf, { field: 'users' });
      // Only someone who applied writes to the poster about it.
      if ((await applicantsAmong(deps.db, context.id, [sender.id])).length === 0)
        throw new AppError('forbidden');
      if (recipientId !== context.posterUserId) throw invalidRecipient();
      const body = input.msg.trim();
      const channelId = await postWithinHourlyLimit(
        deps,
        sender,
        context.posterUserId,
        context.canvasId,
        body,
      );
      const [poster] = await findRecipients(deps.db, [context.posterUserId]);
      if (poster) {
        await deps.email.send(
          hiringMessageEmail({
            to: poster,
            template: input.template,
            senderName: senderNameOf(sender),
            about: context.jobTitle?.name || 'your opportunity',
            message: body,
            link: `/opportunity-applicants?canvasId=${context.canvasId}&id=${context.id}`,
            conversation: conversationLink(channelId),
            publicUrl: deps.publicUrl,
          }),
        );
      }
      return { success: true, skipped: false };
    }
    case 'msg_to_team': {
      const found = await findEditableCanvas(deps.db, readerOf(sender), input.extra.canvas_id);
      const { others, skipped } = othersThanSender(sender, input.users);
      const members = new Set(await memberIdsAmong(deps.db, found.canvas.id, others));
      members.add(found.canvas.ownerId);
      if (others.some((userId) => !members.has(userId))) throw invalidRecipient();
      await assertBulkAllowance(deps, sender);
      const result = await deliver(deps, sender, {
        template: input.template,
        recipientIds: others,
        canvasId: found.canvas.id,
        about: found.canvas.introduction.name || 'canvas',
        link: '/my-dashboard',
        msg: input.msg,
      });
      return { ...result, skipped };
    }
  }
}
