import { ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { SiteLink } from '@/components/site-link';
import { CountBadge } from './count-badge';
import classes from './header-count-link.module.css';

/** The header's desktop layout (the theme's md breakpoint), where the count buttons sit beside the account menu. */
const DESKTOP_QUERY = '(min-width: 64em)';

/** The header offers its count buttons in two places: beside the account menu and beside the burger. */
export type HeaderPlacement = 'desktop' | 'mobile';

/** Whether `placement` is the current layout's: only that one renders, so the page has one of each button. */
export function useIsHeaderPlacement(placement: HeaderPlacement): boolean {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return isDesktop === (placement === 'desktop');
}

/** A header icon button opening a page, with that page's unread count as a badge (the bell, Messages). */
export function HeaderCountLink({
  to,
  icon: ItemIcon,
  label,
  count,
  transparent,
  badgeTestId,
}: {
  to: string;
  icon: Icon;
  /** The accessible name, the count in words (`unreadLabel`). */
  label: string;
  count: number;
  transparent: boolean;
  badgeTestId: string;
}) {
  return (
    <ActionIcon
      component={SiteLink}
      to={to}
      variant="subtle"
      color={transparent ? 'gray.0' : 'plum'}
      size="lg"
      radius="xl"
      aria-label={label}
      className={classes.link}
    >
      <ItemIcon size={22} stroke={1.6} aria-hidden="true" />
      <CountBadge count={count} className={classes.badge} testId={badgeTestId} />
    </ActionIcon>
  );
}
