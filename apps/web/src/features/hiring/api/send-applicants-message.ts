import { type MessageEmailInput, messageEmailResultSchema } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/user/msg-email with template msg_to_applicants (spec 3 §7): the opportunity's managers
 * write to the selected applicants. `skipped` when the sender was among them.
 */
export async function sendApplicantsMessage(opportunityId: number, userIds: number[], msg: string) {
  const body: MessageEmailInput = {
    msg,
    template: 'msg_to_applicants',
    users: userIds,
    extra: { opportunity_id: opportunityId },
  };
  const { skipped } = messageEmailResultSchema.parse(await api.post(apiPaths.message.email(), body));
  return { skipped };
}
