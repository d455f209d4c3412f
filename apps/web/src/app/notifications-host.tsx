import { Notifications } from '@mantine/notifications';

/**
 * Where every toast appears (lib/notify.ts shows them; none picks its own position). Its own chunk
 * (provider.tsx loads it lazily): no page needs it to paint.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" limit={3} />;
}
