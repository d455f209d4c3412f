import { effectiveTarget, isSafeReturnPath, landingPathAfterSignIn, type Session } from '@canvas/shared';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { GetStartedPage } from '@/features/auth/components/get-started-page';
import {
  readPendingEmail,
  readSignupDestination,
  rememberSignupDestination,
} from '@/features/auth/pending-verification';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

function GetStartedRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isSignedIn, signIn } = useSession();
  const [justRegistered, setJustRegistered] = useState(false);
  const state = searchParams.get('state') === 'verify' ? 'verify' : 'form';
  const token = searchParams.get('token');
  const destination = searchParams.get('destination');

  const onVerified = useCallback(
    (session: Session) => {
      signIn(session);
      const headedFor = readSignupDestination();
      // Used once: a later sign-up in this browser starts from its own page.
      rememberSignupDestination(null);
      navigate(landingPathAfterSignIn(effectiveTarget(session.user), headedFor), { replace: true });
    },
    [signIn, navigate],
  );

  if (isSignedIn && !token) {
    return <Navigate to={landingPathAfterSignIn(user ? effectiveTarget(user) : null, destination)} replace />;
  }

  return (
    <GetStartedPage
      state={state}
      email={searchParams.get('email') ?? readPendingEmail()}
      prefilledEmail={searchParams.get('prefilled') ?? ''}
      token={token}
      justRegistered={justRegistered}
      attribution={{
        source: searchParams.get('source') ?? undefined,
        rep: searchParams.get('rep') ?? undefined,
      }}
      // Signing in after all keeps where the visitor was headed (landingPathAfterSignIn checks it again).
      signInHref={paths.signIn.getHref({ from: isSafeReturnPath(destination) ? destination : null })}
      signUpHref={paths.getStarted.getHref()}
      termsHref={paths.terms.getHref()}
      privacyHref={paths.privacyPolicy.getHref()}
      onRegistered={(email) => {
        rememberSignupDestination(destination);
        setJustRegistered(true);
        navigate(paths.getStarted.getHref({ state: 'verify', email }));
      }}
      onVerified={onVerified}
    />
  );
}

export { GetStartedRoute as Component };
