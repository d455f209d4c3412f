import type { Session } from '@canvas/shared';
import { Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCardHeader, AuthStatusIcon } from './auth-layout';

/** Seconds before the resend button works again (the API sends at most one email a minute). */
export const RESEND_COOLDOWN_SECONDS = 60;

function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: () => setRemaining(RESEND_COOLDOWN_SECONDS) };
}

function ResendForm({ email: knownEmail, justSent }: { email: string | null; justSent: boolean }) {
  const form = useForm({ mode: 'controlled', initialValues: { email: knownEmail ?? '' } });
  const email = form.values.email;
  const resend = useResendVerification();
  const countdown = useCountdown();
  const startedRef = useRef(false);
  // A fresh sign-up just sent the first email: the resend button waits its minute too.
  useEffect(() => {
    if (justSent && !startedRef.current) {
      startedRef.current = true;
      countdown.start();
    }
  }, [justSent, countdown]);

  const submit = form.onSubmit((values) => {
    if (!values.email.trim()) return;
    resend.mutate(values.email.trim(), { onSuccess: () => countdown.start() });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Resend verification email">
      <Stack gap="sm">
        {knownEmail ? null : (
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        )}
        {resend.isSuccess ? (
          <Text size="sm" c="teal.9" role="status">
            <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 4 }} />
            We sent a new link. It can take a minute to arrive.
          </Text>
        ) : null}
        <FormError error={resend.error} />
        <Button
          type="submit"
          variant="light"
          size="md"
          fullWidth
          loading={resend.isPending}
          disabled={countdown.remaining > 0 || !email.trim()}
        >
          {countdown.remaining > 0 ? `Resend email in ${countdown.remaining}s` : 'Resend verification email'}
        </Button>
      </Stack>
    </form>
  );
}

interface VerifyEmailStateProps {
  email: string | null;
  /** From the emailed link: confirmed as soon as the page opens. */
  token: string | null;
  /** The account was just created on this page (the first email went out a moment ago). */
  justRegistered: boolean;
  signInHref: string;
  signUpHref: string;
  onVerified: (session: Session) => void;
}

/** The 'verify' state of /get-started (spec 1 §2.1, §4): where the email went, and resend. */
export function VerifyEmailState({
  email,
  token,
  justRegistered,
  signInHref,
  signUpHref,
  onVerified,
}: VerifyEmailStateProps) {
  const verify = useVerifyEmail();
  const sentRef = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentRef.current === token) return;
    sentRef.current = token;
    verify.mutate(token, { onSuccess: onVerified });
  }, [token, verify, onVerified]);

  if (token && !verify.isError) {
    return (
      <Stack gap="lg" align="center" py="xl" role="status" aria-live="polite">
        <Loader color="plum" />
        <Text fw={500}>Verifying your email…</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthStatusIcon icon={IconMailCheck} />
      <AuthCardHeader
        title="Verify your email"
        description={
          email ? (
            <>
              We sent a verification link to <strong>{email}</strong>. Open it to finish creating your
              account.
            </>
          ) : (
            'Your email address is not verified yet. Open the link we emailed you, or send a new one.'
          )
        }
      />
      <FormError error={verify.error} />
      <ResendForm email={email} justSent={justRegistered} />
      <Text size="sm" c="dimmed" ta="center">
        Wrong address?{' '}
        <Anchor component={Link} to={signUpHref} size="sm" fw={500}>
          Sign up again
        </Anchor>{' '}
        · Already verified?{' '}
        <Anchor component={Link} to={signInHref} size="sm" fw={500}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
