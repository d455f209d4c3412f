import type { OptionRef } from '@canvas/shared';
import { PREVIEW_LIST_SIZE, previewList } from '../view-rules';
import { AllTagsLinkIsland, MoreTag, moreTagKey } from './all-tags-link';
import classes from './more-list.module.css';

interface MoreTagListProps {
  /** The list's name ('Backbar brands'): the list's accessible name and the modal's title. */
  label: string;
  items: readonly OptionRef[];
  /** Slots before the '+N' tile takes the last one (spec 2 §9: 8). */
  size?: number;
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
        <li key={moreTagKey(item)}>
          <MoreTag item={item} />
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
