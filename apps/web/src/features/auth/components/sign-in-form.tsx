import { loginSchema, type Session } from '@canvas/shared';
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { FormError } from '@/components/form-error';
import { isApiError } from '@/lib/api-client';
import { focusNextPageHeading } from '@/lib/focus-main';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useAuthorizePartner } from '../api/authorize-partner';
import { type LoginCredentials, useLogin } from '../api/login';
import { EmailField } from './email-field';

interface SignInFormProps {
  onSignedIn: (session: Session) => void;
  /** 'Forgot password?' is rendered only when its flow exists. */
  forgotPasswordHref?: string | null;
  /** Partner sign-in (spec 1 §2.3): the credentials go to /oauth/authorize and the browser leaves. */
  partner?: {
    redirectUri: string;
    state: string;
    clientId: string | null;
    onAuthorized: (url: string) => void;
  };
}

/**
 * Email and password, validated with the shared login contract so the messages are the spec's
 * ('Please enter correct email address.', 'Please enter your password.'). Server refusals (wrong
 * password, too many attempts) appear in the form rather than as a toast. After many failed
 * sign-ins to the account the server asks for a proof of work (field `captcha`): the captcha field
 * appears, and each try spends one solution.
 */
export function SignInForm({ onSignedIn, forgotPasswordHref = null, partner }: SignInFormProps) {
  const signIn = useLogin();
  const authorize = useAuthorizePartner();
  const login = partner ? authorize : signIn;
  const form = useForm<LoginCredentials>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodFormResolver(loginSchema, (values) => ({ platformType: 'internal', ...values })),
  });

  const [asksCaptcha, setAsksCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  const onError = (error: Error) => {
    setServerFieldError(form, error);
    if (isApiError(error) && error.field === 'captcha') setAsksCaptcha(true);
    // A solution buys one try: the next one needs a fresh proof of work.
    if (captcha !== null) setCaptchaReset((count) => count + 1);
  };

  const submit = form.onSubmit((values) => {
    const credentials = {
      email: values.email.trim(),
      password: values.password,
      ...(asksCaptcha && captcha ? { captcha } : {}),
    };
    if (partner) {
      authorize.mutate(
        {
          ...credentials,
          redirect_uri: partner.redirectUri,
          state: partner.state,
          client_id: partner.clientId ?? undefined,
        },
        { onSuccess: (result) => partner.onAuthorized(result.redirect_to), onError },
      );
      return;
    }
    signIn.mutate(credentials, {
      onSuccess: (session) => {
        // Keyboard users land on the new page's heading, not at the top of the document.
        focusNextPageHeading();
        onSignedIn(session);
      },
      onError,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <EmailField form={form} />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          {forgotPasswordHref ? (
            <Group justify="flex-end">
              <Anchor component={Link} to={forgotPasswordHref} size="sm" fw={500}>
                Forgot password?
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        {asksCaptcha && !partner ? <CaptchaField onChange={setCaptcha} resetKey={captchaReset} /> : null}
        <FormError error={login.error} form={form} />
        <Button type="submit" size="md" loading={login.isPending} fullWidth mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
