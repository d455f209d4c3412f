import { Alert, Anchor, Code, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import classes from './mailbox-page.module.css';

/**
 * /dev/partner-callback: the landing page of the demo partner registered with developer tools. It
 * shows what a partner site receives from "Sign in with Canvas": the one-time code and the state.
 */
export function PartnerCallbackPage({
  code,
  state,
  signInHref,
}: {
  code: string | null;
  state: string | null;
  signInHref: string;
}) {
  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="lg">
        <header>
          <Eyebrow>Developer tools</Eyebrow>
          <Title order={1} className={classes.title}>
            Demo partner
          </Title>
          <Text c="dimmed" mt={6}>
            A stand-in for a partner site using “Sign in with Canvas”. Its server would now exchange the code
            at POST /api/oauth/token.
          </Text>
        </header>
        <Paper withBorder shadow="xs" p="lg" className={classes.message}>
          {code ? (
            <Stack gap="sm">
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
                The partner received an authorization code.
              </Alert>
              <Text size="sm" fw={600}>
                Code
              </Text>
              <Code block data-testid="partner-code">
                {code}
              </Code>
              <Text size="sm" fw={600}>
                State
              </Text>
              <Code block data-testid="partner-state">
                {state || '(empty)'}
              </Code>
            </Stack>
          ) : (
            <Text>
              No code arrived. Start from{' '}
              <Anchor component={Link} to={signInHref}>
                the partner sign-in
              </Anchor>
              .
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
