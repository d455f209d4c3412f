import { Badge, Container, NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useChatUnread } from '@/api/chat/get-unread';
import { useNotificationCounter } from '@/api/notifications/get-notification-counter';
import { type NavIndicator, navigation, resolveNavItems } from '../navigation';
import classes from './dashboard-layout.module.css';
import { useNavContext } from './use-nav-context';

/**
 * The signed-in shell (spec 3 §2). The sidebar lists the account or admin screens that exist;
 * with a single screen there is nothing to switch to, so the page uses the full width.
 */
export function DashboardLayout() {
  const context = useNavContext();
  const { pathname } = useLocation();
  const links = resolveNavItems(context.isAdmin ? navigation.admin : navigation.account, context);
  const withSidebar = links.length > 1;
  const { data: unreadNotifications = 0 } = useNotificationCounter(context.isSignedIn && !context.isAdmin);
  const { data: unreadMessages = 0 } = useChatUnread(context.isSignedIn);
  /** What an indicator says (its badge or dot is hidden from the link's name, which stays the label). */
  const indicatorOf = (
    indicator: NavIndicator | undefined,
  ): { mark: ReactNode; description: string } | null => {
    if (indicator === 'dashboardDot') {
      return context.user?.dashboardDot
        ? { mark: <span className={classes.dot} aria-hidden="true" />, description: 'Something new' }
        : null;
    }
    const count =
      indicator === 'unreadNotifications'
        ? unreadNotifications
        : indicator === 'unreadMessages'
          ? unreadMessages
          : 0;
    if (count <= 0) return null;
    return {
      mark: (
        <Badge size="sm" circle={count < 10} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </Badge>
      ),
      description: `${count} unread`,
    };
  };

  return (
    <div className={classes.page}>
      <Container size="xl" className={classes.inner} data-with-sidebar={withSidebar || undefined}>
        {withSidebar ? (
          <nav aria-label={context.isAdmin ? 'Admin' : 'Your account'} className={classes.sidebar}>
            {links.map((link) => {
              const indicator = indicatorOf(link.indicator);
              return (
                <NavLink
                  key={link.id}
                  component={Link}
                  to={link.href}
                  label={link.label}
                  // A screen's own pages (an invoice under Membership) keep its link marked.
                  active={pathname === link.href || pathname.startsWith(`${link.href}/`)}
                  leftSection={
                    link.icon ? <link.icon size={18} stroke={1.6} aria-hidden="true" /> : undefined
                  }
                  rightSection={indicator?.mark}
                  aria-description={indicator?.description}
                  // The notification highlight (spec 3 §2): unread notifications set their link apart.
                  data-highlighted={
                    (link.indicator === 'unreadNotifications' && unreadNotifications > 0) || undefined
                  }
                  className={classes.link}
                />
              );
            })}
          </nav>
        ) : null}
        <div className={classes.content}>
          <Outlet />
        </div>
      </Container>
    </div>
  );
}
