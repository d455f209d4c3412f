import { TOKEN_TTL_DAYS } from '@canvas/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAdminToken } from '@/lib/impersonation';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * "Sign out everywhere": for a lost phone or a shared computer. A sign-in lasts TOKEN_TTL_DAYS
 * unless signed out; this ends every one of them, this device's too, so it then goes home as
 * after the header's sign-out.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        endSession('signedOut', { byUser: true });
        clearAdminToken();
        queryClient.clear();
        navigate(paths.home.getHref());
      },
    });

  return (
    <Group justify="space-between" wrap="wrap" gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconDevices size={20} stroke={1.6} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          A sign-in lasts {TOKEN_TTL_DAYS} days on each device unless you sign out there. Lost a phone, or
          used a shared computer? Sign out everywhere, this device too.
        </Text>
      </Group>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        danger
        loading={signOut.isPending}
      >
        Every device signed in to your account is signed out, this one too. You can sign in again with your
        password or Google/Facebook.
      </ConfirmDialog>
    </Group>
  );
}
