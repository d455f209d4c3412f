import { effectiveTarget, landingPathAfterSignIn, type Session } from '@canvas/shared';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { useSession } from '@/lib/session';
import { navigation } from '../navigation';
import { paths } from '../paths';

function hrefIfAvailable(item: { href: unknown; available: boolean }): string | null {
  return item.available && typeof item.href === 'string' ? item.href : null;
}

function SignInRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isSignedIn, signIn } = useSession();
  const from = searchParams.get('from');

  // Already signed in: straight on to where sign-in would have led (spec 1 §4).
  if (isSignedIn) {
    return <Navigate to={landingPathAfterSignIn(user ? effectiveTarget(user) : null, from)} replace />;
  }

  const onSignedIn = (session: Session) => {
    signIn(session);
    navigate(landingPathAfterSignIn(effectiveTarget(session.user), from), { replace: true });
  };

  return (
    <SignInPage
      onSignedIn={onSignedIn}
      termsHref={paths.terms}
      privacyHref={paths.privacyPolicy}
      forgotPasswordHref={hrefIfAvailable(navigation.signInPage.forgotPassword)}
      signUpHref={hrefIfAvailable(navigation.signInPage.signUp)}
    />
  );
}

export { SignInRoute as Component };
