import { IconMapSearch } from '@tabler/icons-react';
import { BrowseResults as BrowseResultsList, useBrowseIsMobile } from '@/components/browse/browse-results';
import { useSearchCanvases, useSearchCanvasesInfinite } from '../api/search-canvases';
import {
  type BrowseFilters,
  type BrowseType,
  hasActiveFilters,
  type RadiusMiles,
  toSearchInput,
} from '../filters';
import { CanvasCard, CanvasCardSkeleton } from './canvas-card';

const NOUN = { one: 'portfolio', many: 'portfolios' };

interface BrowseResultsProps {
  /** The heading's id (the phone's search moves the page to it). */
  headingId: string;
  type: BrowseType;
  filters: BrowseFilters;
  onPageChange: (page: number) => void;
  onWidenRadius: (miles: RadiusMiles) => void;
  onClear: () => void;
}

/** The portfolio results: canvas cards from the canvas search, in the shared browse list. */
export function BrowseResults({
  headingId,
  type,
  filters,
  onPageChange,
  onWidenRadius,
  onClear,
}: BrowseResultsProps) {
  const isMobile = useBrowseIsMobile();
  const input = toSearchInput(type, filters);
  const { page: _page, ...inputWithoutPage } = input;
  const paged = useSearchCanvases(input, { enabled: !isMobile });
  const more = useSearchCanvasesInfinite(inputWithoutPage, { enabled: isMobile });

  return (
    <BrowseResultsList
      headingId={headingId}
      noun={NOUN}
      isMobile={isMobile}
      paged={paged}
      more={more}
      rowsOf={(result) => result.rows}
      page={filters.page}
      place={filters.place}
      radiusMiles={filters.radiusMiles}
      renderCard={(row) => <CanvasCard row={row} />}
      skeleton={<CanvasCardSkeleton />}
      twoColumnsOnPhone
      icon={<IconMapSearch size={28} stroke={1.5} aria-hidden="true" />}
      emptyDescription="New portfolios are published every day. Check back soon."
      filtered={hasActiveFilters(filters)}
      onPageChange={onPageChange}
      onWidenRadius={onWidenRadius}
      onClear={onClear}
    />
  );
}
