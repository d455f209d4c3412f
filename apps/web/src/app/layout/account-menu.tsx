import type { User } from '@canvas/shared';
import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { SiteLink } from '@/components/site-link';
import { fullName } from '@/lib/format';
import type { ResolvedNavItem } from '../navigation';
import classes from './header.module.css';

interface AccountMenuProps {
  user: User | null;
  /** The admin screens (admins only), listed first under their own label. */
  adminLinks: ResolvedNavItem[];
  accountLinks: ResolvedNavItem[];
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** A member's menu in the header: who is signed in, their account screens, and signing out. */
export function AccountMenu({
  user,
  adminLinks,
  accountLinks: ownLinks,
  onSignOut,
  isSigningOut,
}: AccountMenuProps) {
  const displayName = user ? fullName(user.profile) || user.email : '';
  const accountLinks = [...adminLinks, ...ownLinks];
  return (
    <Menu position="bottom-end" offset={8} width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.accountTrigger}>
          {/* Named by its visible text (axe: label-content-name-mismatch), with a hidden prefix. */}
          <VisuallyHidden>Account menu for </VisuallyHidden>
          <InitialsAvatar
            name={user?.profile}
            email={user?.email}
            src={user?.profile.avatar}
            size={36}
            kind="you"
            fallback={null}
          />
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
        {adminLinks.length > 0 ? <Menu.Label>Admin</Menu.Label> : null}
        {accountLinks.map((item) => (
          <Menu.Item
            key={item.id}
            component={SiteLink}
            to={item.href}
            leftSection={item.icon ? <item.icon size={18} stroke={1.6} aria-hidden="true" /> : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden="true" />}
          onClick={onSignOut}
          disabled={isSigningOut}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
