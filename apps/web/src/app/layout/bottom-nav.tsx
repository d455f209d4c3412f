import { Button, Drawer, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconBriefcase,
  IconLayoutGrid,
  IconLogout,
  IconMessageCircle,
  IconPalette,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useChatUnread } from '@/api/chat/get-unread';
import { useMyCanvases } from '@/features/canvases/api/get-my-canvases';
import { paths } from '@/lib/paths';
import {
  BOTTOM_NAV_QUERY,
  type BottomNavId,
  type BottomNavItem,
  bottomNavSection,
  navigation,
  resolveBottomNav,
  resolveNavItems,
} from '../navigation';
import { useSignOut } from '../use-sign-out';
import classes from './bottom-nav.module.css';
import { CountBadge, unreadLabel } from './count-badge';
import { useNavContext } from './use-nav-context';

const ICONS: Record<BottomNavId, Icon> = {
  portfolio: IconPalette,
  browse: IconLayoutGrid,
  opportunities: IconBriefcase,
  messages: IconMessageCircle,
  account: IconUserCircle,
};

/** The bar's height with the phone's safe area; 64 px keeps every target above 44 px. */
const BOTTOM_NAV_HEIGHT = 'calc(64px + env(safe-area-inset-bottom, 0px))';
/** What the page and fixed buttons add below themselves while the bar is shown (0 otherwise). */
export const BOTTOM_NAV_OFFSET = '--canvas-bottom-nav-offset';

/** Text fields that raise the on-screen keyboard (a checkbox or a button does not). */
function isTextEntry(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (
    element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
    return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color', 'image'].includes(
    element.type,
  );
}

/**
 * Whether the on-screen keyboard is probably up: a text field has the focus. Phones do not say so
 * directly, and the nav would otherwise ride up on top of the keyboard and cover the field.
 */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isTextEntry(document.activeElement));
    // focusout fires before the next element has the focus; read it once the move has finished.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/** Their canvas: the editor when they have exactly one, otherwise the list (which also starts a first one). */
function usePortfolioHref(): string {
  const { data: canvases } = useMyCanvases();
  const only = canvases?.length === 1 ? canvases[0] : undefined;
  return only ? paths.canvasEditor[only.type].getHref(only.slug) : paths.myCanvases.getHref();
}

/**
 * A member's navigation at the bottom of a phone screen (issue 26): always in reach of the thumb,
 * with the page padded so nothing hides behind it. Not rendered for visitors, on desktop, on the
 * screens with their own bottom action bar, or while the keyboard is up.
 */
export function BottomNav() {
  const context = useNavContext();
  const isPhone = useMediaQuery(BOTTOM_NAV_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const shown = isPhone && context.isSignedIn && !context.isAdmin;
  // The other checks (the route, the keyboard) only hide it for a moment: kept mounted, so the
  // unread count and the canvas list are not asked for again on every page.
  return shown ? <MemberBottomNav /> : null;
}

function MemberBottomNav() {
  const context = useNavContext();
  const portfolioHref = usePortfolioHref();
  const items = resolveBottomNav(context, portfolioHref);
  const typing = useTyping();
  const { data: unread = 0 } = useChatUnread();
  const [sheetOpened, sheet] = useDisclosure(false);
  const visible = items !== null && !typing;

  // The page keeps room for the bar (root-layout.module.css), and fixed buttons rise above it.
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement.style;
    root.setProperty(BOTTOM_NAV_OFFSET, BOTTOM_NAV_HEIGHT);
    return () => {
      root.removeProperty(BOTTOM_NAV_OFFSET);
    };
  }, [visible]);

  if (!items) return null;
  const current = sheetOpened ? 'account' : bottomNavSection(context.pathname);
  return (
    <>
      <nav aria-label="Main" className={classes.bar} hidden={!visible}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id} className={classes.cell}>
              <BottomNavEntry
                item={item}
                current={current === item.id}
                count={item.indicator === 'unreadMessages' ? unread : 0}
                onAccount={sheet.open}
                sheetOpened={sheetOpened}
              />
            </li>
          ))}
        </ul>
      </nav>
      <AccountSheet opened={sheetOpened} onClose={sheet.close} />
    </>
  );
}

function BottomNavEntry({
  item,
  current,
  count,
  onAccount,
  sheetOpened,
}: {
  item: BottomNavItem;
  current: boolean;
  count: number;
  onAccount: () => void;
  sheetOpened: boolean;
}) {
  const ItemIcon = ICONS[item.id];
  // The label comes first in the markup (the item is a reversed column, so it shows under the icon),
  // and a space parts it from the count: the visible text reads "Messages 2", in the order of its
  // accessible name "Messages, 2 unread" (axe's label-content-name-mismatch; a flex item ignores the space).
  const content = (
    <>
      <span className={classes.label}>{item.label}</span>{' '}
      <span className={classes.iconWrap}>
        <ItemIcon size={24} stroke={current ? 2 : 1.6} aria-hidden="true" />
        <CountBadge count={count} className={classes.badge} testId="bottom-nav-badge" />
      </span>
    </>
  );
  // The count is said in words: the badge itself is hidden from screen readers.
  const name = count > 0 ? unreadLabel(item.label, count) : undefined;
  if (item.href === null) {
    return (
      <UnstyledButton
        className={classes.item}
        onClick={onAccount}
        aria-haspopup="dialog"
        aria-expanded={sheetOpened}
        data-active={current || undefined}
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <Link
      to={item.href}
      className={classes.item}
      aria-current={current ? 'page' : undefined}
      aria-label={name}
      data-active={current || undefined}
    >
      {content}
    </Link>
  );
}

/** Account: the member's screens of the account menu and signing out, as a sheet from the bottom. */
function AccountSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const context = useNavContext();
  const { signOut, isPending: isSigningOut } = useSignOut();
  const links = resolveNavItems(navigation.account, context);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title="Your account"
      classNames={{ content: classes.sheet }}
    >
      <Stack gap={4} pb="md">
        {context.user ? (
          <Text size="sm" c="dimmed" truncate="end" mb="xs">
            Signed in as {context.user.email}
          </Text>
        ) : null}
        {links.map((link) => (
          <NavLink
            key={link.id}
            component={Link}
            to={link.href}
            label={link.label}
            leftSection={link.icon ? <link.icon size={20} stroke={1.6} aria-hidden="true" /> : undefined}
            className={classes.sheetLink}
            onClick={onClose}
          />
        ))}
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => {
            onClose();
            signOut();
          }}
          loading={isSigningOut}
          size="md"
          mt="sm"
          fullWidth
        >
          Sign out
        </Button>
      </Stack>
    </Drawer>
  );
}
