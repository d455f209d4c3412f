import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notify } from '@/lib/notify';
import classes from './media.module.css';

interface UndoRemoveOptions {
  /** What was removed, said in the toast ('Photo 3 removed.'). */
  message: string;
  /** Puts the removed item back. */
  onUndo: () => void;
}

let removals = 0;

/**
 * Tells that a photo or video was removed, with an Undo button: a remove on a phone is one tap,
 * easily a wrong one, and asking first would slow every deliberate one down.
 */
export function notifyRemoved({ message, onUndo }: UndoRemoveOptions) {
  removals += 1;
  const id = `media-removed:${removals}`;
  notify.info({
    id,
    message: (
      <span className={classes.undoRow}>
        <span>{message}</span>
        <Button
          size="compact-md"
          variant="light"
          className={classes.undoButton}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </span>
    ),
  });
}
