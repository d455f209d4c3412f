import { BROWSE_PAGE_SIZE, MOBILE_BREAKPOINT_PX, messages, RADIUS_OPTIONS_MILES } from '@canvas/shared';
import { Button, EmptyState, Loader, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { QueryState } from '@/components/query-state';
import { formatCount } from '@/lib/format';
import classes from './browse-results.module.css';

/** Below the spec's breakpoint (about 1024 px) the list grows with LOAD MORE instead of pages. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Whether the list shows LOAD MORE (phones) rather than pages: read at once, so only one query ever runs. */
export function useBrowseIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}

export type BrowseRadiusMiles = (typeof RADIUS_OPTIONS_MILES)[number];

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

function nextRadius(miles: BrowseRadiusMiles): BrowseRadiusMiles | null {
  return RADIUS_OPTIONS_MILES.find((option) => option > miles) ?? null;
}

/** What the list is of, for its headings and states: 'portfolio' / 'portfolios'. */
export interface BrowseNoun {
  one: string;
  many: string;
}

interface BrowseNoResultsProps {
  noun: BrowseNoun;
  icon: ReactNode;
  /** The description when nothing is filtered and the list is still empty. */
  emptyDescription: string;
  filtered: boolean;
  /** Set when a place is chosen: the radius a wider search would start from. */
  radiusMiles: BrowseRadiusMiles | null;
  onWidenRadius: (miles: BrowseRadiusMiles) => void;
  onClear: () => void;
}

function BrowseNoResults({
  noun,
  icon,
  emptyDescription,
  filtered,
  radiusMiles,
  onWidenRadius,
  onClear,
}: BrowseNoResultsProps) {
  const wider = radiusMiles === null ? null : nextRadius(radiusMiles);
  return (
    <EmptyState
      className={classes.empty}
      variant="light"
      color="plum"
      icon={icon}
      title={filtered ? `No ${noun.many} match your search` : `No ${noun.many} here yet`}
      description={
        filtered
          ? wider
            ? `Try a wider radius than ${radiusMiles} miles, or clear a few filters.`
            : 'Try fewer filters or another keyword.'
          : emptyDescription
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

export interface BrowseResultsProps<Row extends { id: number }, Result extends { count: number }>
  extends Omit<BrowseNoResultsProps, 'radiusMiles'> {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  isMobile: boolean;
  /** Wide screens: one page at a time. */
  paged: UseQueryResult<Result>;
  /** Phones: LOAD MORE appends pages. */
  more: UseInfiniteQueryResult<InfiniteData<Result>>;
  rowsOf: (result: Result) => Row[];
  page: number;
  place: { label: string } | null;
  radiusMiles: BrowseRadiusMiles;
  /** What follows "within N miles of <place>". */
  nearSuffix?: string;
  renderCard: (row: Row) => ReactNode;
  skeleton: ReactNode;
  /** Stretch each card to its grid row's height (for cards that do not fill their cell themselves). */
  stretchCards?: boolean;
  /** Phones: two columns of compact cards where two fit (about 150 px each), one where they do not. */
  twoColumnsOnPhone?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * The result list of a browse page: the count, a 3-column grid (2 on tablets, 1 on phones), pages on
 * wide screens and LOAD MORE on phones. Loading shows card skeletons; paging keeps the current cards
 * until the next page arrives. Each page runs its own queries and passes them in.
 */
export function BrowseResults<Row extends { id: number }, Result extends { count: number }>({
  headingId,
  noun,
  isMobile,
  paged,
  more,
  rowsOf,
  page,
  place,
  radiusMiles,
  nearSuffix = '',
  renderCard,
  skeleton,
  stretchCards = false,
  twoColumnsOnPhone = false,
  onPageChange,
  ...noResults
}: BrowseResultsProps<Row, Result>) {
  const topRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where LOAD MORE's first new card will be: focus moves there once it arrives (issue 26 item 9). */
  const focusFrom = useRef<number | null>(null);
  const query = isMobile ? more : paged;
  const rows = isMobile ? (more.data?.pages.flatMap(rowsOf) ?? []) : paged.data ? rowsOf(paged.data) : [];
  const count = isMobile ? (more.data?.pages.at(-1)?.count ?? 0) : (paged.data?.count ?? 0);
  const hasData = isMobile ? more.data !== undefined : paged.data !== undefined;
  const totalPages = Math.max(1, Math.ceil(count / BROWSE_PAGE_SIZE));
  const busy = !isMobile && paged.isPlaceholderData;
  const countText = `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`;
  const settled = hasData && !(query.isFetching && !more.isFetchingNextPage);

  const shown = rows.length;
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || more.isFetchingNextPage) return;
    // Nothing new arrived (the next page failed): the focus stays on LOAD MORE.
    if (shown <= index) {
      if (!more.isFetching) focusFrom.current = null;
      return;
    }
    focusFrom.current = null;
    const item = listRef.current?.children.item(index);
    if (!(item instanceof HTMLElement)) return;
    // The card's own link (its name) when it has one, else the list item itself.
    const target = item.querySelector<HTMLElement>('a[href], button') ?? item;
    if (target === item) item.tabIndex = -1;
    target.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'nearest' });
  }, [shown, more.isFetchingNextPage, more.isFetching]);

  let body: ReactNode;
  if (rows.length === 0 && count > 0 && !isMobile) {
    body = (
      <EmptyState
        className={classes.empty}
        variant="light"
        color="plum"
        title="This page is past the last result"
        description={`There are ${totalPages} ${totalPages === 1 ? 'page' : 'pages'} of ${noun.many} for this search.`}
      >
        <EmptyState.Actions>
          <Button onClick={() => onPageChange(1)}>Back to the first page</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = <BrowseNoResults noun={noun} radiusMiles={place ? radiusMiles : null} {...noResults} />;
  } else {
    body = (
      <>
        <ul
          ref={listRef}
          className={classes.grid}
          aria-busy={busy || undefined}
          data-busy={busy || undefined}
          data-stretch={stretchCards || undefined}
          data-phone-columns={twoColumnsOnPhone ? 2 : undefined}
        >
          {rows.map((row) => (
            <li key={row.id}>{renderCard(row)}</li>
          ))}
        </ul>
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
                onClick={() => {
                  focusFrom.current = rows.length;
                  void more.fetchNextPage();
                }}
              >
                {messages.browseLoadMore}
              </Button>
            ) : null}
          </div>
        ) : totalPages > 1 ? (
          <nav aria-label="Result pages" className={classes.pagination}>
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={(next) => {
                onPageChange(next);
                topRef.current?.scrollIntoView({ block: 'start' });
              }}
              getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
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
    <section className={classes.results} aria-labelledby={headingId}>
      <div className={classes.resultsHead}>
        {/* Focusable from script: the phone's search moves the focus here after "Show N results". */}
        <h2 id={headingId} ref={topRef} className={classes.count} tabIndex={-1}>
          {hasData ? countText : `Finding ${noun.many}…`}
        </h2>
        {/* Said once each search has its answer (not while the cards are still coming). */}
        <p role="status" className={classes.announcement}>
          {settled ? countText : ''}
        </p>
        {query.isFetching && hasData ? <Loader size="sm" aria-label="Updating results" /> : null}
        {place && hasData ? (
          <Text size="sm" c="dimmed" className={classes.near}>
            within {radiusMiles} miles of {place.label}
            {nearSuffix}
          </Text>
        ) : null}
      </div>
      {/* Either query (pages or LOAD MORE): the rows above are read from whichever is on. */}
      <QueryState<unknown>
        query={query}
        what={noun.many}
        refetchErrorWhat={`more ${noun.many}`}
        loading={
          <ul
            className={classes.grid}
            aria-label={`Loading ${noun.many}`}
            data-stretch={stretchCards || undefined}
            data-phone-columns={twoColumnsOnPhone ? 2 : undefined}
          >
            {Array.from({ length: BROWSE_PAGE_SIZE }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>{skeleton}</li>
            ))}
          </ul>
        }
      >
        {() => body}
      </QueryState>
    </section>
  );
}
