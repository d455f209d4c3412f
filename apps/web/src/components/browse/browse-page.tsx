import { messages, RADIUS_OPTIONS_MILES } from '@canvas/shared';
import { Badge, Button, Collapse, Container, Select, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { type BrowsePlace, SearchLocationInput } from '@/components/fields/search-location-input';
import classes from './browse-page.module.css';
import type { BrowseRadiusMiles } from './browse-results';

const radiusData = RADIUS_OPTIONS_MILES.map((miles) => ({ value: String(miles), label: `${miles} miles` }));

/** The plum band at the top of a browse page: eyebrow, title, lead and (portfolios) the type switch. */
export function BrowseHero({
  titleId,
  eyebrow,
  title,
  lead,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <Container size="xl" className={classes.heroInner}>
        <Eyebrow tone="onBrand">{eyebrow}</Eyebrow>
        <Title order={1} id={titleId} className={classes.title}>
          {title}
        </Title>
        <p className={classes.lead}>{lead}</p>
        {children}
      </Container>
    </section>
  );
}

/** The page's body, pulled up so the search panel overlaps the hero. */
export function BrowseBody({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" className={classes.body}>
      {children}
    </Container>
  );
}

interface BrowseSearchPanelProps {
  /** The form's accessible name ('Search portfolios'). */
  label: string;
  keyword: string;
  keywordPlaceholder: string;
  keywordSize?: 'md';
  /** Search as typing pauses this long; without it the keyword is searched on Enter or Search only. */
  keywordDebounceMs?: number;
  onKeywordChange: (keyword: string) => void;
  place: BrowsePlace | null;
  onPlaceChange: (place: BrowsePlace | null) => void;
  radiusMiles: BrowseRadiusMiles;
  onRadiusChange: (miles: BrowseRadiusMiles) => void;
  /** The select beside the radius, given its grid cell's class. */
  renderSecondSelect: (className: string | undefined) => ReactNode;
  /** Narrow the second select's column on wide screens. */
  narrowSecondSelect?: boolean;
  /** Controls at the start of the footer (they make it wrap on phones). */
  footerStart?: ReactNode;
  /** How many 'More filters' are set (the panel starts open when some are). */
  moreCount: number;
  /** What 'More filters' opens (none: no button). */
  morePanel?: ReactNode;
  /** Whether any filter is set (CLEAR SEARCH is enabled, as it is for a typed keyword). */
  active: boolean;
  onClear: () => void;
  /**
   * Inside the phone's filter sheet: no card and no Search button; every change (the keyword as
   * typed) goes to the sheet's pending filters, and Enter applies them.
   */
  inSheet?: { onSubmit: () => void };
}

/**
 * Spec 1 §2.4's search panel, shared by the browse pages: keyword, location, radius, one more select,
 * Search, then a footer with the page's own switches, 'More filters' and CLEAR SEARCH.
 */
export function BrowseSearchPanel({
  label,
  keyword: committedKeyword,
  keywordPlaceholder,
  keywordSize,
  keywordDebounceMs,
  onKeywordChange,
  place,
  onPlaceChange,
  radiusMiles,
  onRadiusChange,
  renderSecondSelect,
  narrowSecondSelect = false,
  footerStart,
  moreCount,
  morePanel,
  active,
  onClear,
  inSheet,
}: BrowseSearchPanelProps) {
  const [keyword, setKeyword] = useState(committedKeyword);
  const [moreOpen, setMoreOpen] = useState(() => moreCount > 0);
  const moreId = useId();

  // The back button (or a shared link) changes the URL: the box follows it.
  useEffect(() => {
    setKeyword(committedKeyword);
  }, [committedKeyword]);

  const commitKeyword = useDebouncedCallback((next: string) => {
    if (next.trim() !== committedKeyword.trim()) onKeywordChange(next.trim());
  }, keywordDebounceMs ?? 0);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for part of the supported browsers (and jsdom); the role works everywhere
    <form
      role="search"
      aria-label={label}
      className={inSheet ? classes.sheetPanel : classes.panel}
      onSubmit={(event) => {
        event.preventDefault();
        if (inSheet) {
          inSheet.onSubmit();
          return;
        }
        commitKeyword.cancel();
        if (keyword.trim() !== committedKeyword.trim()) onKeywordChange(keyword.trim());
      }}
    >
      <div className={classes.controls} data-narrow-second={narrowSecondSelect || undefined}>
        <TextInput
          size={keywordSize}
          label="Keyword"
          placeholder={keywordPlaceholder}
          value={keyword}
          maxLength={100}
          leftSection={<IconSearch size={18} stroke={1.6} aria-hidden="true" />}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            // The sheet's pending keyword is counted, not searched: it follows every key, untrimmed.
            if (inSheet) onKeywordChange(event.currentTarget.value);
            else if (keywordDebounceMs !== undefined) commitKeyword(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            // The sheet has no submit button, so Enter would not submit a form of two text fields.
            if (inSheet && event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              inSheet.onSubmit();
            }
          }}
        />
        <SearchLocationInput value={place} onChange={onPlaceChange} />
        <Select
          size="md"
          className={classes.half}
          label="Radius"
          data={radiusData}
          value={String(radiusMiles)}
          allowDeselect={false}
          onChange={(next) => {
            if (next) onRadiusChange(Number(next) as BrowseRadiusMiles);
          }}
          comboboxProps={{ shadow: 'md' }}
        />
        {renderSecondSelect(classes.half)}
        {inSheet ? null : (
          <Button
            type="submit"
            size="md"
            className={classes.searchButton}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Search
          </Button>
        )}
      </div>
      <div className={classes.panelFooter} data-wrap={footerStart ? true : undefined}>
        {footerStart}
        {morePanel ? (
          <Button
            variant="subtle"
            color="plum"
            size="sm"
            px="xs"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.6} aria-hidden="true" />}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden="true"
                className={classes.chevron}
                data-open={moreOpen || undefined}
              />
            }
            onClick={() => setMoreOpen((open) => !open)}
          >
            More filters
            {moreCount > 0 ? (
              <Badge component="span" size="sm" circle color="blush.7" ml={8} aria-label={`${moreCount} set`}>
                {moreCount}
              </Badge>
            ) : null}
          </Button>
        ) : null}
        <Button
          variant="subtle"
          color="gray.8"
          size="sm"
          px="sm"
          className={classes.clear}
          disabled={!active && keyword.trim() === ''}
          onClick={() => {
            commitKeyword.cancel();
            setKeyword('');
            onClear();
          }}
        >
          {messages.browseClearSearch}
        </Button>
      </div>
      {morePanel ? (
        <Collapse expanded={moreOpen} id={moreId}>
          {morePanel}
        </Collapse>
      ) : null}
    </form>
  );
}
