import { chatOkSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/chat/blocks {userId}: the other person of a direct channel can no longer message you. */
export async function blockUser(userId: number): Promise<void> {
  chatOkSchema.parse(await api.post(apiPaths.chat.blocks(), { userId }));
}

/** DELETE /api/chat/blocks/{userId}. */
export async function unblockUser(userId: number): Promise<void> {
  chatOkSchema.parse(await api.delete(apiPaths.chat.block(userId)));
}

/** Blocks or unblocks, then reloads the channel (its `blocked` flag closes or opens the composer). */
export function useBlockUser(channelId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => (blocked ? blockUser(userId) : unblockUser(userId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.channel(channelId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
    },
  });
}
