/**
 * Query keys of messages: the unread badge (header, sidebar, bottom navigation) and the /message
 * screen's channel lists, channels and conversations. A change the screen cannot place exactly
 * refreshes `chatKeys.all`.
 */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  channelLists: () => [...chatKeys.all, 'channels'] as const,
  channels: (keyword: string) => [...chatKeys.channelLists(), keyword] as const,
  /** The hidden conversations (Show hidden), under the lists so refreshing the list refreshes them. */
  hiddenChannels: () => [...chatKeys.channelLists(), { includeHidden: true }] as const,
  channel: (id: number) => [...chatKeys.all, 'channel', id] as const,
  messages: (channelId: number) => [...chatKeys.all, 'messages', channelId] as const,
  memberSearch: (keyword: string) => [...chatKeys.all, 'member-search', keyword] as const,
};
