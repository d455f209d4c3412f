import {
  BROWSE_PAGE_SIZE,
  type BrowseRow,
  MOBILE_BREAKPOINT_PX,
  messages,
  RADIUS_OPTIONS_MILES,
} from '@canvas/shared';
import { Button, EmptyState, Loader, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { QueryState } from '@/components/query-state';
import { formatCount } from '@/lib/format';
import { useSearchCanvases, useSearchCanvasesInfinite } from '../api/search-canvases';
import {
  type BrowseFilters,
  type BrowseType,
  hasActiveFilters,
  type RadiusMiles,
  toSearchInput,
} from '../filters';
import classes from './browse-page.module.css';
import { CanvasCard, CanvasCardSkeleton } from './canvas-card';

/** Below the spec's breakpoint (about 1024 px) the list grows with LOAD MORE instead of pages. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function formatPortfolioCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'portfolio' : 'portfolios'}`;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

function nextRadius(miles: RadiusMiles): RadiusMiles | null {
  return RADIUS_OPTIONS_MILES.find((option) => option > miles) ?? null;
}

interface BrowseResultsProps {
  type: BrowseType;
  filters: BrowseFilters;
  onPageChange: (page: number) => void;
  onWidenRadius: (miles: RadiusMiles) => void;
  onClear: () => void;
}

function CardGrid({ rows, busy }: { rows: BrowseRow[]; busy?: boolean }) {
  return (
    <ul className={classes.grid} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {rows.map((row) => (
        <li key={row.id}>
          <CanvasCard row={row} />
        </li>
      ))}
    </ul>
  );
}

function SkeletonGrid() {
  return (
    <ul className={classes.grid} aria-label="Loading portfolios">
      {Array.from({ length: BROWSE_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <CanvasCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function NoResults({
  filters,
  onWidenRadius,
  onClear,
}: Pick<BrowseResultsProps, 'filters' | 'onWidenRadius' | 'onClear'>) {
  const wider = filters.place ? nextRadius(filters.radiusMiles) : null;
  const filtered = hasActiveFilters(filters);
  return (
    <EmptyState
      className={classes.empty}
      variant="light"
      color="plum"
      icon={<IconMapSearch size={28} stroke={1.5} aria-hidden="true" />}
      title={filtered ? 'No portfolios match your search' : 'No portfolios here yet'}
      description={
        filtered
          ? wider
            ? `Try a wider radius than ${filters.radiusMiles} miles, or clear a few filters.`
            : 'Try fewer filters or another keyword.'
          : 'New portfolios are published every day. Check back soon.'
      }
    >
      {filtered ? (
        <EmptyState.Actions>
          {wider ? <Button onClick={() => onWidenRadius(wider)}>Search within {wider} miles</Button> : null}
          <Button variant="default" onClick={onClear}>
            Clear all filters
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/**
 * The result list: the count, a 3-column grid (2 on tablets, 1 on phones), pages on desktop and
 * LOAD MORE on mobile. Loading shows card skeletons; paging keeps the current cards until the next
 * page arrives.
 */
export function BrowseResults({ type, filters, onPageChange, onWidenRadius, onClear }: BrowseResultsProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const topRef = useRef<HTMLHeadingElement>(null);
  const input = toSearchInput(type, filters);
  const { page: _page, ...inputWithoutPage } = input;
  const paged = useSearchCanvases(input, { enabled: !isMobile });
  const more = useSearchCanvasesInfinite(inputWithoutPage, { enabled: isMobile });

  const query = isMobile ? more : paged;
  const rows = isMobile ? (more.data?.pages.flatMap((page) => page.rows) ?? []) : (paged.data?.rows ?? []);
  const count = isMobile ? (more.data?.pages.at(-1)?.count ?? 0) : (paged.data?.count ?? 0);
  const hasData = isMobile ? more.data !== undefined : paged.data !== undefined;
  const totalPages = Math.max(1, Math.ceil(count / BROWSE_PAGE_SIZE));

  let body: React.ReactNode;
  if (rows.length === 0 && count > 0 && !isMobile) {
    body = (
      <EmptyState
        className={classes.empty}
        variant="light"
        color="plum"
        title="This page is past the last result"
        description={`There are ${totalPages} ${totalPages === 1 ? 'page' : 'pages'} of portfolios for this search.`}
      >
        <EmptyState.Actions>
          <Button onClick={() => onPageChange(1)}>Back to the first page</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = <NoResults filters={filters} onWidenRadius={onWidenRadius} onClear={onClear} />;
  } else {
    body = (
      <>
        <CardGrid rows={rows} busy={!isMobile && paged.isPlaceholderData} />
        {isMobile ? (
          <div className={classes.loadMore}>
            <Text size="sm" c="dimmed">
              Showing {formatCount(rows.length)} of {formatCount(count)}
            </Text>
            {more.hasNextPage ? (
              <Button
                size="md"
                variant="outline"
                fullWidth
                loading={more.isFetchingNextPage}
                onClick={() => more.fetchNextPage()}
              >
                {messages.browseLoadMore}
              </Button>
            ) : null}
          </div>
        ) : totalPages > 1 ? (
          <nav aria-label="Result pages" className={classes.pagination}>
            <Pagination
              total={totalPages}
              value={Math.min(filters.page, totalPages)}
              onChange={(page) => {
                onPageChange(page);
                topRef.current?.scrollIntoView({ block: 'start' });
              }}
              getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              withEdges={totalPages > 7}
              color="plum"
              radius="xl"
            />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={classes.results} aria-labelledby="browse-results-title">
      <div className={classes.resultsHead}>
        <h2 id="browse-results-title" ref={topRef} className={classes.count} aria-live="polite">
          {hasData ? formatPortfolioCount(count) : 'Finding portfolios…'}
        </h2>
        {query.isFetching && hasData ? <Loader size="sm" aria-label="Updating results" /> : null}
        {filters.place && hasData ? (
          <Text size="sm" c="dimmed" className={classes.near}>
            within {filters.radiusMiles} miles of {filters.place.label}
          </Text>
        ) : null}
      </div>
      {/* Either query (pages or LOAD MORE): the rows above are read from whichever is on. */}
      <QueryState<unknown>
        query={query}
        what="portfolios"
        refetchErrorWhat="more portfolios"
        loading={<SkeletonGrid />}
      >
        {() => body}
      </QueryState>
    </section>
  );
}
