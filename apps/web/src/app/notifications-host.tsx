import { Notifications } from '@mantine/notifications';

/** Where notifications appear. Its own chunk (provider.tsx loads it lazily): no page needs it to paint. */
export function NotificationsHost() {
  return <Notifications position="top-right" limit={3} />;
}
