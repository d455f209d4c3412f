import type { PublishField } from '@canvas/shared';
import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DialogActions } from '@/components/dialog-actions';

interface RequiredFieldsModalProps<Field extends string> {
  /** The missing fields, by label; the modal is open while there are any. */
  fields: readonly Field[];
  onClose: () => void;
  onFix: (field: Field) => void;
  /** The line above the list (the info steps save rather than publish). */
  intro?: string;
}

/** Spec 2 §5: missing required fields are listed and publishing (or the info step's save) stops. */
export function RequiredFieldsModal<Field extends string = PublishField>({
  fields,
  onClose,
  onFix,
  intro = 'Please fill in the following before publishing:',
}: RequiredFieldsModalProps<Field>) {
  const [first] = fields;
  return (
    <Modal opened={fields.length > 0} onClose={onClose} title="Required fields" size={460}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="champagne" radius="xl" size={36}>
            <IconAlertTriangle size={18} aria-hidden="true" />
          </ThemeIcon>
          <Text size="sm">{intro}</Text>
        </Group>
        <List spacing={4} size="sm" fw={600} c="plum.9" pl="sm">
          {fields.map((field) => (
            <List.Item key={field}>{field}</List.Item>
          ))}
        </List>
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {first ? <Button onClick={() => onFix(first)}>Take me there</Button> : null}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
