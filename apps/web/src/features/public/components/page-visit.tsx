import type { LandingPage as LandingPageId } from '@canvas/shared';
import { useEffect } from 'react';
import { useCurrentSearch } from '@/components/site-link';
import { defineIsland } from '@/lib/define-island';
import { recordPageVisit } from '../api/record-page-visit';
import { landingPages, landingTracking } from '../content/landing-pages';

/**
 * Records the visit of a campaign page for the admin reports (spec 1 §7), with the source and rep
 * of the address it was opened with. Draws nothing. A failure is only logged: the visitor came for
 * the page, not for our statistics.
 */
export function PageVisit({ page }: { page: LandingPageId }) {
  const currentSearch = useCurrentSearch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per page view (app/routes/landing.tsx keys it by the query).
  useEffect(() => {
    const { source, rep } = landingTracking(landingPages[page], new URLSearchParams(currentSearch()));
    recordPageVisit({ page, source, rep }).catch((error: unknown) => {
      console.info('page visit not recorded', error);
    });
  }, [page]);
  return null;
}

export const PageVisitIsland = defineIsland('page-visit', PageVisit);
