import { forgotPasswordSchema, messages, type Session } from '@canvas/shared';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { isApiError } from '@/lib/api-client';
import { focusNextPageHeading } from '@/lib/focus-main';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthCardHeader, AuthStatusIcon } from './auth-layout';
import { EmailField } from './email-field';
import { isNewPasswordReady, NewPasswordFields, useNewPasswordForm } from './new-password-fields';

function BackToSignIn({ href }: { href: string }) {
  return (
    <Anchor component={Link} to={href} size="sm" fw={500} ta="center">
      <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );
}

/** Step 1: enter the account's email; on success the page moves to step 2. */
export function ForgotPasswordStep({
  signInHref,
  defaultEmail = '',
  onSent,
}: {
  signInHref: string;
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: defaultEmail },
    validate: zodFormResolver(forgotPasswordSchema),
    // The contract's parsed email (trimmed, lower case) is what is sent and shown on the next step.
    transformValues: (values) => forgotPasswordSchema.parse(values),
  });

  const submit = form.onSubmit(({ email }) => {
    forgot.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => setServerFieldError(form, error),
    });
  });

  return (
    <Stack gap="lg">
      <AuthCardHeader
        title="Forgot your password?"
        description="Enter the email of your account and we will send you a link to choose a new password."
      />
      <form onSubmit={submit} noValidate aria-label="Recover password">
        <Stack gap="md">
          <EmailField form={form} autoFocus />
          <FormError error={forgot.error} form={form} />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <BackToSignIn href={signInHref} />
    </Stack>
  );
}

/** Step 2: shown only after the request succeeded (spec 1 §2.3). */
export function LinkSentStep({
  email,
  signInHref,
  onTryAgain,
}: {
  email: string;
  signInHref: string;
  onTryAgain: () => void;
}) {
  return (
    <Stack gap="lg" align="stretch">
      <AuthStatusIcon icon={IconMailForward} />
      <AuthCardHeader
        title="Check your email"
        description={
          <>
            If an account exists for <strong>{email}</strong>, a link to reset its password is on its way. The
            link works once and expires in one hour.
          </>
        }
      />
      <Text size="sm" c="dimmed">
        No email after a few minutes? Check your spam folder, or{' '}
        <Anchor component="button" type="button" size="sm" fw={500} onClick={onTryAgain}>
          try again
        </Anchor>
        .
      </Text>
      <BackToSignIn href={signInHref} />
    </Stack>
  );
}

/** Step 3: reached through the emailed link; sets the password and signs the user in. */
export function ResetPasswordStep({
  token,
  forgotHref,
  onSignedIn,
}: {
  token: string | null;
  forgotHref: string;
  onSignedIn: (session: Session) => void;
}) {
  const form = useNewPasswordForm();
  const reset = useResetPassword();
  const ready = isNewPasswordReady(form.values);

  if (!token) {
    return (
      <Stack gap="lg">
        <AuthCardHeader title="Set a new password" />
        <FormError>{messages.resetLinkInvalid}</FormError>
        <Button component={Link} to={forgotHref} size="md" fullWidth>
          Request a new link
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { forgotPasswordLink: token, password: values.password },
      {
        onSuccess: (session) => {
          // Signed in with the new password: as after sign-in, focus starts at the next page's heading.
          focusNextPageHeading();
          onSignedIn(session);
        },
        onError: (failure) => setServerFieldError(form, failure),
      },
    );
  });

  const error = reset.error;
  const linkBroken = isApiError(error) && error.field === 'forgotPasswordLink';

  return (
    <Stack gap="lg">
      <AuthCardHeader
        title="Set a new password"
        description="Choose the password you will sign in with from now on."
      />
      <form onSubmit={submit} noValidate aria-label="Set a new password">
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <FormError error={error} form={form} />
          {linkBroken ? (
            <Button component={Link} to={forgotHref} variant="light" size="md" fullWidth>
              Request a new link
            </Button>
          ) : (
            <Button type="submit" size="md" fullWidth disabled={!ready} loading={reset.isPending}>
              Save new password
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
