import type { Session } from '@canvas/shared';
import { Anchor, Button, Flex, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { FormError } from '@/components/form-error';
import { SurfaceCard } from '@/components/surface-card';
import { isApiError } from '@/lib/api-client';
import { setServerFieldError } from '@/lib/forms';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import classes from './change-password-page.module.css';
import { isNewPasswordReady, NewPasswordFields, useNewPasswordForm } from './new-password-fields';

interface ChangePasswordPageProps {
  settingsHref: string;
  onChanged: (session: Session) => void;
}

/**
 * /settings/change-password (spec 2): the current password, then the new one and its confirmation
 * with live match feedback; the button works only when all are filled in and valid. Every other
 * device is signed out by the change. Google and Facebook accounts have no current password: the
 * server asks them for a recent sign-in instead, and its refusal says so.
 */
export function ChangePasswordPage({ settingsHref, onChanged }: ChangePasswordPageProps) {
  const form = useNewPasswordForm();
  const change = useChangePassword();
  const { user } = useSession();
  // A Google or Facebook account that has set a password since is asked for it by the server.
  const [serverAsksCurrent, setServerAsksCurrent] = useState(false);
  const asksCurrent =
    serverAsksCurrent || (user?.platformType !== 'google' && user?.platformType !== 'facebook');
  const [currentPassword, setCurrentPassword] = useState('');
  const ready = isNewPasswordReady(form.values) && (!asksCurrent || currentPassword !== '');
  const currentError =
    isApiError(change.error) && change.error.field === 'currentPassword' ? change.error.message : null;

  const submit = form.onSubmit((values) => {
    change.mutate(
      { password: values.password, ...(asksCurrent ? { currentPassword } : {}) },
      {
        onSuccess: (result) => onChanged(result),
        onError: (error) => {
          setServerFieldError(form, error);
          if (isApiError(error) && error.field === 'currentPassword') setServerAsksCurrent(true);
        },
      },
    );
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
            {asksCurrent ? (
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.currentTarget.value)}
                error={currentError}
                required
              />
            ) : (
              <Text size="sm" c="dimmed">
                You sign in with {user?.platformType === 'google' ? 'Google' : 'Facebook'}: if it has been
                more than a few minutes, sign in again first.
              </Text>
            )}
            <NewPasswordFields form={form} />
            <FormError error={currentError ? null : change.error} form={form} />
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
