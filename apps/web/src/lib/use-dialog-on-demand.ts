import { useState } from 'react';

/**
 * A dialog whose code loads at the first press (a lazy component, for islands of the server-rendered
 * pages): `mounted` turns true at the first `open()` and stays, so closing it animates and opening
 * it again costs nothing.
 */
export function useDialogOnDemand() {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return {
    mounted: state !== 'never',
    opened: state === 'open',
    open: () => setState('open'),
    close: () => setState('closed'),
  };
}
