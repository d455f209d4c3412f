import { Badge, Container, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
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
  // The chat issue brings the unread messages; until then the badge's slot stays empty.
  const unreadMessages = 0;
  const indicatorOf = (indicator: NavIndicator | undefined) => {
    if (indicator === 'dashboardDot') {
      return context.user?.dashboardDot ? (
        <span className={classes.dot} role="img" aria-label="Something new" />
      ) : undefined;
    }
    const count =
      indicator === 'unreadNotifications'
        ? unreadNotifications
        : indicator === 'unreadMessages'
          ? unreadMessages
          : 0;
    return count > 0 ? (
      <Badge size="sm" circle={count < 10} aria-label={`${count} unread`}>
        {count > 99 ? '99+' : count}
      </Badge>
    ) : undefined;
  };

  return (
    <div className={classes.page}>
      <Container size="xl" className={classes.inner} data-with-sidebar={withSidebar || undefined}>
        {withSidebar ? (
          <nav aria-label={context.isAdmin ? 'Admin' : 'Your account'} className={classes.sidebar}>
            {links.map((link) => (
              <NavLink
                key={link.id}
                component={Link}
                to={link.href}
                label={link.label}
                // A screen's own pages (an invoice under Membership) keep its link marked.
                active={pathname === link.href || pathname.startsWith(`${link.href}/`)}
                leftSection={link.icon ? <link.icon size={18} stroke={1.6} aria-hidden="true" /> : undefined}
                rightSection={indicatorOf(link.indicator)}
                // The notification highlight (spec 3 §2): unread notifications set their link apart.
                data-highlighted={
                  (link.indicator === 'unreadNotifications' && unreadNotifications > 0) || undefined
                }
                className={classes.link}
              />
            ))}
          </nav>
        ) : null}
        <div className={classes.content}>
          <Outlet />
        </div>
      </Container>
    </div>
  );
}
