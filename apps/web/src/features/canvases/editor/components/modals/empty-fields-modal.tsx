import { List, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface EmptyFieldsModalProps {
  /** Sections still empty; the modal is open while there are any. */
  sections: string[];
  onClose: () => void;
  onPublishAnyway: () => void;
}

/** The empty-fields warning (spec 2 modals): publishing is allowed, but these sections will be missing. */
export function EmptyFieldsModal({ sections, onClose, onPublishAnyway }: EmptyFieldsModalProps) {
  return (
    <ConfirmDialog
      opened={sections.length > 0}
      onClose={onClose}
      onConfirm={onPublishAnyway}
      title="A few sections are still empty"
      confirmLabel="Publish anyway"
      cancelLabel="Keep editing"
    >
      <Stack gap="md">
        <Text size="sm">Visitors will not see these sections until you fill them in:</Text>
        <List spacing={4} size="sm" fw={600} c="plum.9" pl="sm">
          {sections.map((section) => (
            <List.Item key={section}>{section}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Canvases with photos of your work get far more attention.
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
