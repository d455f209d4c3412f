import type { OptionRef } from '@canvas/shared';
import { Anchor, Badge } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { defineIsland } from '@/lib/define-island';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand';
import classes from './more-list.module.css';

// Mantine's Modal loads at the first press of More.
const AllTagsLinkModal = lazy(() =>
  import('./all-tags-link-modal').then((module) => ({ default: module.AllTagsLinkModal })),
);

export const moreTagKey = (item: OptionRef) => `${item.optionId ?? 'free'}-${item.name}`;

export function MoreTag({ item }: { item: OptionRef }) {
  return (
    <Badge variant="light" color="plum" radius="xl" size="lg" className={classes.tag}>
      {item.name}
    </Badge>
  );
}

/**
 * The More link of a MoreTagList and the modal of every item it opens: on the public page, an island
 * of its own, apart from the list's rules (view-rules.ts reads the shared contracts).
 */
export function AllTagsLink({ label, items }: { label: string; items: OptionRef[] }) {
  const modal = useDialogOnDemand();
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        className={classes.moreLink}
        onClick={modal.open}
        aria-haspopup="dialog"
        aria-label={`More ${label.toLowerCase()}: show all ${items.length}`}
      >
        More
      </Anchor>
      {modal.mounted ? (
        <Suspense fallback={null}>
          <AllTagsLinkModal label={label} items={items} opened={modal.opened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}

export const AllTagsLinkIsland = defineIsland('canvas-more-tags', AllTagsLink, 'form');
