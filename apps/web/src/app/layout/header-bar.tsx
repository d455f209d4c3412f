import { Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp, IconChevronDown } from '@tabler/icons-react';
import { lazy, type PointerEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { SiteLink } from '@/components/site-link';
import { Wordmark } from '@/components/wordmark';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { defineIsland } from '@/lib/define-island';
import { useWindowScrollY } from '@/lib/use-window-scroll-y';
import {
  navigation as defaultNavigation,
  isHeaderTransparent,
  type NavContext,
  type Navigation,
  type ResolvedNavItem,
  type ResolvedNavigation,
  resolveNavigation,
  TRANSPARENT_HEADER_MAX_SCROLL_PX,
} from '../navigation';
import classes from './header.module.css';

// The drawer's code (Mantine's Drawer, focus trap, scroll lock) loads when it first opens, with the
// styles a prerendered page defers.
const MobileMenu = lazy(() =>
  Promise.all([import('./mobile-menu'), loadDeferredStyles()]).then(([module]) => ({
    default: module.MobileMenu,
  })),
);

const noop = () => {};

/** How long the pointer rests on or leaves a menu before it opens or closes (ms). */
const HOVER_OPEN_MS = 60;
const HOVER_CLOSE_MS = 160;

/**
 * A menu of the main navigation: a button that shows and hides a panel of links (the disclosure
 * pattern for site navigation), on click, on hover with a mouse, closed by Escape, by a click
 * elsewhere or by focus leaving it. The links are in the markup from the start, so they are
 * there before any script and for search engines.
 */
function NavDropdown({ label, items }: { label: string; items: ResolvedNavItem[] }) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverTo = (next: boolean) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpened(next), next ? HOVER_OPEN_MS : HOVER_CLOSE_MS);
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [opened]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and Escape for the button and links inside it; the wrapper itself is no control.
    <div
      ref={rootRef}
      className={classes.navItem}
      onPointerEnter={hoverTo(true)}
      onPointerLeave={hoverTo(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !opened) return;
        setOpened(false);
        triggerRef.current?.focus();
      }}
    >
      <UnstyledButton
        ref={triggerRef}
        className={classes.navTrigger}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          setOpened((current) => !current);
        }}
      >
        {label}
        <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.navChevron} />
      </UnstyledButton>
      <div id={panelId} className={classes.navPanel} hidden={!opened}>
        <ul className={classes.navList}>
          {items.map((item) => (
            <li key={item.id}>
              <SiteLink to={item.href} className={classes.navLink} onClick={() => setOpened(false)}>
                {item.icon ? (
                  <item.icon size={18} stroke={1.6} aria-hidden="true" className={classes.navLinkIcon} />
                ) : null}
                <span>
                  <Text component="span" size="sm" fw={600} display="block">
                    {item.label}
                  </Text>
                  {item.description ? (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {item.description}
                    </Text>
                  ) : null}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface HeaderBarProps {
  context: NavContext;
  /** A member's account menu (account-menu.tsx) for the resolved navigation, beside the calls to action. */
  accountMenu?: (nav: ResolvedNavigation) => ReactNode;
  /** A member's notification bell (notification-bell.tsx), asked for each of its two places. */
  notificationBell?: (placement: 'desktop' | 'mobile', transparent: boolean) => ReactNode;
  navigation?: Navigation;
  onSignOut?: () => void;
  isSigningOut?: boolean;
  onBackToAdmin?: () => void;
  isRestoring?: boolean;
}

/** The site header for whoever `context` describes; its actions come from the caller. */
export function HeaderBar({
  context,
  accountMenu,
  notificationBell,
  navigation = defaultNavigation,
  onSignOut = noop,
  isSigningOut = false,
  onBackToAdmin = noop,
  isRestoring = false,
}: HeaderBarProps) {
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
  const transparent = isHeaderTransparent(context.pathname, scrollY);
  const { user } = context;

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
              onClick={onBackToAdmin}
              loading={isRestoring}
            >
              {nav.backToAdmin.label}
            </Button>
          ) : null}
          {nav.calls.map((item) => (
            <Button
              key={item.id}
              component={SiteLink}
              to={item.href}
              variant={transparent ? 'white' : 'light'}
              color="plum"
              // A visitor's row also holds Sign in and Create account: the calls wait for lg there.
              className={context.isSignedIn ? undefined : classes.visitorCall}
            >
              {item.label}
            </Button>
          ))}
          {nav.visitor.map((item, index) => (
            <Button
              key={item.id}
              component={SiteLink}
              to={item.href}
              variant={index === 0 ? (transparent ? 'white' : 'filled') : 'outline'}
              // On the transparent header (a dark hero) the outlined button is drawn in white.
              color={index > 0 && transparent ? 'gray.0' : 'plum'}
            >
              {item.label}
            </Button>
          ))}
          {notificationBell?.('desktop', transparent)}
          {accountMenu?.(nav)}
        </Group>

        {notificationBell ? (
          <div className={classes.mobileBell}>{notificationBell('mobile', transparent)}</div>
        ) : null}

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
            onSignOut={onSignOut}
            isSigningOut={isSigningOut}
            onBackToAdmin={onBackToAdmin}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

/** A visitor's header on `pathname`: what a prerendered page carries, hydrated as an island. */
export function VisitorHeader({
  pathname,
  search,
  navigation,
}: {
  pathname: string;
  search: string;
  navigation?: Navigation;
}) {
  const context: NavContext = {
    pathname,
    search,
    user: null,
    isSignedIn: false,
    isAdmin: false,
    isImpersonating: false,
  };
  return <HeaderBar context={context} navigation={navigation} />;
}

export const VisitorHeaderIsland = defineIsland('site-header', VisitorHeader, 'form');
