import type { RegisterInput, Session } from '@canvas/shared';
import { Stack } from '@mantine/core';
import { AuthCardHeader, AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';
import { VerifyEmailState } from './verify-email-state';

interface GetStartedPageProps {
  state: 'form' | 'verify';
  email: string | null;
  prefilledEmail?: string;
  token: string | null;
  justRegistered: boolean;
  attribution: Pick<RegisterInput, 'source' | 'rep'>;
  signInHref: string;
  signUpHref: string;
  termsHref: string;
  privacyHref: string;
  onRegistered: (email: string) => void;
  onVerified: (session: Session) => void;
}

/** /get-started (spec 1 §2.1): the sign-up form, and its 'verify' state. */
export function GetStartedPage(props: GetStartedPageProps) {
  return (
    <AuthLayout
      wide={props.state === 'form'}
      brandTitle={
        <>
          Build the portfolio your <em>talent</em> deserves.
        </>
      }
    >
      {props.state === 'verify' ? (
        <VerifyEmailState
          email={props.email}
          token={props.token}
          justRegistered={props.justRegistered}
          signInHref={props.signInHref}
          signUpHref={props.signUpHref}
          onVerified={props.onVerified}
        />
      ) : (
        <Stack gap="lg">
          <AuthCardHeader
            title="Create your account"
            description="Free for students and beauty pros. It takes less than three minutes."
          />
          <SignUpForm
            defaultEmail={props.prefilledEmail}
            attribution={props.attribution}
            signInHref={props.signInHref}
            termsHref={props.termsHref}
            privacyHref={props.privacyHref}
            onRegistered={props.onRegistered}
          />
        </Stack>
      )}
    </AuthLayout>
  );
}
