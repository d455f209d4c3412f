import { Button, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '@/components/dialog-actions';

/** What Apply asks a visitor (spec 3 §5): sign in first. Loaded on the first click of Apply. */
export function SignInToApplyDialog({
  opened,
  onClose,
  onSignIn,
}: {
  opened: boolean;
  onClose: () => void;
  onSignIn: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign in to apply">
      <Stack gap="md">
        <Text size="sm">
          Sign in to apply with your portfolio: once you are in, add a short message and send it.
        </Text>
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSignIn}>Sign in</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
