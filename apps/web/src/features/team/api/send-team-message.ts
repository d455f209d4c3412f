import { type MessageEmailInput, messageEmailResultSchema } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/user/msg-email with template msg_to_team (spec 3 §7): the canvas's editors write to
 * selected accepted members. `skipped` when the sender was among them.
 */
export async function sendTeamMessage(canvasId: number, userIds: number[], msg: string) {
  const body: MessageEmailInput = {
    msg,
    template: 'msg_to_team',
    users: userIds,
    extra: { canvas_id: canvasId },
  };
  const { skipped } = messageEmailResultSchema.parse(await api.post(apiPaths.message.email(), body));
  return { skipped };
}
