import type { OptionRef } from '@canvas/shared';
import { Anchor, Badge, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PREVIEW_LIST_SIZE, previewList } from '../view-rules';
import classes from './more-list.module.css';

interface MoreListProps<T> {
  /** The list's name ('Backbar brands'): the list's accessible name and the modal's title. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Slots before the '+N' tile takes the last one (spec 2 §9: 8). */
  size?: number;
}

/**
 * A preview list of at most 8 slots (spec 2 §9): with more items it shows 7 and an eighth '+N'
 * tile (N = count minus 7) whose More link opens a modal of every item. Every list of the
 * business and school view goes through it, so the rule lives in one place.
 */
export function MoreList<T>({
  label,
  items,
  itemKey,
  renderItem,
  size = PREVIEW_LIST_SIZE,
}: MoreListProps<T>) {
  const [opened, { open, close }] = useDisclosure(false);
  const { visible, more } = previewList(items, size);
  return (
    <>
      <ul className={classes.list} aria-label={label}>
        {visible.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
        {more > 0 ? (
          <li className={classes.moreTile}>
            <span className={classes.moreCount}>+{more}</span>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              className={classes.moreLink}
              onClick={open}
              aria-haspopup="dialog"
              aria-label={`More ${label.toLowerCase()}: show all ${items.length}`}
            >
              More
            </Anchor>
          </li>
        ) : null}
      </ul>
      <Modal opened={opened} onClose={close} title={label} size={500}>
        <ul className={classes.list} aria-label={`All ${label.toLowerCase()}`}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}

const tagKey = (item: OptionRef) => `${item.optionId ?? 'free'}-${item.name}`;

/** A tag list (brands, benefits, programs …) with the '+N' / More rule of MoreList. */
export function MoreTagList({ label, items }: { label: string; items: readonly OptionRef[] }) {
  return (
    <MoreList
      label={label}
      items={items}
      itemKey={tagKey}
      renderItem={(item) => (
        <Badge variant="light" color="plum" radius="xl" size="lg" className={classes.tag}>
          {item.name}
        </Badge>
      )}
    />
  );
}
