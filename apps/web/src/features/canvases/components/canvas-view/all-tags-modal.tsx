import type { OptionRef } from '@canvas/shared';
import { Badge, Group, Modal } from '@mantine/core';
import classes from './tag-list.module.css';

interface AllTagsModalProps {
  label: string;
  items: OptionRef[];
  opened: boolean;
  onClose: () => void;
}

/** Every item of a tag list, titled by the list's name (AllTags opens it). */
export function AllTagsModal({ label, items, opened, onClose }: AllTagsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={label} size={500}>
      <Group gap="xs">
        {items.map((item) => (
          <Badge
            key={`${item.optionId ?? 'free'}-${item.name}`}
            variant="light"
            color="plum"
            radius="xl"
            size="lg"
            className={classes.tag}
          >
            {item.name}
          </Badge>
        ))}
      </Group>
    </Modal>
  );
}
