import { type ChatMessage, chatMessageSchema, chatOkSchema } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/chat/channels/{id}/messages {body, clientId}. A retry sends the same clientId, so the
 * server answers the first send instead of storing the message twice.
 */
export async function sendMessage(channelId: number, body: string, clientId: string): Promise<ChatMessage> {
  return chatMessageSchema.parse(
    await api.post(apiPaths.chat.messages(channelId), { body, clientId }, { errorDisplay: 'inline' }),
  );
}

/**
 * GET /api/user/chat-email?toUserIds=&message= (spec 3 "Chat": after a message is sent an e-mail
 * notice call is made). The server mails only those not connected, batched; a failure is nobody's news.
 */
export async function requestChatEmail(toUserIds: readonly number[], message: string): Promise<void> {
  if (toUserIds.length === 0) return;
  try {
    chatOkSchema.parse(
      await api.get(apiPaths.chat.email(), {
        query: { toUserIds: toUserIds.join(','), message },
        errorDisplay: 'inline',
      }),
    );
  } catch {
    // The message is sent; the notice is a courtesy the server may decline.
  }
}

/** A fresh id for a send: letters, digits, '-' and '_' (the contract's clientId). */
export function newClientId(): string {
  return crypto.randomUUID();
}
