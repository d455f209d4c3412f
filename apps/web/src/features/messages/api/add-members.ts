import { type ChatChannel, chatChannelSchema, messages } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/chat/groups/{id}/members {userIds}: the creator adds. People already in the group are
 * refused with '{names} is/are already in the group' (the dialog shows the server's text).
 */
export async function addMembers(groupId: number, userIds: number[]): Promise<ChatChannel> {
  return chatChannelSchema.parse(
    await api.post(apiPaths.chat.members(groupId), { userIds }, { errorDisplay: 'inline' }),
  );
}

export function useAddMembers(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => addMembers(groupId, userIds),
    onSuccess: (channel) => {
      queryClient.setQueryData(chatKeys.channel(channel.id), channel);
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      notify.success(messages.chatGroupUpdated);
    },
  });
}
