import type { OptionRef } from '@canvas/shared';
import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { defineIsland } from '@/lib/define-island';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand';
import classes from './tag-list.module.css';

// Mantine's Modal loads at the first press: the button can be in the first screen, the modal is not.
const AllTagsModal = lazy(() =>
  import('./all-tags-modal').then((module) => ({ default: module.AllTagsModal })),
);

/**
 * A tag list's '+N' button and the modal of every item it opens (TagList): on the public page, an
 * island of its own, apart from the list's rules (view-rules.ts reads the shared contracts).
 */
export function AllTags({ label, items, more }: { label: string; items: OptionRef[]; more: number }) {
  const modal = useDialogOnDemand();
  return (
    <>
      <UnstyledButton
        className={classes.more}
        onClick={modal.open}
        aria-label={`Show all ${items.length} ${label.toLowerCase()}`}
      >
        +{more}
      </UnstyledButton>
      {modal.mounted ? (
        <Suspense fallback={null}>
          <AllTagsModal label={label} items={items} opened={modal.opened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}

export const AllTagsIsland = defineIsland('canvas-all-tags', AllTags, 'form');
