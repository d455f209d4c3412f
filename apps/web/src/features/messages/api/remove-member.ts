import { chatOkSchema, messages } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths } from '@/lib/paths';

/** DELETE /api/chat/groups/{id}/members/{userId}: the creator removes others; anyone leaves (their own id). */
export async function removeMember(groupId: number, userId: number): Promise<void> {
  chatOkSchema.parse(await api.delete(apiPaths.chat.member(groupId, userId)));
}

/** The creator removes someone ('remove success'); the conversation stays open. */
export function useRemoveMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(groupId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.channel(groupId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      notify.success(messages.chatMemberRemoved);
    },
  });
}

/** Leaving a group: the channel goes from the list and the screen returns to it. */
export function useLeaveGroup(groupId: number, userId: number, onLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeMember(groupId, userId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: chatKeys.channel(groupId) });
      queryClient.removeQueries({ queryKey: chatKeys.messages(groupId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      onLeft();
    },
  });
}
