import { chatOkSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/chat/channels/{id}/hide {hidden}: any member hides a conversation from their own list. */
export async function hideChannel(channelId: number, hidden = true): Promise<void> {
  chatOkSchema.parse(await api.post(apiPaths.chat.hide(channelId), { hidden }));
}

/** Hides the conversation and returns to the list (a newer message shows it again). */
export function useHideChannel(channelId: number, onHidden: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => hideChannel(channelId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      onHidden();
    },
  });
}

/** `hidden: false`: a hidden conversation is back in the member's list. */
export function useShowChannelAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: number) => hideChannel(channelId, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() }),
  });
}
