import { useEffect, useRef } from 'react';
import { BrowseBody, BrowseHero } from '@/components/browse/browse-page';
import { PageMeta } from '@/components/page-meta';
import { useCanvasLocation } from '../api/get-canvas-location';
import { OpportunityResults } from './opportunity-results';
import { OpportunitySearchPanel } from './search-panel';
import { useOpportunityFilters } from './use-opportunity-filters';

const LEAD =
  'Chairs, suites, assistant roles and contests from salons, spas and schools, near you or nationwide.';

const RESULTS_HEADING_ID = 'opportunity-results-title';

/**
 * /homepage-opportunity: opportunity browsing (spec 1 §2.4). A visit with no search in its address
 * starts around the user's own canvas location (GET /api/opportunity/canvas/location) when they have
 * one; a link with filters, or a search cleared afterwards, is left as it is.
 */
export function OpportunityBrowsePage() {
  const { filters, update, setPage, clear } = useOpportunityFilters();
  const plainAtStart = useRef(
    filters.keyword === '' && filters.place === null && filters.page === 1 && filters.kind === null,
  );
  const start = useCanvasLocation({ enabled: plainAtStart.current });
  const { locationName, coordinates } = start.data ?? { locationName: null, coordinates: null };
  const hasStartPlace = locationName !== null && coordinates !== null;
  // The search waits until the starting place is known and in the address, so it runs once.
  const waitingForStart =
    plainAtStart.current && (start.isPending || (hasStartPlace && filters.place === null));

  useEffect(() => {
    if (!plainAtStart.current || start.isPending) return;
    if (locationName !== null && coordinates !== null && filters.place === null) {
      update(
        { place: { label: locationName, longitude: coordinates[0], latitude: coordinates[1] } },
        { replace: true },
      );
      return;
    }
    plainAtStart.current = false;
  }, [start.isPending, locationName, coordinates, filters.place, update]);

  return (
    <>
      <PageMeta title="Browse opportunities" description={`Find beauty jobs on Canvas. ${LEAD}`} />
      <BrowseHero
        titleId="opportunity-browse-title"
        eyebrow="Opportunities"
        title="Find your next opportunity"
        lead={LEAD}
      />
      <BrowseBody>
        <OpportunitySearchPanel
          filters={filters}
          onChange={update}
          onClear={clear}
          resultsId={RESULTS_HEADING_ID}
        />
        <OpportunityResults
          headingId={RESULTS_HEADING_ID}
          filters={filters}
          paused={waitingForStart}
          onPageChange={setPage}
          onWidenRadius={(radiusMiles) => update({ radiusMiles })}
          onClear={clear}
        />
      </BrowseBody>
    </>
  );
}
