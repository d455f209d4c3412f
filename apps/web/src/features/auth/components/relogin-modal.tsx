import { messages, type Session } from '@canvas/shared';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from '@/components/form-error';
import { isApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';

interface ReloginModalProps {
  opened: boolean;
  onClose: () => void;
  onSignedIn: (session: Session) => void;
  defaultEmail?: string;
  /** `expired`: a session ended; `required`: the visitor was never signed in. */
  reason?: 'expired' | 'required';
}

/** Spec 1 §8: the re-login failure text is the server's message when it gave one. */
export function reloginErrorMessage(error: unknown): string {
  return isApiError(error) && error.message
    ? messages.reloginFailedWith(error.message)
    : messages.reloginFailed;
}

function ReloginForm({ defaultEmail, onSignedIn }: Pick<ReloginModalProps, 'defaultEmail' | 'onSignedIn'>) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: defaultEmail ?? '', password: '' } });
  // Spec 1 §8: this form's messages are one line for the whole form, never under a field.
  const [isEmpty, setIsEmpty] = useState(false);
  const login = useLogin();

  const submit = form.onSubmit(({ email, password }) => {
    setIsEmpty(email.trim() === '' || password === '');
    if (email.trim() === '' || password === '') return;
    login.mutate({ email: email.trim(), password }, { onSuccess: (session) => onSignedIn(session) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
          data-autofocus={defaultEmail ? undefined : true}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
          data-autofocus={defaultEmail ? true : undefined}
        />
        <FormError>
          {isEmpty ? messages.reloginEmpty : login.error ? reloginErrorMessage(login.error) : null}
        </FormError>
        <DialogActions>
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            Sign in
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** The session-expired re-login modal (spec 1 §2.3): sign in again without leaving the page. */
export function ReloginModal({
  opened,
  onClose,
  onSignedIn,
  defaultEmail,
  reason = 'expired',
}: ReloginModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={reason === 'expired' ? 'Sign in again' : 'Sign in to continue'}
      size="sm"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {reason === 'expired' ? messages.sessionExpired : messages.signInRequired}
        </Text>
        <ReloginForm defaultEmail={defaultEmail} onSignedIn={onSignedIn} />
      </Stack>
    </Modal>
  );
}
