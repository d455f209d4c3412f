import { type ChatChannel, chatChannelListSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * GET /api/chat/channels?keyword=&includeHidden=: the member's channels, newest activity first; the
 * ones they hid only with includeHidden.
 */
export async function listChannels(
  keyword: string,
  signal?: AbortSignal,
  includeHidden = false,
): Promise<ChatChannel[]> {
  const query = includeHidden ? { keyword, includeHidden: 'true' } : { keyword };
  return chatChannelListSchema.parse(
    await api.get(apiPaths.chat.channels(), { query, signal, errorDisplay: 'inline' }),
  );
}

export const channelsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: chatKeys.channels(keyword),
    queryFn: ({ signal }) => listChannels(keyword, signal),
    placeholderData: keepPreviousData,
  });

export function useChannels(keyword: string) {
  return useQuery(channelsQueryOptions(keyword));
}

/**
 * The conversations the member hid (the list's Show hidden), so they can be found and shown again.
 * Under chatKeys.channelLists(), so whatever refreshes the list refreshes this one too.
 */
export const hiddenChannelsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.hiddenChannels(),
    queryFn: ({ signal }) => listChannels('', signal, true),
    select: (channels) => channels.filter((channel) => channel.hidden),
  });

export function useHiddenChannels() {
  return useQuery(hiddenChannelsQueryOptions());
}
