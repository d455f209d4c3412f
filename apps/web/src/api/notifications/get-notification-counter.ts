import { notificationCounterSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { notificationKeys } from './keys';

/** How often an open tab asks for the unread count (until the chat issue pushes it live). */
export const NOTIFICATION_COUNTER_REFRESH_MS = 60_000;

/** GET /api/user/notification-counter: the signed-in user's unread notifications. */
export async function getNotificationCounter(signal?: AbortSignal): Promise<number> {
  // A failed count is no news worth a toast: the bell stays as it was and asks again later.
  return notificationCounterSchema.parse(
    await api.get(apiPaths.user.notificationCounter(), { signal, errorDisplay: 'inline' }),
  ).count;
}

export const notificationCounterQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counter(),
    queryFn: ({ signal }) => getNotificationCounter(signal),
    refetchInterval: NOTIFICATION_COUNTER_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

/** The header bell's and the sidebar's unread count; pass false for a visitor (no call). */
export function useNotificationCounter(enabled = true) {
  return useQuery({ ...notificationCounterQueryOptions(), enabled });
}
