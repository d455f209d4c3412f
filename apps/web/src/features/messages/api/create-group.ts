import { type ChatChannel, type ChatGroupCreateInput, chatChannelSchema, messages } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths } from '@/lib/paths';

/** POST /api/chat/groups {name, memberIds}: the creator is a member without being listed. */
export async function createGroup(input: ChatGroupCreateInput): Promise<ChatChannel> {
  return chatChannelSchema.parse(await api.post(apiPaths.chat.groups(), input, { errorDisplay: 'inline' }));
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (channel) => {
      queryClient.setQueryData(chatKeys.channel(channel.id), channel);
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      notify.success(messages.chatGroupCreated);
    },
  });
}
