import type { Notification } from '@canvas/shared';

/** A notification as GET /api/user/notifications answers it; unread and two hours old by default. */
export function makeNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    message: { body: `Notification ${id}`, link: null },
    viewedAt: null,
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}
