import type { OptionRef } from '@canvas/shared';
import { Badge, Group, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { defineIsland } from '@/lib/define-island';
import classes from './tag-list.module.css';
import { PREVIEW_LIST_SIZE, previewList } from './view-rules';

interface TagListProps {
  /** The list's name ('Preferred brands'), used for the full-list modal. */
  label: string;
  items: OptionRef[];
  size?: number;
}

/** Up to 8 tags; with more, the eighth reads '+N' and opens every item (spec 2 §9). */
export function TagList({ label, items, size = PREVIEW_LIST_SIZE }: TagListProps) {
  const { visible, more } = previewList(items, size);
  return (
    <ul className={classes.tags} aria-label={label}>
      {visible.map((item) => (
        <li key={`${item.optionId ?? 'free'}-${item.name}`}>
          <Badge variant="light" color="plum" radius="xl" size="lg" className={classes.tag}>
            {item.name}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <AllTagsIsland label={label} items={items} more={more} />
        </li>
      ) : null}
    </ul>
  );
}

/** The '+N' button and the modal of every item it opens: on the public page, an island. */
export function AllTags({ label, items, more }: { label: string; items: OptionRef[]; more: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton
        className={classes.more}
        onClick={open}
        aria-label={`Show all ${items.length} ${label.toLowerCase()}`}
      >
        +{more}
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={label} size={500}>
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
    </>
  );
}

export const AllTagsIsland = defineIsland('canvas-all-tags', AllTags, 'span');
