import { type MessageEmailInput, messageEmailResultSchema } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export interface SendMemberMessageInput {
  ownerId: number;
  canvasId: number;
  msg: string;
}

/**
 * POST /api/user/msg-email (spec 2 §7 Message) with template msg_to_member. `skipped` is true when
 * the owner is the sender ('target user is yourself! skipped!').
 */
export async function sendMemberMessage({
  ownerId,
  canvasId,
  msg,
}: SendMemberMessageInput): Promise<{ skipped: boolean }> {
  const body: MessageEmailInput = {
    msg,
    template: 'msg_to_member',
    users: [ownerId],
    extra: { canvas_id: canvasId },
  };
  const { skipped } = messageEmailResultSchema.parse(await api.post(apiPaths.message.email(), body));
  return { skipped };
}
