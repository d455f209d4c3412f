import { type ChatChannel, chatChannelListSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** GET /api/chat/channels?keyword=: the member's channels, newest activity first. */
export async function listChannels(keyword: string, signal?: AbortSignal): Promise<ChatChannel[]> {
  return chatChannelListSchema.parse(
    await api.get(apiPaths.chat.channels(), { query: { keyword }, signal, errorDisplay: 'inline' }),
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
