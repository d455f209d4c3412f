import { type MessageEmailInput, messages } from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findReadableCanvas, readerOf } from '../canvases/service';
import { findUserById } from '../users/service';
import { messageToMemberEmail } from './emails';
import { insertMemberMessageWithinLimit } from './queries';

export interface MessageDeps {
  db: Db;
  email: EmailSender;
  publicUrl: string;
}

/** Messages one member may send per hour: plenty for people, too few for a spammer. */
export const MESSAGES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

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
  input: Pick<MessageEmailInput, 'msg' | 'users' | 'extra'>,
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
  const stored = await insertMemberMessageWithinLimit(
    deps.db,
    { fromUserId: sender.id, toUserId: recipient.id, canvasId: canvas.id, body },
    MESSAGES_PER_HOUR,
    new Date(Date.now() - HOUR_MS),
  );
  if (!stored) throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: 3600 });
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || 'A Canvas member';
  await deps.email.send(
    messageToMemberEmail({
      to: recipient,
      senderName,
      message: body,
      canvas: { slug: canvas.slug, name: canvas.introduction.name || senderName },
      publicUrl: deps.publicUrl,
    }),
  );
  return { success: true, skipped: false };
}
