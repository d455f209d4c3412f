import { IconBell } from '@tabler/icons-react';
import { useNotificationCounter } from '@/api/notifications/get-notification-counter';
import { paths } from '@/lib/paths';
import { unreadLabel } from './count-badge';
import { HeaderCountLink, type HeaderPlacement, useIsHeaderPlacement } from './header-count-link';

/** The bell's accessible name: its count in words, since the badge itself is hidden from readers. */
export function notificationBellLabel(count: number): string {
  return unreadLabel('Notifications', count);
}

/**
 * The header bell of a signed-in member: the unread count as a badge, opening /notifications. The
 * count refreshes on its own (every minute and when the window regains focus: get-notification-counter.ts).
 * The header offers it in two places, beside the account menu and beside the burger; only the one
 * of the current layout renders, so the page has one bell.
 */
export function NotificationBell({
  placement,
  transparent = false,
}: {
  placement: HeaderPlacement;
  transparent?: boolean;
}) {
  const shown = useIsHeaderPlacement(placement);
  const { data: count = 0 } = useNotificationCounter();
  if (!shown) return null;
  return (
    <HeaderCountLink
      to={paths.notifications.getHref()}
      icon={IconBell}
      label={notificationBellLabel(count)}
      count={count}
      transparent={transparent}
      badgeTestId="notification-badge"
    />
  );
}
