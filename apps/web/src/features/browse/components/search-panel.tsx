import { EXPERIENCE_BUCKETS, messages, RADIUS_OPTIONS_MILES } from '@canvas/shared';
import { Badge, Button, Collapse, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { SearchLocationInput } from '@/components/fields/search-location-input';
import { useFilterOptions } from '../api/get-filter-options';
import {
  type BrowseFilters,
  type BrowseType,
  countMoreFilters,
  EXPERIENCE_LABELS,
  type ExperienceBucket,
  hasActiveFilters,
  type RadiusMiles,
  showsExperience,
} from '../filters';
import classes from './browse-page.module.css';
import { MoreFiltersPanel } from './more-filters';

/** The keyword is searched once typing pauses this long (or at once on Enter). */
export const KEYWORD_DEBOUNCE_MS = 400;

const radiusData = RADIUS_OPTIONS_MILES.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
const experienceData = EXPERIENCE_BUCKETS.map((bucket) => ({
  value: bucket,
  label: EXPERIENCE_LABELS[bucket],
}));

function ProgramSelect({
  value,
  onChange,
  className,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  className?: string;
}) {
  const options = useFilterOptions('program');
  return (
    <Select
      size="md"
      className={className}
      label="Program"
      placeholder={options.isPending ? 'Loading programs…' : 'Any program'}
      data={(options.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage="No program matches"
      error={options.isError ? 'We could not load the programs.' : undefined}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

interface SearchPanelProps {
  type: BrowseType;
  filters: BrowseFilters;
  onChange: (patch: Partial<Omit<BrowseFilters, 'page'>>) => void;
  onClear: () => void;
}

/** Spec 1 §2.4 controls: keyword, location, radius, years of experience or program, more filters, CLEAR SEARCH. */
export function SearchPanel({ type, filters, onChange, onClear }: SearchPanelProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  const [moreOpen, setMoreOpen] = useState(() => countMoreFilters(filters) > 0);
  const moreId = useId();

  // The back button (or a shared link) changes the URL: the box follows it.
  useEffect(() => {
    setKeyword(filters.keyword);
  }, [filters.keyword]);

  const commitKeyword = useDebouncedCallback((next: string) => {
    if (next.trim() !== filters.keyword.trim()) onChange({ keyword: next.trim() });
  }, KEYWORD_DEBOUNCE_MS);

  const moreCount = countMoreFilters(filters);
  const hasMore = type === 'professional';

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for part of the supported browsers (and jsdom); the role works everywhere
    <form
      role="search"
      aria-label="Search portfolios"
      className={classes.panel}
      onSubmit={(event) => {
        event.preventDefault();
        commitKeyword.cancel();
        if (keyword.trim() !== filters.keyword.trim()) onChange({ keyword: keyword.trim() });
      }}
    >
      <div className={classes.controls}>
        <TextInput
          className={classes.keyword}
          label="Keyword"
          placeholder="Name, speciality, school, brand…"
          value={keyword}
          maxLength={100}
          leftSection={<IconSearch size={18} stroke={1.6} aria-hidden="true" />}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            commitKeyword(event.currentTarget.value);
          }}
        />
        <SearchLocationInput
          className={classes.location}
          value={filters.place}
          onChange={(place) => onChange({ place })}
        />
        <Select
          size="md"
          className={classes.half}
          label="Radius"
          data={radiusData}
          value={String(filters.radiusMiles)}
          allowDeselect={false}
          onChange={(next) => {
            if (next) onChange({ radiusMiles: Number(next) as RadiusMiles });
          }}
          comboboxProps={{ shadow: 'md' }}
        />
        {showsExperience(type) ? (
          <Select
            size="md"
            className={classes.half}
            label="Years of experience"
            placeholder="Any"
            data={experienceData}
            value={filters.experience}
            clearable
            onChange={(next) => onChange({ experience: (next as ExperienceBucket | null) ?? null })}
            comboboxProps={{ shadow: 'md' }}
          />
        ) : (
          <ProgramSelect
            className={classes.half}
            value={filters.program}
            onChange={(program) => onChange({ program })}
          />
        )}
        <Button
          type="submit"
          size="md"
          className={classes.searchButton}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Search
        </Button>
      </div>
      <div className={classes.panelFooter}>
        {hasMore ? (
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
          disabled={!hasActiveFilters(filters) && keyword.trim() === ''}
          onClick={() => {
            commitKeyword.cancel();
            setKeyword('');
            onClear();
          }}
        >
          {messages.browseClearSearch}
        </Button>
      </div>
      {hasMore ? (
        <Collapse expanded={moreOpen} id={moreId}>
          <MoreFiltersPanel filters={filters} onChange={onChange} />
        </Collapse>
      ) : null}
    </form>
  );
}
