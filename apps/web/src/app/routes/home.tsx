import { effectiveTarget, landingPathAfterSignIn, MEMBER_COUNT_TEXT } from '@canvas/shared';
import { HomePage } from '@/features/public/components/home-page';
import { useUserCount } from '@/features/users/api/get-user-count';
import { formatCount } from '@/lib/format';
import { useSession } from '@/lib/session';
import { paths } from '../paths';

function HomeRoute() {
  const { data: count } = useUserCount();
  const { isSignedIn, user } = useSession();
  const primaryAction = isSignedIn
    ? { label: 'Go to your account', href: landingPathAfterSignIn(user ? effectiveTarget(user) : null, null) }
    : { label: 'Sign in', href: paths.signIn.getHref() };
  return (
    <HomePage
      memberCountText={count === undefined ? MEMBER_COUNT_TEXT : formatCount(count)}
      primaryAction={primaryAction}
    />
  );
}

export { HomeRoute as Component };
