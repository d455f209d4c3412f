import { notificationCounterSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationCounterQueryOptions } from '@/api/notifications/get-notification-counter';
import { notificationKeys } from '@/api/notifications/keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export interface DeleteNotificationsInput {
  deleteAll: boolean;
  notifications: number[];
}

/** DELETE /api/user/delete-notifications {deleteAll, notifications}: answers the unread count left. */
export async function deleteNotifications(input: DeleteNotificationsInput): Promise<number> {
  // The api helper's delete sends no body; this call carries its ids in one, as the spec has it.
  return notificationCounterSchema.parse(
    await apiRequest(apiPaths.user.deleteNotifications(), { method: 'DELETE', body: input }),
  ).count;
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationCounterQueryOptions().queryKey, count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
