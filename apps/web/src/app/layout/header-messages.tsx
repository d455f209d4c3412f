import { IconMessageCircle } from '@tabler/icons-react';
import { useChatUnread } from '@/api/chat/get-unread';
import { paths } from '@/lib/paths';
import { unreadLabel } from './count-badge';
import { HeaderCountLink, type HeaderPlacement, useIsHeaderPlacement } from './header-count-link';

/** The button's accessible name: its count in words, since the badge itself is hidden from readers. */
export function messagesButtonLabel(count: number): string {
  return unreadLabel('Messages', count);
}

/**
 * The header's Messages button beside the bell: unread messages as a badge, opening /message.
 * The count follows live events and refreshes when the window regains focus (api/chat/get-unread.ts).
 */
export function HeaderMessages({
  placement,
  transparent = false,
}: {
  placement: HeaderPlacement;
  transparent?: boolean;
}) {
  // Only the shown placement listens to live events.
  if (!useIsHeaderPlacement(placement)) return null;
  return <MessagesLink transparent={transparent} />;
}

function MessagesLink({ transparent }: { transparent: boolean }) {
  const { data: count = 0 } = useChatUnread();
  return (
    <HeaderCountLink
      to={paths.messages.getHref()}
      icon={IconMessageCircle}
      label={messagesButtonLabel(count)}
      count={count}
      transparent={transparent}
      badgeTestId="messages-badge"
    />
  );
}
