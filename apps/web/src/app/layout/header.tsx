import {
  Avatar,
  Burger,
  Button,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '@/components/wordmark';
import { fullName, initials } from '@/lib/format';
import { useWindowScrollY } from '@/lib/use-window-scroll-y';
import {
  navigation as defaultNavigation,
  isHeaderTransparent,
  type Navigation,
  type ResolvedNavItem,
  resolveNavigation,
  TRANSPARENT_HEADER_MAX_SCROLL_PX,
} from '../navigation';
import { useBackToAdmin } from '../use-back-to-admin';
import { useSignOut } from '../use-sign-out';
import classes from './header.module.css';
import { useNavContext } from './use-nav-context';

// The drawer's code (Mantine's Drawer, focus trap, scroll lock) loads when it first opens.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

interface HeaderProps {
  /** The navigation data; tests pass a variant with more screens marked as built. */
  navigation?: Navigation;
}

function NavDropdown({ label, items }: { label: string; items: ResolvedNavItem[] }) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={160} position="bottom-start" offset={6}>
      <Menu.Target>
        <UnstyledButton className={classes.navTrigger}>
          {label}
          <IconChevronDown size={14} stroke={2} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {items.map((item) => (
          <Menu.Item
            key={item.id}
            component={Link}
            to={item.href}
            leftSection={item.icon ? <item.icon size={18} stroke={1.6} aria-hidden="true" /> : undefined}
          >
            <Text size="sm" fw={600}>
              {item.label}
            </Text>
            {item.description ? (
              <Text size="xs" c="dimmed">
                {item.description}
              </Text>
            ) : null}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header({ navigation = defaultNavigation }: HeaderProps) {
  const context = useNavContext();
  const nav = resolveNavigation(context, navigation);
  const scrollY = useWindowScrollY(TRANSPARENT_HEADER_MAX_SCROLL_PX);
  const [menuOpened, menu] = useDisclosure(false);
  // Mounted from the first opening on, so that closing it animates.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const [menuPath, setMenuPath] = useState(context.pathname);
  // Leaving the page (a link in the drawer, the back button) closes the mobile menu.
  if (menuPath !== context.pathname) {
    setMenuPath(context.pathname);
    if (menuOpened) menu.close();
  }
  const { signOut, isPending: isSigningOut } = useSignOut();
  const { backToAdmin, isPending: isRestoring } = useBackToAdmin();
  const transparent = isHeaderTransparent(context.pathname, scrollY);
  const { user } = context;
  const displayName = user ? fullName(user.profile) || user.email : '';
  const accountLinks = [...nav.admin, ...nav.account];

  return (
    <header className={classes.header} data-transparent={transparent || undefined}>
      <Container size="xl" className={classes.inner}>
        <Wordmark tone={transparent ? 'onBrand' : 'default'} />

        {nav.menus.length > 0 ? (
          <nav aria-label="Main" className={classes.mainNav}>
            {nav.menus.map((item) => (
              <NavDropdown key={item.id} label={item.label} items={item.items} />
            ))}
          </nav>
        ) : null}

        <Group gap="sm" className={classes.actions} visibleFrom="md">
          {nav.backToAdmin ? (
            <Button
              variant="subtle"
              color={transparent ? 'gray.0' : 'plum'}
              leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
              onClick={backToAdmin}
              loading={isRestoring}
            >
              {nav.backToAdmin.label}
            </Button>
          ) : null}
          {nav.calls.map((item) => (
            <Button
              key={item.id}
              component={Link}
              to={item.href}
              variant={transparent ? 'white' : 'light'}
              color="plum"
            >
              {item.label}
            </Button>
          ))}
          {nav.visitor.map((item, index) => (
            <Button
              key={item.id}
              component={Link}
              to={item.href}
              variant={index === 0 ? (transparent ? 'white' : 'filled') : 'outline'}
              color="plum"
            >
              {item.label}
            </Button>
          ))}
          {context.isSignedIn ? (
            <Menu position="bottom-end" offset={8} width={240}>
              <Menu.Target>
                <UnstyledButton className={classes.accountTrigger}>
                  {/* Named by its visible text (axe: label-content-name-mismatch), with a hidden prefix. */}
                  <VisuallyHidden>Account menu for </VisuallyHidden>
                  <Avatar
                    src={user?.profile.avatar ?? null}
                    alt=""
                    aria-hidden="true"
                    radius="xl"
                    size={36}
                    color="blush.2"
                    variant="filled"
                  >
                    {user ? initials(user.profile, user.email) : null}
                  </Avatar>
                  <span className={classes.accountName}>{displayName || 'your account'}</span>
                  <IconChevronDown size={14} stroke={2} aria-hidden="true" />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown className={classes.dropdown}>
                {user ? (
                  <Menu.Label>
                    <Text size="xs" c="dimmed" truncate="end">
                      Signed in as {user.email}
                    </Text>
                  </Menu.Label>
                ) : null}
                {nav.admin.length > 0 ? <Menu.Label>Admin</Menu.Label> : null}
                {accountLinks.map((item) => (
                  <Menu.Item
                    key={item.id}
                    component={Link}
                    to={item.href}
                    leftSection={
                      item.icon ? <item.icon size={18} stroke={1.6} aria-hidden="true" /> : undefined
                    }
                  >
                    {item.label}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item
                  leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
                  onClick={signOut}
                  disabled={isSigningOut}
                >
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>

        <Burger
          hiddenFrom="md"
          opened={menuOpened}
          onClick={menu.toggle}
          color={transparent ? 'gray.0' : 'plum.9'}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
          className={classes.burger}
        />
      </Container>

      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            navigation={nav}
            user={user}
            isSignedIn={context.isSignedIn}
            onSignOut={signOut}
            isSigningOut={isSigningOut}
            onBackToAdmin={backToAdmin}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
