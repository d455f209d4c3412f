import { messages, type OptionKind, RADIUS_OPTIONS_MILES } from '@canvas/shared';
import { Badge, Button, Collapse, MultiSelect, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useOptions } from '@/api/options/get-options';
import { SearchLocationInput } from '@/components/fields/search-location-input';
import {
  countMoreOpportunityFilters,
  hasActiveOpportunityFilters,
  isOfferedPaymentMode,
  JOB_TYPE_OPTIONS,
  type OpportunityFilters,
  type OpportunityKind,
  type RadiusMiles,
} from './filters';
import classes from './opportunity-browse.module.css';

const radiusData = RADIUS_OPTIONS_MILES.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
const jobTypeData = JOB_TYPE_OPTIONS.map((option) => ({ value: String(option.id), label: option.name }));
const KIND_DATA = [
  { value: 'all', label: 'All' },
  { value: 'job', label: 'Jobs' },
  { value: 'contest', label: 'Contests' },
];

type Patch = Partial<Omit<OpportunityFilters, 'page'>>;

function CatalogueMultiSelect({
  kind,
  label,
  placeholder,
  value,
  onChange,
  offered = () => true,
}: {
  kind: OptionKind;
  label: string;
  placeholder: string;
  value: number[];
  onChange: (value: number[]) => void;
  offered?: (option: { id: number; name: string }) => boolean;
}) {
  const options = useOptions(kind);
  const data = (options.data ?? [])
    .filter(offered)
    .map((option) => ({ value: String(option.id), label: option.name }));
  // Ids from a shared link stay selected while the catalogue loads (and count in the request).
  const known = new Set(data.map((item) => item.value));
  const selected = value.map(String).filter((id) => options.data === undefined || known.has(id));
  return (
    <MultiSelect
      size="md"
      label={label}
      placeholder={selected.length === 0 ? placeholder : undefined}
      data={data}
      value={selected}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      nothingFoundMessage="Nothing matches"
      disabled={options.isError}
      error={options.isError ? `We could not load the ${label.toLowerCase()} list.` : undefined}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

interface SearchPanelProps {
  filters: OpportunityFilters;
  onChange: (patch: Patch) => void;
  onClear: () => void;
}

/**
 * Spec 1 §2.4 for opportunities: keyword (searched on Enter or Search), location and radius, job
 * type, jobs or contests, and under 'More filters' category, software, brand and payment mode.
 */
export function OpportunitySearchPanel({ filters, onChange, onClear }: SearchPanelProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  const moreCount = countMoreOpportunityFilters(filters);
  const [moreOpen, setMoreOpen] = useState(() => moreCount > 0);
  const moreId = useId();

  // The back button (or a shared link) changes the URL: the box follows it.
  useEffect(() => {
    setKeyword(filters.keyword);
  }, [filters.keyword]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for part of the supported browsers (and jsdom); the role works everywhere
    <form
      role="search"
      aria-label="Search opportunities"
      className={classes.panel}
      onSubmit={(event) => {
        event.preventDefault();
        if (keyword.trim() !== filters.keyword.trim()) onChange({ keyword: keyword.trim() });
      }}
    >
      <div className={classes.controls}>
        <TextInput
          size="md"
          label="Keyword"
          placeholder="Job title, salon, brand…"
          value={keyword}
          maxLength={100}
          leftSection={<IconSearch size={18} stroke={1.6} aria-hidden="true" />}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <SearchLocationInput value={filters.place} onChange={(place) => onChange({ place })} />
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
        <Select
          size="md"
          className={classes.half}
          label="Job type"
          placeholder="Any"
          data={jobTypeData}
          value={filters.jobTypes.length === 1 ? String(filters.jobTypes[0]) : null}
          clearable
          onChange={(next) => onChange({ jobTypes: next === null ? [] : [Number(next)] })}
          comboboxProps={{ shadow: 'md' }}
        />
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
        <SegmentedControl
          aria-label="Jobs or contests"
          size="sm"
          radius="xl"
          color="plum"
          data={KIND_DATA}
          value={filters.kind ?? 'all'}
          onChange={(next) => onChange({ kind: next === 'all' ? null : (next as OpportunityKind) })}
        />
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
        <Button
          variant="subtle"
          color="gray.8"
          size="sm"
          px="sm"
          className={classes.clear}
          disabled={!hasActiveOpportunityFilters(filters) && keyword.trim() === ''}
          onClick={() => {
            setKeyword('');
            onClear();
          }}
        >
          {messages.browseClearSearch}
        </Button>
      </div>
      <Collapse expanded={moreOpen} id={moreId}>
        <div className={classes.moreGrid}>
          <CatalogueMultiSelect
            kind="category"
            label="Category"
            placeholder="Hair stylist, barber…"
            value={filters.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <CatalogueMultiSelect
            kind="software"
            label="Software"
            placeholder="Booking and salon software"
            value={filters.software}
            onChange={(software) => onChange({ software })}
          />
          <CatalogueMultiSelect
            kind="brand"
            label="Brand"
            placeholder="Retail brands they carry"
            value={filters.brands}
            onChange={(brands) => onChange({ brands })}
          />
          <CatalogueMultiSelect
            kind="paymentMode"
            label="Payment mode"
            placeholder="Commission, booth rent…"
            value={filters.paymentModes}
            offered={isOfferedPaymentMode}
            onChange={(paymentModes) => onChange({ paymentModes })}
          />
        </div>
      </Collapse>
    </form>
  );
}
