import { AccountOverview } from '@/features/users/components/account-overview';
import { useSignOut } from '../use-sign-out';

/** /admin-user shows the account overview until the admin Users screen is built (/home is My Dashboard). */
function AccountOverviewRoute() {
  const { signOut, isPending } = useSignOut();
  return <AccountOverview onSignOut={signOut} isSigningOut={isPending} />;
}

export { AccountOverviewRoute as Component };
