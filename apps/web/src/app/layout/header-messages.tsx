import { ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useChatUnread } from '@/api/chat/get-unread';
import { SiteLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import type { NotificationBellPlacement } from './notification-bell';
import classes from './notification-bell.module.css';

/** The header's desktop layout (the theme's md breakpoint), as for the bell. */
const DESKTOP_QUERY = '(min-width: 64em)';

/** Past this the badge reads '99+'. */
const BADGE_MAX = 99;

/** The button's accessible name: its count in words, since the badge itself is hidden from readers. */
export function messagesButtonLabel(count: number): string {
  if (count === 0) return 'Messages';
  return `Messages, ${count} unread`;
}

/**
 * The header's Messages button beside the bell: unread messages as a badge, opening /message.
 * The count follows live events and refreshes when the window regains focus (api/chat/get-unread.ts).
 */
export function HeaderMessages({
  placement,
  transparent = false,
}: {
  placement: NotificationBellPlacement;
  transparent?: boolean;
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (isDesktop !== (placement === 'desktop')) return null;
  return <MessagesLink transparent={transparent} />;
}

function MessagesLink({ transparent }: { transparent: boolean }) {
  const { data: count = 0 } = useChatUnread();
  return (
    <ActionIcon
      component={SiteLink}
      to={paths.messages.getHref()}
      variant="subtle"
      color={transparent ? 'gray.0' : 'plum'}
      size="lg"
      radius="xl"
      aria-label={messagesButtonLabel(count)}
      className={classes.bell}
    >
      <IconMessageCircle size={22} stroke={1.6} aria-hidden="true" />
      {count > 0 ? (
        <span className={classes.badge} aria-hidden="true" data-testid="messages-badge">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      ) : null}
    </ActionIcon>
  );
}
