import type { User } from '@canvas/shared';
import { Button, CloseButton, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { SiteLink } from '@/components/site-link';
import { Wordmark } from '@/components/wordmark';
import { fullName } from '@/lib/format';
import type { ResolvedNavItem, ResolvedNavigation } from '../navigation';
import classes from './mobile-menu.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  navigation: ResolvedNavigation;
  user: User | null;
  isSignedIn: boolean;
  onSignOut: () => void;
  isSigningOut: boolean;
  onBackToAdmin: () => void;
}

function Section({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: ResolvedNavItem[];
  onNavigate: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={title}>
      <Text className={classes.sectionTitle}>{title}</Text>
      {items.map((item) => (
        <NavLink
          key={item.id}
          component={SiteLink}
          to={item.href}
          label={item.label}
          description={item.description}
          leftSection={item.icon ? <item.icon size={20} stroke={1.6} aria-hidden="true" /> : undefined}
          className={classes.link}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}

/** Below 1024 px the header's items move into this drawer, in the same order (spec 1 §2.2). */
export function MobileMenu({
  opened,
  onClose,
  navigation,
  user,
  isSignedIn,
  onSignOut,
  isSigningOut,
  onBackToAdmin,
}: MobileMenuProps) {
  return (
    <Drawer.Root
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 380px)"
      hiddenFrom="md"
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label="Menu">
        <Drawer.Body className={classes.body}>
          {/* Our own top row: Mantine's drawer header is a <header>, a second banner landmark. The whole
          drawer is one navigation landmark so axe finds no content outside landmarks. */}
          <nav aria-label="Mobile menu" className={classes.nav}>
            <Group justify="space-between" wrap="nowrap" className={classes.header}>
              <Wordmark />
              <CloseButton onClick={onClose} aria-label="Close menu" size="lg" />
            </Group>
            <Stack gap="lg" className={classes.content}>
              {user ? (
                <Group gap="sm" wrap="nowrap" className={classes.identity}>
                  <InitialsAvatar
                    name={user.profile}
                    email={user.email}
                    src={user.profile.avatar}
                    size={44}
                    kind="you"
                  />
                  <div className={classes.identityText}>
                    <Text fw={600} truncate="end">
                      {fullName(user.profile) || user.email}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {user.email}
                    </Text>
                  </div>
                </Group>
              ) : null}

              {navigation.menus.map((menu) => (
                <Section key={menu.id} title={menu.label} items={menu.items} onNavigate={onClose} />
              ))}
              <Section title="Admin" items={navigation.admin} onNavigate={onClose} />
              <Section title="Your account" items={navigation.account} onNavigate={onClose} />

              <Stack gap="sm" className={classes.footer}>
                <Divider />
                {navigation.backToAdmin ? (
                  <Button
                    variant="light"
                    leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
                    onClick={() => {
                      onClose();
                      onBackToAdmin();
                    }}
                    fullWidth
                  >
                    {navigation.backToAdmin.label}
                  </Button>
                ) : null}
                {navigation.calls.map((item) => (
                  <Button
                    key={item.id}
                    component={SiteLink}
                    to={item.href}
                    variant="light"
                    fullWidth
                    onClick={onClose}
                  >
                    {item.label}
                  </Button>
                ))}
                {navigation.visitor.map((item, index) => (
                  <Button
                    key={item.id}
                    component={SiteLink}
                    to={item.href}
                    variant={index === 0 ? 'filled' : 'outline'}
                    size="md"
                    fullWidth
                    onClick={onClose}
                  >
                    {item.label}
                  </Button>
                ))}
                {isSignedIn ? (
                  <Button
                    variant="default"
                    leftSection={<IconLogout size={18} aria-hidden="true" />}
                    onClick={() => {
                      onClose();
                      onSignOut();
                    }}
                    loading={isSigningOut}
                    size="md"
                    fullWidth
                  >
                    Sign out
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
