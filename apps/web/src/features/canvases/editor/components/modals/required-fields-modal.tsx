import type { PublishField } from '@canvas/shared';
import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface RequiredFieldsModalProps {
  /** The missing fields, by label; the modal is open while there are any. */
  fields: PublishField[];
  onClose: () => void;
  onFix: (field: PublishField) => void;
}

/** Spec 2 §5 Publishing: missing required fields are listed and publishing stops. */
export function RequiredFieldsModal({ fields, onClose, onFix }: RequiredFieldsModalProps) {
  const [first] = fields;
  return (
    <Modal opened={fields.length > 0} onClose={onClose} title="Required fields" size={460}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="champagne" radius="xl" size={36}>
            <IconAlertTriangle size={18} aria-hidden="true" />
          </ThemeIcon>
          <Text size="sm">Please fill in the following before publishing:</Text>
        </Group>
        <List spacing={4} size="sm" fw={600} c="plum.9" pl="sm">
          {fields.map((field) => (
            <List.Item key={field}>{field}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {first ? <Button onClick={() => onFix(first)}>Take me there</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
