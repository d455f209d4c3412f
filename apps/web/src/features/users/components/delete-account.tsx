import { messages, type User } from '@canvas/shared';
import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from '@/components/form-error';
import { setServerFieldError } from '@/lib/forms';
import { clearAdminToken } from '@/lib/impersonation';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

const providerName = (user: User) => (user.platformType === 'google' ? 'Google' : 'Facebook');

/**
 * "Delete account" (issue 26, a data-rights expectation): the last section of Settings. The dialog
 * says what goes, asks for the password (an account without one needs a recent sign-in, which the
 * server checks) and, once the account is gone, signs out and says goodbye on the home page.
 */
export function DeleteAccount({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  return (
    <Group justify="space-between" wrap="wrap" gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconTrash size={20} stroke={1.6} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          Delete your account and everything in it: your canvases, photos and videos, bookmarks, applications
          and notifications. This cannot be undone.
        </Text>
      </Group>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog user={user} opened={opened} onClose={() => setOpened(false)} />
    </Group>
  );
}

function DeleteAccountDialog({
  user,
  opened,
  onClose,
}: {
  user: User;
  opened: boolean;
  onClose: () => void;
}) {
  const hasPassword = user.platformType === 'internal';
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '' },
    validate: (values) =>
      hasPassword && !values.currentPassword ? { currentPassword: messages.currentPasswordRequired } : {},
  });

  // Kept mounted so the theme returns the focus to the button; a new opening starts blank.
  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    remove.mutate(hasPassword ? { currentPassword: values.currentPassword } : {}, {
      onSuccess: () => {
        endSession('signedOut', { byUser: true });
        clearAdminToken();
        queryClient.clear();
        navigate(paths.home.getHref());
        notify.success({ id: 'account-deleted', title: 'Goodbye', message: messages.accountDeleted });
      },
      onError: (error) => setServerFieldError(form, error),
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={remove.isPending ? () => undefined : close}
      title="Delete your account?"
      size={500}
    >
      <form onSubmit={submit} noValidate aria-label="Delete your account">
        <Stack gap="lg">
          <Stack gap="xs">
            <Text size="sm">This deletes for good:</Text>
            <List size="sm" spacing={4}>
              <List.Item>your profile and the way you sign in</List.Item>
              <List.Item>your canvases, with their photos and videos</List.Item>
              <List.Item>your bookmarks, applications and notifications</List.Item>
              <List.Item>your place on any team you joined</List.Item>
            </List>
            <Text size="sm">Every device is signed out, and we email you a confirmation.</Text>
          </Stack>
          {hasPassword ? (
            <PasswordInput
              label="Current password"
              description="To delete your account, confirm it is you."
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              You sign in with {providerName(user)}. For your security, this works within 10 minutes of
              signing in.
            </Text>
          )}
          <FormError error={remove.error} form={form} />
          <DialogActions>
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              Delete my account
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
