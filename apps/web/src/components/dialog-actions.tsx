import type { ReactNode } from 'react';
import classes from './dialog-actions.module.css';

interface DialogActionsProps {
  children: ReactNode;
  /** 'end' (default) puts the buttons on the right; 'spread' puts the first child on the left. */
  justify?: 'end' | 'spread';
}

/**
 * A dialog's buttons (Cancel, Save…), last in its body. On a phone, where every Modal is a
 * full-screen sheet, they stick to the bottom of the screen so they are reachable whatever the
 * form's length, and above the keyboard.
 */
export function DialogActions({ children, justify = 'end' }: DialogActionsProps) {
  return (
    <div
      className={[classes.actions, justify === 'spread' ? classes.spread : ''].filter(Boolean).join(' ')}
      // Names the row for tests and e2e, which see no CSS-module class names.
      data-dialog-actions=""
    >
      {children}
    </div>
  );
}
