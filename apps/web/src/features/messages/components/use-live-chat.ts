import type { ChatEvent } from '@canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useChatEvents } from '@/api/chat/chat-events';
import { chatKeys } from '@/api/chat/keys';
import { addMessageToCache } from '../api/list-messages';

/**
 * Applies live events to the screen: a new message appears in its open conversation, the list
 * reloads (reordering and moving the unread counts), a changed channel replaces its header, and
 * a channel that went away closes.
 */
export function useLiveChat(meId: number | undefined, onChannelRemoved: (channelId: number) => void) {
  const queryClient = useQueryClient();
  useChatEvents(
    (event: ChatEvent) => {
      switch (event.type) {
        case 'message':
          addMessageToCache(queryClient, event.message);
          void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
          return;
        case 'channel':
          queryClient.setQueryData(chatKeys.channel(event.channel.id), event.channel);
          void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
          return;
        case 'channel-removed':
          queryClient.removeQueries({ queryKey: chatKeys.channel(event.channelId) });
          queryClient.removeQueries({ queryKey: chatKeys.messages(event.channelId) });
          void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
          onChannelRemoved(event.channelId);
          return;
        case 'read':
          if (event.userId === meId)
            void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
          return;
      }
    },
    true,
    // A gap catching up could not cover: everything shown reloads.
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  );
}
