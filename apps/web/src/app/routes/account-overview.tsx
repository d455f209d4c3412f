import { AccountOverview } from '@/features/users/components/account-overview';
import { useSignOut } from '../use-sign-out';

/**
 * /home, /my-canvases and /admin-user all show the account overview until their own screens
 * (dashboard, My Canvases, admin Users) are built.
 */
function AccountOverviewRoute() {
  const { signOut, isPending } = useSignOut();
  return <AccountOverview onSignOut={signOut} isSigningOut={isPending} />;
}

export { AccountOverviewRoute as Component };
