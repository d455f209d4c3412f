import {
  BROWSE_PAGE_SIZE,
  MOBILE_BREAKPOINT_PX,
  messages,
  type OpportunityBrowseRow,
  RADIUS_OPTIONS_MILES,
} from '@canvas/shared';
import { Button, EmptyState, Loader, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { OpportunityCard, OpportunityTileSkeleton } from '@/components/opportunity-card';
import { QueryState } from '@/components/query-state';
import { formatCount } from '@/lib/format';
import { useSearchOpportunities, useSearchOpportunitiesInfinite } from '../api/search-opportunities';
import {
  hasActiveOpportunityFilters,
  type OpportunityFilters,
  type RadiusMiles,
  toOpportunitySearchInput,
} from './filters';
import classes from './opportunity-browse.module.css';

/** Below the spec's breakpoint (about 1024 px) the list grows with LOAD MORE instead of pages. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function formatOpportunityCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'opportunity' : 'opportunities'}`;
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

interface OpportunityResultsProps {
  filters: OpportunityFilters;
  /** Hold the search (the starting place is still being looked up): the skeletons show. */
  paused?: boolean;
  onPageChange: (page: number) => void;
  onWidenRadius: (miles: RadiusMiles) => void;
  onClear: () => void;
}

function CardGrid({ rows, busy }: { rows: OpportunityBrowseRow[]; busy?: boolean }) {
  return (
    <ul className={classes.grid} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {rows.map((row) => (
        <li key={row.id}>
          <OpportunityCard opportunity={row} layout="tile" />
        </li>
      ))}
    </ul>
  );
}

function SkeletonGrid() {
  return (
    <ul className={classes.grid} aria-label="Loading opportunities">
      {Array.from({ length: BROWSE_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <OpportunityTileSkeleton />
        </li>
      ))}
    </ul>
  );
}

function NoResults({
  filters,
  onWidenRadius,
  onClear,
}: Pick<OpportunityResultsProps, 'filters' | 'onWidenRadius' | 'onClear'>) {
  const wider = filters.place ? nextRadius(filters.radiusMiles) : null;
  const filtered = hasActiveOpportunityFilters(filters);
  return (
    <EmptyState
      className={classes.empty}
      variant="light"
      color="plum"
      icon={<IconBriefcase size={28} stroke={1.5} aria-hidden="true" />}
      title={filtered ? 'No opportunities match your search' : 'No opportunities here yet'}
      description={
        filtered
          ? wider
            ? `Try a wider radius than ${filters.radiusMiles} miles, or clear a few filters.`
            : 'Try fewer filters or another keyword.'
          : 'Salons and schools post new opportunities every week. Check back soon.'
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
 * The result list: the count, a 3-column grid (2 on tablets, 1 on phones), pages on wide screens and
 * LOAD MORE on phones. Loading shows tile skeletons; paging keeps the current cards until the next
 * page arrives.
 */
export function OpportunityResults({
  filters,
  paused = false,
  onPageChange,
  onWidenRadius,
  onClear,
}: OpportunityResultsProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const topRef = useRef<HTMLHeadingElement>(null);
  const input = toOpportunitySearchInput(filters);
  const { page: _page, ...inputWithoutPage } = input;
  const paged = useSearchOpportunities(input, { enabled: !paused && !isMobile });
  const more = useSearchOpportunitiesInfinite(inputWithoutPage, { enabled: !paused && isMobile });

  const query = isMobile ? more : paged;
  const rows = isMobile ? (more.data?.pages.flatMap((page) => page.list) ?? []) : (paged.data?.list ?? []);
  const count = isMobile ? (more.data?.pages.at(-1)?.count ?? 0) : (paged.data?.count ?? 0);
  const hasData = isMobile ? more.data !== undefined : paged.data !== undefined;
  const totalPages = Math.max(1, Math.ceil(count / BROWSE_PAGE_SIZE));

  let body: ReactNode;
  if (rows.length === 0 && count > 0 && !isMobile) {
    body = (
      <EmptyState
        className={classes.empty}
        variant="light"
        color="plum"
        title="This page is past the last result"
        description={`There are ${totalPages} ${totalPages === 1 ? 'page' : 'pages'} of opportunities for this search.`}
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
    <section className={classes.results} aria-labelledby="opportunity-results-title">
      <div className={classes.resultsHead}>
        <h2 id="opportunity-results-title" ref={topRef} className={classes.count} aria-live="polite">
          {hasData ? formatOpportunityCount(count) : 'Finding opportunities…'}
        </h2>
        {query.isFetching && hasData ? <Loader size="sm" aria-label="Updating results" /> : null}
        {filters.place && hasData ? (
          <Text size="sm" c="dimmed" className={classes.near}>
            within {filters.radiusMiles} miles of {filters.place.label}, and national opportunities
          </Text>
        ) : null}
      </div>
      {/* Either query (pages or LOAD MORE): the rows above are read from whichever is on. */}
      <QueryState<unknown>
        query={query}
        what="opportunities"
        refetchErrorWhat="more opportunities"
        loading={<SkeletonGrid />}
      >
        {() => body}
      </QueryState>
    </section>
  );
}
