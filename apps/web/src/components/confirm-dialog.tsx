import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  opened: boolean;
  /** Cancel, Escape, the close button and a click outside: nothing happens. */
  onClose: () => void;
  onConfirm: () => void;
  /** Names the dialog (use the spec's text where it gives one, e.g. messages.removeConfirmTitle). */
  title: string;
  /** What will happen: a sentence (it may hold <strong>), or a few blocks when the choice needs a list. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action destroys something: the confirm button is red (shade 9: white text on it passes AA). */
  danger?: boolean;
  /** The action is running: the confirm button spins and the dialog cannot be cancelled. */
  loading?: boolean;
  /** Which button has the focus when the dialog opens: the safe answer by default. */
  focus?: 'confirm' | 'cancel';
}

/**
 * The one way the app asks "are you sure?". The dialog stays open while `loading`, so the caller
 * closes it when the action has succeeded (a failure keeps it open, with the error toast).
 * Focus trap, Escape and the named close button come from the theme's Modal defaults.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
  focus = 'cancel',
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} size={500}>
      <Stack gap="lg">
        <Text size="sm" component="div">
          {children}
        </Text>
        <DialogActions>
          <Button
            variant="default"
            onClick={onClose}
            disabled={loading}
            data-autofocus={focus === 'cancel' || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            onClick={onConfirm}
            loading={loading}
            data-autofocus={focus === 'confirm' || undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
