import { InvitationPage } from '@/features/canvases/components/pages/invitation-page';
import { useSignOut } from '../use-sign-out';

/** /invitation?code= (issue 20): signing out belongs to the app, so the route hands it to the page. */
function InvitationRoute() {
  const { signOutTo, isPending } = useSignOut();
  return <InvitationPage onSignOut={signOutTo} isSigningOut={isPending} />;
}

export { InvitationRoute as Component };
