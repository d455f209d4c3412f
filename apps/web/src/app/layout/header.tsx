import { Group } from '@mantine/core';
import type { NavContext, Navigation } from '../navigation';
import { useBackToAdmin } from '../use-back-to-admin';
import { useSignOut } from '../use-sign-out';
import { AccountMenu } from './account-menu';
import { HeaderBar, VisitorHeaderIsland } from './header-bar';
import { HeaderMessages } from './header-messages';
import { NotificationBell } from './notification-bell';
import { useNavContext } from './use-nav-context';

interface HeaderProps {
  /** The navigation data; tests pass a variant with more screens marked as built. */
  navigation?: Navigation;
}

/** A signed-in member's header: their account menu, signing out, going back to the admin session. */
function MemberHeader({ context, navigation }: { context: NavContext; navigation?: Navigation }) {
  const { signOut, isPending: isSigningOut } = useSignOut();
  const { backToAdmin, isPending: isRestoring } = useBackToAdmin();
  return (
    <HeaderBar
      context={context}
      navigation={navigation}
      accountMenu={(nav) => (
        <AccountMenu
          user={context.user}
          adminLinks={nav.admin}
          accountLinks={nav.account}
          onSignOut={signOut}
          isSigningOut={isSigningOut}
        />
      )}
      notificationBell={(placement, transparent) => (
        <Group gap={4} wrap="nowrap">
          <HeaderMessages placement={placement} transparent={transparent} />
          <NotificationBell placement={placement} transparent={transparent} />
        </Group>
      )}
      onSignOut={signOut}
      isSigningOut={isSigningOut}
      onBackToAdmin={backToAdmin}
      isRestoring={isRestoring}
    />
  );
}

/**
 * The site header: a member's with their account menu, or a visitor's (an island: header-bar.tsx,
 * without the router or the session, which a prerendered page does not load).
 */
export function Header({ navigation }: HeaderProps) {
  const context = useNavContext();
  if (context.isSignedIn) return <MemberHeader context={context} navigation={navigation} />;
  return <VisitorHeaderIsland pathname={context.pathname} search={context.search} navigation={navigation} />;
}
