import { canvasSchema, type Opportunity } from '@canvas/shared';
import { sendMemberMessage } from '@/api/messages/send-member-message';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * Message Poster (spec 3 "My Opportunities"): the message goes to the owner of the canvas that
 * posted the opportunity, through POST /api/user/msg-email. The owner is read from the canvas
 * (GET /api/canvas/{id}), as the canvas page's Message me knows it.
 */
export async function sendPosterMessage(
  opportunity: Pick<Opportunity, 'canvasId'>,
  msg: string,
): Promise<{ skipped: boolean }> {
  const canvas = canvasSchema.parse(await api.get(apiPaths.canvas.detail(opportunity.canvasId)));
  return sendMemberMessage({ ownerId: canvas.owner.id, canvasId: canvas.id, msg });
}
