import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { localDateTimeToIso } from '../applicants-model';

/** The contract's refusal of a scheduled status without a date (packages/shared hiring.ts). */
export const SCHEDULE_REQUIRED = 'Please pick a date and time';

interface ScheduleDialogProps {
  /** The candidate and the scheduled status being chosen; null when closed. */
  target: { name: string; statusLabel: string } | null;
  onClose: () => void;
  /** The chosen moment as an ISO timestamp. */
  onConfirm: (scheduledAt: string) => void;
  loading: boolean;
}

/**
 * Beyond the spec (issue 23 §7): a scheduled interview or tech demonstration asks for its date and
 * time first, and the candidate receives a calendar invitation with the salon's address.
 */
export function ScheduleDialog({ target, onClose, onConfirm, loading }: ScheduleDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    const iso = localDateTimeToIso(value);
    if (iso === null) {
      setError(SCHEDULE_REQUIRED);
      return;
    }
    onConfirm(iso);
    setValue('');
    setError(null);
  };

  return (
    <Modal opened={target !== null} onClose={close} title={target?.statusLabel ?? ''} size={460}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Pick when you meet <strong>{target?.name}</strong>. They get a calendar invitation with your
            address by email.
          </Text>
          <TextInput
            type="datetime-local"
            label="Date and time"
            required
            leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <DialogActions>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Send invitation
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
