import { messages } from '@canvas/shared';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage, FormError } from '@/components/form-error';
import { SurfaceCard } from '@/components/surface-card';
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
        <FormError>{errorMessage(confirm.error, messages.emailChangeLinkInvalid)}</FormError>
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
      <SurfaceCard shadow="md">{content}</SurfaceCard>
    </Container>
  );
}
