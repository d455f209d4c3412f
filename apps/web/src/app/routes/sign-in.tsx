import { effectiveTarget, isSafeReturnPath, landingPathAfterSignIn, type Session } from '@canvas/shared';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePartnerClient } from '@/features/auth/api/get-partner-client';
import {
  PartnerContinue,
  PartnerLoading,
  PartnerNotice,
  PartnerRefused,
} from '@/features/auth/components/partner-notice';
import { SignInPage, type SignInStep } from '@/features/auth/components/sign-in-page';
import { SignInReason } from '@/features/auth/components/sign-in-reason';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { SocialTicketExchange } from '@/features/auth/components/social-ticket';
import { useCanvas } from '@/features/canvases/api/get-canvas';
import { signInIntentOf, signInReason } from '@/features/canvases/components/canvas-view/sign-in-intent';
import { canvasDisplayName } from '@/features/canvases/components/canvas-view/view-rules';
import { apiUrl } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { navigation } from '../navigation';

/** The flows behind these links exist only when their navigation items say so. */
const isAvailable = (id: 'forgotPassword' | 'signUp') => navigation.signInPage[id].available;

/** Spec 1 §2.1: school=paul_mitchell sends the user to /company-info after sign-in. */
const PAUL_MITCHELL_SCHOOL = 'paul_mitchell';

function parseStep(value: string | null): SignInStep {
  const step = Number(value ?? 0);
  return step === 1 || step === 2 || step === 3 ? step : 0;
}

/**
 * Why the visitor is here, when a canvas's Message me or Bookmark sent them ('Sign in to save Maya
 * Lopez'): the intent rides in `from`, and the name comes from the canvas (usually still cached).
 */
function useSignInReason(from: string | null): string | null {
  const target = signInIntentOf(from);
  const canvas = useCanvas(target?.idOrSlug ?? null);
  if (!target || !canvas.data) return null;
  return signInReason(target.intent, canvasDisplayName(canvas.data));
}

/** The browser leaves for the partner site: a full navigation, never a client-side route. */
function leaveForPartner(url: string) {
  window.location.assign(url);
}

function PartnerSignIn({ redirectUri }: { redirectUri: string }) {
  const [searchParams] = useSearchParams();
  const { user, isSignedIn, signOut } = useSession();
  const clientId = searchParams.get('client_id');
  const client = usePartnerClient(redirectUri, clientId);
  const partner = {
    redirectUri,
    state: searchParams.get('state') ?? '',
    clientId,
    onAuthorized: leaveForPartner,
  };
  // Spec 1 §2.3: 'Sign up now' keeps the query in the OAuth case.
  const signUpHref = paths.getStarted.getHref(searchParams);

  let override: React.ReactNode = null;
  if (client.isPending) override = <PartnerLoading />;
  else if (client.isError) override = <PartnerRefused />;
  else if (isSignedIn && user) {
    override = (
      <PartnerContinue name={client.data.name} email={user.email} partner={partner} onUseAnother={signOut} />
    );
  }

  return (
    <SignInPage
      onSignedIn={() => undefined}
      termsHref={paths.terms.getHref()}
      privacyHref={paths.privacyPolicy.getHref()}
      forgotPasswordHref={isAvailable('forgotPassword') ? paths.signIn.getHref({ step: 1 }) : null}
      signUpHref={isAvailable('signUp') ? signUpHref : null}
      notice={client.data ? <PartnerNotice name={client.data.name} /> : null}
      partner={partner}
      override={override}
    />
  );
}

function SignInRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isSignedIn, signIn } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const from = searchParams.get('from');
  const step = parseStep(searchParams.get('step'));
  const isSchoolFlow = searchParams.get('school') === PAUL_MITCHELL_SCHOOL;
  const redirectUri = searchParams.get('redirect_uri');
  const ticket = searchParams.get('ticket');
  const platform = searchParams.get('platform') === 'facebook' ? 'facebook' : 'google';
  const socialError = searchParams.get('social_error');
  const reason = useSignInReason(from);

  const destination = useCallback(
    (session: Pick<Session, 'user'> | null) =>
      isSchoolFlow
        ? paths.companyInfo.getHref()
        : landingPathAfterSignIn(session ? effectiveTarget(session.user) : null, from),
    [isSchoolFlow, from],
  );

  const onSignedIn = useCallback(
    (session: Session) => {
      signIn(session);
      navigate(destination(session), { replace: true });
    },
    [signIn, navigate, destination],
  );

  const clearSocialParams = useCallback(() => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of ['ticket', 'platform', 'social_error']) params.delete(key);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  // Spec 1 §8: a failed social sign-in shows 'Login failed' (or 'Login Failure' for Facebook) as a toast.
  useEffect(() => {
    if (!socialError) return;
    notify.error({ id: 'social-sign-in', message: socialError });
    clearSocialParams();
  }, [socialError, clearSocialParams]);

  const onTicketFailed = useCallback(
    (message: string | null) => {
      notify.error({ id: 'social-sign-in', message: message ?? 'Login failed' });
      clearSocialParams();
    },
    [clearSocialParams],
  );

  if (redirectUri) return <PartnerSignIn redirectUri={redirectUri} />;

  // Already signed in: straight on to where sign-in would have led (spec 1 §4). Step 3 stays
  // reachable so a reset link opened in a signed-in browser still works.
  if (isSignedIn && step !== 3 && !ticket) {
    return <Navigate to={destination(user ? { user } : null)} replace />;
  }

  const keep = { from, school: searchParams.get('school') };
  const goToStep = (next: SignInStep) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 0) params.delete('step');
        else params.set('step', String(next));
        params.delete('token');
        return params;
      },
      { replace: next === 2 },
    );
  };

  return (
    <SignInPage
      step={step}
      onSignedIn={onSignedIn}
      termsHref={paths.terms.getHref()}
      privacyHref={paths.privacyPolicy.getHref()}
      forgotPasswordHref={isAvailable('forgotPassword') ? paths.signIn.getHref({ ...keep, step: 1 }) : null}
      signUpHref={
        isAvailable('signUp')
          ? // 'Sign up now' instead of signing in still returns to from, after the emailed link.
            paths.getStarted.getHref({ destination: isSafeReturnPath(from) ? from : null })
          : null
      }
      signInHref={paths.signIn.getHref(keep)}
      sentTo={step === 2 ? sentTo : null}
      onLinkSent={(email) => {
        setSentTo(email);
        goToStep(2);
      }}
      onTryAgain={() => goToStep(1)}
      resetToken={searchParams.get('token')}
      notice={reason ? <SignInReason reason={reason} /> : null}
      socialButtons={
        <SocialButtons
          startHref={(provider) => apiUrl(apiPaths.auth.socialStart(provider), { from: from || null })}
        />
      }
      override={
        ticket ? (
          <SocialTicketExchange
            ticket={ticket}
            platform={platform}
            onSignedIn={onSignedIn}
            onFailed={onTicketFailed}
          />
        ) : null
      }
    />
  );
}

export { SignInRoute as Component };
