import type { OptionRef } from '@canvas/shared';
import { Modal } from '@mantine/core';
import { MoreTag, moreTagKey } from './all-tags-link';
import classes from './more-list.module.css';

interface AllTagsLinkModalProps {
  label: string;
  items: OptionRef[];
  opened: boolean;
  onClose: () => void;
}

/** Every item of a MoreTagList, titled by the list's name (AllTagsLink opens it). */
export function AllTagsLinkModal({ label, items, opened, onClose }: AllTagsLinkModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={label} size={500}>
      <ul className={classes.list} aria-label={`All ${label.toLowerCase()}`}>
        {items.map((item) => (
          <li key={moreTagKey(item)}>
            <MoreTag item={item} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
