import { Container, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { navigation, resolveNavItems } from '../navigation';
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
