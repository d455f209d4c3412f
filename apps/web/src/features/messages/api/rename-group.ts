import { type ChatChannel, chatChannelSchema, messages } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths } from '@/lib/paths';

/** PUT /api/chat/groups/{id} {name}: the creator renames. */
export async function renameGroup(groupId: number, name: string): Promise<ChatChannel> {
  return chatChannelSchema.parse(
    await api.put(apiPaths.chat.group(groupId), { name }, { errorDisplay: 'inline' }),
  );
}

export function useRenameGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameGroup(groupId, name),
    onSuccess: (channel) => {
      queryClient.setQueryData(chatKeys.channel(channel.id), channel);
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      notify.success(messages.chatGroupUpdated);
    },
  });
}
