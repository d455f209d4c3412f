import { NOTIFICATION_PAGE_SIZE, type NotificationsResult, notificationsResultSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '@/api/notifications/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** GET /api/user/notifications?page&size: one page of my notifications, newest first, and the total. */
export async function listNotifications(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<NotificationsResult> {
  return notificationsResultSchema.parse(
    await api.get(apiPaths.user.notifications(), { query: { page, size }, signal, errorDisplay: 'inline' }),
  );
}

export const notificationsQueryOptions = (page: number, size: number = NOTIFICATION_PAGE_SIZE) =>
  queryOptions({
    queryKey: notificationKeys.list(page, size),
    queryFn: ({ signal }) => listNotifications(page, size, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number, size: number = NOTIFICATION_PAGE_SIZE) {
  return useQuery(notificationsQueryOptions(page, size));
}
