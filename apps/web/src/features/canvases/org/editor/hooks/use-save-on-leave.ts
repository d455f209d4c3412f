import { useEffect, useRef } from 'react';

interface SaveOnLeaveOptions {
  isDirty: () => boolean;
  save: () => Promise<unknown>;
}

/**
 * Saves unsaved changes when the user leaves the editor: to another page of the app (the editor
 * unmounts), or away from the tab (it is hidden, which browsers also signal before closing it).
 * There is no "leave this page?" prompt: the save runs instead, and a prompt would stop the
 * automated journeys that navigate away mid-edit.
 */
export function useSaveOnLeave({ isDirty, save }: SaveOnLeaveOptions) {
  const isDirtyRef = useRef(isDirty);
  const saveRef = useRef(save);
  isDirtyRef.current = isDirty;
  saveRef.current = save;

  useEffect(() => {
    const saveIfDirty = () => {
      if (!isDirtyRef.current()) return;
      saveRef.current().catch(() => {
        // The save reports its own failure (status line and toast).
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveIfDirty();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      saveIfDirty();
    };
  }, []);
}
