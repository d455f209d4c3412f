import { Badge, Button, Drawer, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { formatCount } from '@/lib/format';
import classes from './browse-phone-search.module.css';
import type { BrowseRadiusMiles } from './browse-results';

/** Phones (below Mantine's `sm`, 48em): the search folds into a sticky bar and its filters open in a sheet. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The pending filters are counted once changes pause this long. */
export const DRAFT_COUNT_DEBOUNCE_MS = 400;

/** Whether the browse search shows as the compact bar and sheet: read at once, like `useBrowseIsMobile`. */
export function useBrowseIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}

/**
 * The sheet's pending filters: a copy of the page's filters taken when the sheet opens, changed
 * freely, applied only by "Show N results". `counted` is the draft once changes pause, for the count.
 */
export function useBrowseDraft<F>(filters: F) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraftState] = useState(filters);
  const [counted] = useDebouncedValue(draft, DRAFT_COUNT_DEBOUNCE_MS);
  const open = useCallback(() => {
    setDraftState(filters);
    setOpened(true);
  }, [filters]);
  // The fields change anything but the page (a search starts on page 1).
  const setDraft = useCallback(
    (patch: Partial<Omit<F, 'page'>>) => setDraftState((current) => ({ ...current, ...patch })),
    [],
  );
  const reset = useCallback((next: F) => setDraftState(next), []);
  return {
    opened,
    open,
    close: () => setOpened(false),
    draft,
    setDraft,
    reset,
    counted,
    /** The latest changes are not counted yet. */
    settling: counted !== draft,
  };
}

interface BrowseCompactBarProps {
  /** What the bar opens ('Search portfolios'). */
  label: string;
  keyword: string;
  place: { label: string } | null;
  radiusMiles: BrowseRadiusMiles;
  /** How many filters beyond the keyword and place are set. */
  filterCount: number;
  onOpen: () => void;
}

/** The phone's search: one sticky bar summing up the keyword and place; tapping it opens the full search. */
export function BrowseCompactBar({
  label,
  keyword,
  place,
  radiusMiles,
  filterCount,
  onOpen,
}: BrowseCompactBarProps) {
  const where = place ? `${place.label} · ${radiusMiles} mi` : 'Anywhere';
  return (
    <div className={classes.bar}>
      <UnstyledButton className={classes.summary} aria-haspopup="dialog" onClick={onOpen}>
        <IconSearch size={20} stroke={1.7} aria-hidden="true" className={classes.summaryIcon} />
        <span className={classes.summaryText}>
          <span className={classes.summaryKeyword} data-empty={keyword.trim() === '' || undefined}>
            {keyword.trim() || label}
          </span>
          <span className={classes.summaryPlace}>{where}</span>
        </span>
        <span className={classes.filtersIcon}>
          <IconAdjustmentsHorizontal size={20} stroke={1.6} aria-hidden="true" />
          {filterCount > 0 ? (
            <Badge
              component="span"
              size="xs"
              circle
              color="blush.7"
              className={classes.filtersBadge}
              aria-label={`${filterCount} filters set`}
            >
              {filterCount}
            </Badge>
          ) : null}
        </span>
      </UnstyledButton>
    </div>
  );
}

/** "Show N results": the count of the pending filters, or "Show results" while it is being counted. */
export function showResultsLabel(count: number | undefined): string {
  if (count === undefined) return 'Show results';
  return `Show ${formatCount(count)} ${count === 1 ? 'result' : 'results'}`;
}

interface BrowseFilterSheetProps {
  opened: boolean;
  title: string;
  /** The pending filters' count; undefined while counting. */
  count: number | undefined;
  /** The results heading's id: the page moves to it once the sheet has closed after "Show N results". */
  resultsId: string;
  onShow: () => void;
  onClose: () => void;
  /** The fields, given the sheet's "show the results" (for Enter in the keyword box). */
  children: (show: () => void) => ReactNode;
}

/**
 * The phone's full search in a bottom sheet, ending in "Show N results": nothing is searched until
 * it is tapped; then the sheet closes and the page moves to the results.
 */
export function BrowseFilterSheet({
  opened,
  title,
  count,
  resultsId,
  onShow,
  onClose,
  children,
}: BrowseFilterSheetProps) {
  const [revealing, setRevealing] = useState(false);
  // Reset as the sheet opens again, in that same render: the focus return must not see it flip
  // while the sheet is closed (it would then take the focus back from the results).
  if (opened && revealing) setRevealing(false);
  const show = () => {
    setRevealing(true);
    onShow();
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="92dvh"
      title={title}
      classNames={{ content: classes.sheet, body: classes.sheetBody }}
      // After a search the focus goes to the results, not back to the bar.
      returnFocus={!revealing}
      onExitTransitionEnd={() => {
        if (!revealing) return;
        // Once the sheet has gone (its scroll lock with it): the results' heading, which says how many.
        const heading = document.getElementById(resultsId);
        heading?.focus({ preventScroll: true });
        heading?.scrollIntoView({ block: 'start' });
      }}
    >
      <div className={classes.sheetFields}>{children(show)}</div>
      <div className={classes.sheetFooter}>
        <Button size="md" fullWidth onClick={show}>
          {showResultsLabel(count)}
        </Button>
      </div>
    </Drawer>
  );
}
