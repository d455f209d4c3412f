import { notificationCounterSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationCounterQueryOptions } from '@/api/notifications/get-notification-counter';
import { notificationKeys } from '@/api/notifications/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/user/notification_readed?id=: one read, or all of them without an id; answers the unread count. */
export async function markNotificationsRead(id?: number): Promise<number> {
  return notificationCounterSchema.parse(
    await api.post(apiPaths.user.notificationRead(), undefined, { query: { id } }),
  ).count;
}

/** Marks read, puts the new count on the bell at once and refreshes the lists. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationCounterQueryOptions().queryKey, count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
