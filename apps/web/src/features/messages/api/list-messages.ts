import { type ChatMessage, chatMessagePageSchema } from '@canvas/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { chatKeys } from '@/api/chat/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;
/** Pages newest first: the first page is the latest messages, each next one older. */
export type ChatMessagePages = InfiniteData<ChatMessagePage, number | undefined>;

/** GET /api/chat/channels/{id}/messages?before=: a page of messages, oldest first within the page. */
export async function listMessages(
  channelId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ChatMessagePage> {
  return chatMessagePageSchema.parse(
    await api.get(apiPaths.chat.messages(channelId), { query: { before }, signal, errorDisplay: 'inline' }),
  );
}

export const messagesQueryOptions = (channelId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ pageParam, signal }) => listMessages(channelId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Older pages start before the oldest message loaded so far.
    getNextPageParam: (last: ChatMessagePage) => (last.hasMore ? last.messages[0]?.id : undefined),
  });

export function useMessages(channelId: number) {
  return useInfiniteQuery(messagesQueryOptions(channelId));
}

/** The conversation in reading order (oldest first). */
export function flattenMessages(data: ChatMessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Puts a message (live, or the answer to a send) into its loaded conversation once. */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessagePages>(chatKeys.messages(message.channelId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}
