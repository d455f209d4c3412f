import { useCallback, useRef, useState } from 'react';

/**
 * An editor's draft: the state its panels render, `getDraft` for what runs later (a save, an
 * action's check) to read it as it is then, not as it was when the callback was made, and `update`,
 * which changes the draft as it stands at that moment.
 */
export function useDraft<Draft>(initial: () => Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const getDraft = useCallback(() => draftRef.current, []);
  const update = useCallback(
    (updater: (current: Draft) => Draft) => setDraft((current) => updater(current)),
    [],
  );
  return { draft, getDraft, update };
}
