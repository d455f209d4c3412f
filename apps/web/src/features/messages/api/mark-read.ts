import { chatOkSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/chat/channels/{id}/read {messageId}: read up to a message (never backwards). */
export async function markRead(channelId: number, messageId: number): Promise<void> {
  chatOkSchema.parse(
    await api.post(apiPaths.chat.read(channelId), { messageId }, { errorDisplay: 'inline' }),
  );
}

/** Marks a conversation read and refreshes the badge and the list's counts. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, messageId }: { channelId: number; messageId: number }) =>
      markRead(channelId, messageId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
    },
  });
}
