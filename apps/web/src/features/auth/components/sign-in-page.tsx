import type { Session } from '@canvas/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCardHeader, AuthLayout } from './auth-layout';
import { ForgotPasswordStep, LinkSentStep, ResetPasswordStep } from './forgot-password-steps';
import { SignInForm } from './sign-in-form';
import { TermsNotice } from './terms-notice';

/** Spec 1 §2.3: 0 sign in, 1 enter email, 2 link sent, 3 set new password. */
export type SignInStep = 0 | 1 | 2 | 3;

interface SignInPageProps {
  step?: SignInStep;
  onSignedIn: (session: Session) => void;
  termsHref: string;
  privacyHref: string;
  /** Rendered only when the flows exist (see app/navigation.ts). */
  forgotPasswordHref?: string | null;
  signUpHref?: string | null;
  /** Step 0's own address, for 'Back to sign in'. */
  signInHref?: string;
  /** Step 2: where the link went (the step is shown only after a successful request). */
  sentTo?: string | null;
  onLinkSent?: (email: string) => void;
  onTryAgain?: () => void;
  /** Step 3: the token from the reset link. */
  resetToken?: string | null;
  /** Above the form: a partner's name when the page signs in for a partner site. */
  notice?: ReactNode;
  /** Google and Facebook buttons, when configured. */
  socialButtons?: ReactNode;
  /** Partner sign-in: the form authorizes the partner instead of signing in here. */
  partner?: {
    redirectUri: string;
    state: string;
    clientId: string | null;
    onAuthorized: (url: string) => void;
  };
  /** Replaces the card's content (a social sign-in finishing, a refused partner). */
  override?: ReactNode;
}

/** /sign-in (spec 1 §2.3): the sign-in card with its password-recovery steps. */
export function SignInPage({
  step = 0,
  onSignedIn,
  termsHref,
  privacyHref,
  forgotPasswordHref,
  signUpHref,
  signInHref = '/sign-in',
  sentTo = null,
  onLinkSent,
  onTryAgain,
  resetToken = null,
  notice,
  socialButtons,
  partner,
  override,
}: SignInPageProps) {
  const forgotHref = forgotPasswordHref ?? '/sign-in?step=1';
  let content: ReactNode;
  if (override) {
    content = override;
  } else if (step === 3) {
    content = <ResetPasswordStep token={resetToken} forgotHref={forgotHref} onSignedIn={onSignedIn} />;
  } else if (step === 2 && sentTo) {
    content = <LinkSentStep email={sentTo} signInHref={signInHref} onTryAgain={() => onTryAgain?.()} />;
  } else if (step === 1 || step === 2) {
    content = <ForgotPasswordStep signInHref={signInHref} onSent={(email) => onLinkSent?.(email)} />;
  } else {
    content = (
      <Stack gap="lg">
        <AuthCardHeader title="Welcome back" description="Sign in to your Canvas account." />
        {notice}
        <SignInForm
          onSignedIn={onSignedIn}
          forgotPasswordHref={forgotPasswordHref ?? null}
          partner={partner}
        />
        {socialButtons}
        {signUpHref ? (
          <Text size="sm" ta="center">
            New to Canvas?{' '}
            <Anchor component={Link} to={signUpHref} fw={600}>
              Sign up now
            </Anchor>
          </Text>
        ) : null}
        <TermsNotice action="signing in" termsHref={termsHref} privacyHref={privacyHref} />
      </Stack>
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
}
