import { messages } from '@canvas/shared';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import classes from './settings-page.module.css';

/** /confirm-email?token=: the link sent to a new address applies the email change. */
export function ConfirmEmailPage({ token, continueHref }: { token: string | null; continueHref: string }) {
  const confirm = useConfirmEmail();
  const sentRef = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentRef.current === token) return;
    sentRef.current = token;
    confirm.mutate(token);
  }, [token, confirm]);

  let content: React.ReactNode;
  if (!token || confirm.isError) {
    content = (
      <Stack gap="md">
        <Title order={1} className={classes.cardTitle}>
          We could not confirm this email
        </Title>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {isApiError(confirm.error) ? confirm.error.message : messages.emailChangeLinkInvalid}
        </Alert>
        <Button component={Link} to={continueHref} w="fit-content">
          Go to account settings
        </Button>
      </Stack>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Stack gap="md">
        <IconCircleCheck size={40} stroke={1.5} color="var(--mantine-color-teal-8)" aria-hidden="true" />
        <Title order={1} className={classes.cardTitle}>
          Your email is updated
        </Title>
        <Text>
          Your account now uses <strong>{confirm.data.email}</strong>. Use it the next time you sign in.
        </Text>
        <Button component={Link} to={continueHref} w="fit-content">
          Continue
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md" align="center" role="status">
        <Loader color="plum" />
        <Text fw={500}>Confirming your new email…</Text>
      </Stack>
    );
  }

  return (
    <Container size="xs" py={64}>
      <Paper withBorder shadow="md" className={classes.card}>
        {content}
      </Paper>
    </Container>
  );
}
