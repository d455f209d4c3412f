import { messages, type Session } from '@canvas/shared';
import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
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
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(messages.reloginEmpty);
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (session) => onSignedIn(session),
        onError: (failure) => setError(reloginErrorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus={defaultEmail ? undefined : true}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus={defaultEmail ? true : undefined}
        />
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          Sign in
        </Button>
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
      closeButtonProps={{ 'aria-label': 'Close' }}
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
