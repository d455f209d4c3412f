import { type ChatChannel, chatChannelSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** GET /api/chat/channels/{id}: one channel (404 when it does not exist or the caller is not in it). */
export async function getChannel(id: number, signal?: AbortSignal): Promise<ChatChannel> {
  return chatChannelSchema.parse(
    await api.get(apiPaths.chat.channel(id), { signal, errorDisplay: 'inline' }),
  );
}

export const channelQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatKeys.channel(id), queryFn: ({ signal }) => getChannel(id, signal) });

export function useChannel(id: number | null) {
  return useQuery({ ...channelQueryOptions(id ?? 0), enabled: id !== null });
}
