import type { Session } from '@canvas/shared';
import { Anchor, Button, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { SurfaceCard } from '@/components/surface-card';
import { useChangePassword } from '../api/change-password';
import classes from './change-password-page.module.css';
import { isNewPasswordReady, NewPasswordFields, useNewPasswordForm } from './new-password-fields';

interface ChangePasswordPageProps {
  settingsHref: string;
  onChanged: (session: Session) => void;
}

/**
 * /settings/change-password (spec 2): new password and confirmation with live match feedback; the
 * button works only when both are valid. Every other device is signed out by the change.
 */
export function ChangePasswordPage({ settingsHref, onChanged }: ChangePasswordPageProps) {
  const form = useNewPasswordForm();
  const change = useChangePassword();
  const ready = isNewPasswordReady(form.values);

  // A refusal is the app's error toast: this call does not show its errors inline.
  const submit = form.onSubmit((values) => {
    change.mutate(values.password, { onSuccess: (result) => onChanged(result) });
  });

  return (
    <Stack gap="xl" className={classes.page}>
      <header>
        <Anchor component={Link} to={settingsHref} size="sm" fw={500} className={classes.back}>
          <IconArrowLeft size={14} aria-hidden="true" /> Account settings
        </Anchor>
        <Eyebrow>Security</Eyebrow>
        <Title order={1} className={classes.title}>
          Change password
        </Title>
      </header>
      <SurfaceCard>
        <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
          <span className={classes.icon}>
            <IconShieldLock size={22} stroke={1.6} aria-hidden="true" />
          </span>
          <Text size="sm" c="dimmed">
            Choose a new password for your account. For your security, every other device signed in to your
            account is signed out when you change it.
          </Text>
        </Group>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="lg">
            <NewPasswordFields form={form} />
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
              <Button component={Link} to={settingsHref} variant="default" size="md">
                Cancel
              </Button>
              <Button type="submit" size="md" disabled={!ready} loading={change.isPending}>
                Change password
              </Button>
            </Flex>
          </Stack>
        </form>
      </SurfaceCard>
    </Stack>
  );
}
