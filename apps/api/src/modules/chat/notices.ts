import { PRODUCT_NAME } from '@canvas/shared';
import type { EmailMessage } from '../../adapters/email';
import { renderEmail } from '../../adapters/email/layout';
import {
  advanceEmailed,
  findChannel,
  findNoticeRecipient,
  messagesByIds,
  peopleByIds,
  unemailedUnread,
} from './queries';
import { type ChatDeps, personName } from './service';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The email notice of a burst of chat messages: who wrote, how many, the latest text (plain text,
 * escaped by renderEmail) and the button that opens that conversation.
 */
export function chatNoticeEmail(options: {
  to: { email: string; firstName: string };
  senderName: string;
  /** A group's name; null for a direct conversation. */
  groupName: string | null;
  count: number;
  latest: string;
  /** New messages in the recipient's other conversations, not quoted. */
  elsewhere: number;
  channelId: number;
  publicUrl: string;
}): EmailMessage {
  const { to, senderName, groupName, count, latest, elsewhere, channelId, publicUrl } = options;
  const what = plural(count, 'a message', `${count} messages`);
  const subject = groupName
    ? `${count} new ${plural(count, 'message', 'messages')} in ${groupName}`
    : `${senderName} sent you ${what}`;
  return {
    to: to.email,
    template: 'chat_notice',
    subject,
    ...renderEmail({
      publicUrl,
      preheader: `${senderName}: ${latest.slice(0, 120)}`,
      heading: subject,
      paragraphs: [
        to.firstName ? `Hi ${to.firstName},` : 'Hi,',
        groupName ? `${senderName} wrote in ${groupName}:` : `${senderName} wrote:`,
        latest,
        ...(elsewhere > 0
          ? [
              `You also have ${elsewhere} new ${plural(elsewhere, 'message', 'messages')} in other conversations.`,
            ]
          : []),
      ],
      action: { label: 'Reply on Canvas', url: `${publicUrl}/message?channelId=${channelId}` },
      footnote: `You received this because message notices are on in your ${PRODUCT_NAME} settings.`,
    }),
  };
}

/**
 * The notice job of one recipient: nothing when they switched `note` off, have a socket open, or
 * have read (or been emailed about) everything; otherwise ONE email about the conversation with the
 * newest message, counting the rest, then the emailed marks move up so the next burst starts afresh.
 * At least once: a rare repeat after a crash resends one email, never loses one.
 */
export async function sendChatNotice(
  deps: Pick<ChatDeps, 'db' | 'realtime' | 'email' | 'publicUrl'>,
  userId: number,
): Promise<void> {
  const recipient = await findNoticeRecipient(deps.db, userId);
  if (!recipient?.notifyNote) return;
  if ((await deps.realtime.connectedAmong([userId])).has(userId)) return;
  const pending = await unemailedUnread(deps.db, userId);
  const newest = [...pending].sort((a, b) => b.newestId - a.newestId)[0];
  if (!newest) return;
  const [latest] = await messagesByIds(deps.db, [newest.newestId]);
  const channel = await findChannel(deps.db, newest.channelId);
  if (!latest || !channel) return;
  const [sender] = latest.senderId ? await peopleByIds(deps.db, [latest.senderId]) : [];
  const total = pending.reduce((sum, item) => sum + item.count, 0);
  await deps.email.send(
    chatNoticeEmail({
      to: recipient,
      senderName: sender ? personName(sender) : 'A Canvas member',
      groupName: channel.kind === 'group' ? channel.name : null,
      count: newest.count,
      latest: latest.body,
      elsewhere: total - newest.count,
      channelId: channel.id,
      publicUrl: deps.publicUrl,
    }),
  );
  for (const item of pending) await advanceEmailed(deps.db, item.channelId, userId, item.newestId);
}
