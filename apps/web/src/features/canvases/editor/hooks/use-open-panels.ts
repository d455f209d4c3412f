import { useState } from 'react';

/**
 * Which editor panels are expanded. `openPanel` expands one (leaving the others as they are) and
 * scrolls to it, for checks that send the user to the field they must fix.
 */
export function useOpenPanels<P extends string>(initial: P[]) {
  const [openPanels, setOpenPanels] = useState<string[]>(initial);
  const openPanel = (panel: P) => {
    setOpenPanels((current) => (current.includes(panel) ? current : [...current, panel]));
    // After the panel has expanded, so the scroll lands on its final place.
    window.setTimeout(
      () => document.getElementById(`panel-${panel}`)?.scrollIntoView({ block: 'start' }),
      50,
    );
  };
  return { openPanels, setOpenPanels, openPanel };
}
