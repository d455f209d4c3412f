import { messages } from '@canvas/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { dialogProps } from './dialog-props';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  loading?: boolean;
}

/**
 * The removal confirmation of the editors (spec 2: titled 'Comfirmation' with a 'Remove' button;
 * the typo is the product's text). Also used, retitled, for deleting a whole portfolio.
 */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title = messages.removeConfirmTitle,
  children,
  confirmLabel = 'Remove',
  loading = false,
}: ConfirmModalProps) {
  return (
    <Modal {...dialogProps} opened={opened} onClose={onClose} title={title} size={440}>
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color="blush.7" onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
