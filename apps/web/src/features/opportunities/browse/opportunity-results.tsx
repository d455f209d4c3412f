import { IconBriefcase } from '@tabler/icons-react';
import { BrowseResults, useBrowseIsMobile } from '@/components/browse/browse-results';
import { OpportunityCard, OpportunityTileSkeleton } from '@/components/opportunity-card';
import { useSearchOpportunities, useSearchOpportunitiesInfinite } from '../api/search-opportunities';
import {
  hasActiveOpportunityFilters,
  type OpportunityFilters,
  type RadiusMiles,
  toOpportunitySearchInput,
} from './filters';

const NOUN = { one: 'opportunity', many: 'opportunities' };

interface OpportunityResultsProps {
  /** The heading's id (the phone's search moves the page to it). */
  headingId: string;
  filters: OpportunityFilters;
  /** Hold the search (the starting place is still being looked up): the skeletons show. */
  paused?: boolean;
  onPageChange: (page: number) => void;
  onWidenRadius: (miles: RadiusMiles) => void;
  onClear: () => void;
}

/** The opportunity results: opportunity tiles from the opportunity search, in the shared browse list. */
export function OpportunityResults({
  headingId,
  filters,
  paused = false,
  onPageChange,
  onWidenRadius,
  onClear,
}: OpportunityResultsProps) {
  const isMobile = useBrowseIsMobile();
  const input = toOpportunitySearchInput(filters);
  const { page: _page, ...inputWithoutPage } = input;
  const paged = useSearchOpportunities(input, { enabled: !paused && !isMobile });
  const more = useSearchOpportunitiesInfinite(inputWithoutPage, { enabled: !paused && isMobile });

  return (
    <BrowseResults
      headingId={headingId}
      noun={NOUN}
      isMobile={isMobile}
      paged={paged}
      more={more}
      rowsOf={(result) => result.list}
      page={filters.page}
      place={filters.place}
      radiusMiles={filters.radiusMiles}
      nearSuffix=", and national opportunities"
      renderCard={(row) => <OpportunityCard opportunity={row} layout="tile" />}
      skeleton={<OpportunityTileSkeleton />}
      stretchCards
      icon={<IconBriefcase size={28} stroke={1.5} aria-hidden="true" />}
      emptyDescription="Salons and schools post new opportunities every week. Check back soon."
      filtered={hasActiveOpportunityFilters(filters)}
      onPageChange={onPageChange}
      onWidenRadius={onWidenRadius}
      onClear={onClear}
    />
  );
}
