import { type MessageEmailInput, messageEmailResultSchema, type Opportunity } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * Message Poster (spec 3 "My Opportunities", §7): POST /api/user/msg-email with the template
 * msg_to_job_poster to the user who posted the opportunity (`poster`), about it. Only someone who
 * applied to it may; `skipped` when the poster is the sender.
 */
export async function sendPosterMessage(
  opportunity: Pick<Opportunity, 'id' | 'poster'>,
  msg: string,
): Promise<{ skipped: boolean }> {
  const body: MessageEmailInput = {
    msg,
    template: 'msg_to_job_poster',
    users: [opportunity.poster],
    extra: { opportunity_id: opportunity.id },
  };
  const { skipped } = messageEmailResultSchema.parse(await api.post(apiPaths.message.email(), body));
  return { skipped };
}
