import type { OptionRef } from '@canvas/shared';
import { Badge } from '@mantine/core';
import { AllTagsIsland } from './all-tags';
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
