/**
 * Query keys of notifications: the header bell's and the sidebar's unread count, and the
 * /notifications pages. Everything that changes a notification refreshes `notificationKeys.all`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  counter: () => [...notificationKeys.all, 'counter'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, size: number) => [...notificationKeys.lists(), page, size] as const,
};
