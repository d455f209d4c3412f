import { ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNotificationCounter } from '@/api/notifications/get-notification-counter';
import { SiteLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import classes from './notification-bell.module.css';

/** The header's desktop layout (the theme's md breakpoint), where the bell sits beside the account menu. */
const DESKTOP_QUERY = '(min-width: 64em)';

export type NotificationBellPlacement = 'desktop' | 'mobile';

/** Past this the badge reads '99+': the bell tells that there is news, the page tells how much. */
const BADGE_MAX = 99;

/** The bell's accessible name: its count in words, since the badge itself is hidden from readers. */
export function notificationBellLabel(count: number): string {
  if (count === 0) return 'Notifications';
  return `Notifications, ${count} unread`;
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
  placement: NotificationBellPlacement;
  transparent?: boolean;
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { data: count = 0 } = useNotificationCounter();
  if (isDesktop !== (placement === 'desktop')) return null;
  return (
    <ActionIcon
      component={SiteLink}
      to={paths.notifications.getHref()}
      variant="subtle"
      color={transparent ? 'gray.0' : 'plum'}
      size="lg"
      radius="xl"
      aria-label={notificationBellLabel(count)}
      className={classes.bell}
    >
      <IconBell size={22} stroke={1.6} aria-hidden="true" />
      {count > 0 ? (
        <span className={classes.badge} aria-hidden="true" data-testid="notification-badge">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
    </ActionIcon>
  );
}
