import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { SaveOptions } from './use-editor-save';

interface SaveOnLeaveOptions {
  isDirty: () => boolean;
  /** Whether a save is being sent now (leaving then would cut it off). */
  isSaving: () => boolean;
  save: (options?: SaveOptions) => Promise<unknown>;
  /** Sends the draft in a request that outlives the page (useEditorSave's saveAsPageLeaves). */
  saveAsPageLeaves: () => void;
}

/**
 * Never lose an edit (issue #26): besides the 20-second autosave, both editors save when
 *
 * - a field loses focus (`saveOnBlur`, given to the editor's column),
 * - the user goes to another page of the app: the navigation waits for the save, and if the save
 *   fails, `leave` asks whether to leave without it,
 * - the tab is hidden (switching apps on a phone, and before a reload or close), in a request that
 *   outlives the page, and again as the page goes (`pagehide`) if the draft changed since;
 *
 * and while a change is unsaved, reloading or closing the tab asks first (`beforeunload`).
 */
export function useSaveOnLeave({ isDirty, isSaving, save, saveAsPageLeaves }: SaveOnLeaveOptions) {
  const latest = useRef({ isDirty, isSaving, save, saveAsPageLeaves });
  latest.current = { isDirty, isSaving, save, saveAsPageLeaves };

  useEffect(() => {
    const saveIfDirty = (options: SaveOptions) => {
      if (!latest.current.isDirty()) return;
      latest.current.save(options).catch(() => {
        // The save reports its own failure (the header's status and a toast).
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveIfDirty({ keepalive: true });
    };
    const onPageHide = () => latest.current.saveAsPageLeaves();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.isDirty() && !latest.current.isSaving()) return;
      // The browser's own "Leave site?" question; it shows no text of ours.
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const blurTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  /** For the editor column's onBlur: saves once the field's own blur handling has updated the draft. */
  const saveOnBlur = useCallback(() => {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      if (!latest.current.isDirty()) return;
      latest.current.save().catch(() => {
        // Shown by the header's status and a toast.
      });
    }, 0);
  }, []);

  // Another page of the app (a link, the back button, an action's navigation): save first, then go.
  const leavingWithoutSaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingWithoutSaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      (latest.current.isDirty() || latest.current.isSaving()),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    latest.current.save().then(
      () => {
        if (current) blockerRef.current.proceed?.();
      },
      () => {
        if (current) setSaveFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [blocker.state]);

  return {
    saveOnBlur,
    /** The next navigation goes without saving (the canvas was just deleted: there is nothing to save to). */
    leaveWithoutSaving: useCallback(() => {
      leavingWithoutSaving.current = true;
    }, []),
    /** The navigation waiting on a failed save: leave without it, or stay (and retry from the header). */
    leave: {
      isAsking: saveFailed && blocker.state === 'blocked',
      confirm: () => {
        setSaveFailed(false);
        blockerRef.current.proceed?.();
      },
      stay: () => {
        setSaveFailed(false);
        blockerRef.current.reset?.();
      },
    },
  };
}
