import { chatOkSchema, messages } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths } from '@/lib/paths';

/** DELETE /api/chat/groups/{id}: the creator deletes the group for everyone. */
export async function deleteGroup(groupId: number): Promise<void> {
  chatOkSchema.parse(await api.delete(apiPaths.chat.group(groupId)));
}

export function useDeleteGroup(groupId: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(groupId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: chatKeys.channel(groupId) });
      queryClient.removeQueries({ queryKey: chatKeys.messages(groupId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      notify.success(messages.chatGroupDeleted);
      onDeleted();
    },
  });
}
