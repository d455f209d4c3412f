import { useEffect, useRef } from 'react';

/** Spec 2 §4, §9: student and professional editors save every 20 seconds. */
export const AUTOSAVE_INTERVAL_MS = 20_000;

interface AutosaveOptions {
  /** Whether there is something to save right now. Read at each tick, not when the timer starts. */
  isDirty: () => boolean;
  save: () => Promise<unknown>;
  enabled?: boolean;
  intervalMs?: number;
}

/**
 * Saves every 20 seconds while there are unsaved changes. One timer for the page's life: the
 * callbacks are read through refs, so typing does not restart the countdown, and a tick that finds
 * a save still running waits for the next one.
 */
export function useAutosave({
  isDirty,
  save,
  enabled = true,
  intervalMs = AUTOSAVE_INTERVAL_MS,
}: AutosaveOptions) {
  const isDirtyRef = useRef(isDirty);
  const saveRef = useRef(save);
  const runningRef = useRef(false);
  isDirtyRef.current = isDirty;
  saveRef.current = save;

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setInterval(() => {
      if (runningRef.current || !isDirtyRef.current()) return;
      runningRef.current = true;
      saveRef
        .current()
        .catch(() => {
          // The save reports its own failure (status line and toast); the next tick tries again.
        })
        .finally(() => {
          runningRef.current = false;
        });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs]);
}
