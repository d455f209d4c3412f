import { useEffect, useRef } from 'react';
import { defineIsland } from '@/lib/define-island';
import { addOpportunityView } from '../api/add-opportunity-view';

/**
 * Counts one view per page load (not per re-render or refetch). Draws nothing; an island of the
 * server-rendered page (issue 24), whose markup runs no effects of its own.
 */
export function CountView({ id }: { id: number }) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    addOpportunityView(id).catch(() => undefined);
  }, [id]);
  return null;
}

export const CountViewIsland = defineIsland('opportunity-view', CountView);
