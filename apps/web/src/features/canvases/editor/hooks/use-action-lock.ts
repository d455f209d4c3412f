import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 "Create header": Save and close is disabled for 6 seconds after a click. */
export const SAVE_AND_CLOSE_LOCK_MS = 6_000;

/** A button lock: `lock()` disables it for `ms`, then it is enabled again. */
export function useActionLock(ms = SAVE_AND_CLOSE_LOCK_MS): [boolean, () => void] {
  const [isLocked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return [isLocked, lock];
}
