import { AccountOverview } from '@/features/users/components/account-overview';
import { useSignOut } from '../use-sign-out';

/**
 * /home and /admin-user show the account overview until their own screens (dashboard, admin
 * Users) are built.
 */
function AccountOverviewRoute() {
  const { signOut, isPending } = useSignOut();
  return <AccountOverview onSignOut={signOut} isSigningOut={isPending} />;
}

export { AccountOverviewRoute as Component };
