import type { OptionRef } from '@canvas/shared';
import { Anchor, Badge, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { defineIsland } from '@/lib/define-island';
import { PREVIEW_LIST_SIZE, previewList } from '../view-rules';
import classes from './more-list.module.css';

interface MoreTagListProps {
  /** The list's name ('Backbar brands'): the list's accessible name and the modal's title. */
  label: string;
  items: readonly OptionRef[];
  /** Slots before the '+N' tile takes the last one (spec 2 §9: 8). */
  size?: number;
}

const tagKey = (item: OptionRef) => `${item.optionId ?? 'free'}-${item.name}`;

function Tag({ item }: { item: OptionRef }) {
  return (
    <Badge variant="light" color="plum" radius="xl" size="lg" className={classes.tag}>
      {item.name}
    </Badge>
  );
}

/**
 * A tag list (brands, benefits, programs …) of at most 8 slots (spec 2 §9): with more items it
 * shows 7 and an eighth '+N' tile (N = count minus 7) whose More link opens a modal of every item.
 * Every list of the business and school view goes through it, so the rule lives in one place.
 */
export function MoreTagList({ label, items, size = PREVIEW_LIST_SIZE }: MoreTagListProps) {
  const { visible, more } = previewList(items, size);
  return (
    <ul className={classes.list} aria-label={label}>
      {visible.map((item) => (
        <li key={tagKey(item)}>
          <Tag item={item} />
        </li>
      ))}
      {more > 0 ? (
        <li className={classes.moreTile}>
          <span className={classes.moreCount}>+{more}</span>
          <AllTagsLinkIsland label={label} items={[...items]} />
        </li>
      ) : null}
    </ul>
  );
}

/** The More link and the modal of every item it opens: on the public page, an island. */
export function AllTagsLink({ label, items }: { label: string; items: OptionRef[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
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
      <Modal opened={opened} onClose={close} title={label} size={500}>
        <ul className={classes.list} aria-label={`All ${label.toLowerCase()}`}>
          {items.map((item) => (
            <li key={tagKey(item)}>
              <Tag item={item} />
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}

export const AllTagsLinkIsland = defineIsland('canvas-more-tags', AllTagsLink, 'span');
