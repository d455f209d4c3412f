import { type ChatEvent, chatUnreadSchema } from '@canvas/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useChatEvents } from './chat-events';
import { chatKeys } from './keys';

/** GET /api/chat/unread: unread messages over all the member's channels. */
export async function getChatUnread(signal?: AbortSignal): Promise<number> {
  // A failed count is no news worth a toast: the badge stays as it was and asks again on focus.
  return chatUnreadSchema.parse(await api.get(apiPaths.chat.unread(), { signal, errorDisplay: 'inline' }))
    .count;
}

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getChatUnread(signal),
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

/** Whether an event can change the signed-in member's unread count. */
export function changesUnread(event: ChatEvent, userId: number | undefined): boolean {
  switch (event.type) {
    case 'message':
      return event.message.kind === 'text' && event.message.senderId !== userId;
    case 'read':
      return event.userId === userId;
    case 'channel':
    case 'channel-removed':
      return true;
  }
}

/**
 * The unread messages' count for the header, the dashboard sidebar and the bottom navigation:
 * refreshed by live events and when the window regains focus. Pass false for nobody to ask for.
 */
export function useChatUnread(enabled = true) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Several places show the count (header, sidebar, bottom navigation): one refetch serves them all.
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }, { cancelRefetch: false });
  useChatEvents(
    (event) => {
      if (changesUnread(event, user?.id)) refresh();
    },
    enabled,
    refresh,
  );
  return useQuery({ ...chatUnreadQueryOptions(), enabled });
}
