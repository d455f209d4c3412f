import type { OptionKind } from '@canvas/shared';
import { MultiSelect, SegmentedControl, Select } from '@mantine/core';
import { useOptions } from '@/api/options/get-options';
import { BrowseSearchPanel } from '@/components/browse/browse-page';
import {
  countMoreOpportunityFilters,
  hasActiveOpportunityFilters,
  isOfferedPaymentMode,
  JOB_TYPE_OPTIONS,
  type OpportunityFilters,
  type OpportunityKind,
} from './filters';
import classes from './opportunity-browse.module.css';

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
  return (
    <BrowseSearchPanel
      label="Search opportunities"
      keyword={filters.keyword}
      keywordPlaceholder="Job title, salon, brand…"
      keywordSize="md"
      onKeywordChange={(keyword) => onChange({ keyword })}
      place={filters.place}
      onPlaceChange={(place) => onChange({ place })}
      radiusMiles={filters.radiusMiles}
      onRadiusChange={(radiusMiles) => onChange({ radiusMiles })}
      renderSecondSelect={(className) => (
        <Select
          size="md"
          className={className}
          label="Job type"
          placeholder="Any"
          data={jobTypeData}
          value={filters.jobTypes.length === 1 ? String(filters.jobTypes[0]) : null}
          clearable
          onChange={(next) => onChange({ jobTypes: next === null ? [] : [Number(next)] })}
          comboboxProps={{ shadow: 'md' }}
        />
      )}
      narrowSecondSelect
      footerStart={
        <SegmentedControl
          aria-label="Jobs or contests"
          size="sm"
          radius="xl"
          color="plum"
          data={KIND_DATA}
          value={filters.kind ?? 'all'}
          onChange={(next) => onChange({ kind: next === 'all' ? null : (next as OpportunityKind) })}
        />
      }
      moreCount={countMoreOpportunityFilters(filters)}
      morePanel={
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
      }
      active={hasActiveOpportunityFilters(filters)}
      onClear={onClear}
    />
  );
}
