import type { OptionKind } from '@canvas/shared';
import { SegmentedControl, Select } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useOptions } from '@/api/options/get-options';
import { BrowseSearchPanel } from '@/components/browse/browse-page';
import {
  type BrowseFiltersPatch,
  BrowseSearch,
  type BrowseSearchFieldsProps,
} from '@/components/browse/browse-search';
import { CatalogueMultiSelect } from '@/components/browse/catalogue-multi-select';
import { searchOpportunitiesQueryOptions } from '../api/search-opportunities';
import {
  countMoreOpportunityFilters,
  EMPTY_OPPORTUNITY_FILTERS,
  hasActiveOpportunityFilters,
  isOfferedPaymentMode,
  JOB_TYPE_OPTIONS,
  type OpportunityFilters,
  type OpportunityKind,
  toOpportunitySearchInput,
} from './filters';
import classes from './opportunity-browse.module.css';

const jobTypeData = JOB_TYPE_OPTIONS.map((option) => ({ value: String(option.id), label: option.name }));
const KIND_DATA = [
  { value: 'all', label: 'All' },
  { value: 'job', label: 'Jobs' },
  { value: 'contest', label: 'Contests' },
];

type Patch = BrowseFiltersPatch<OpportunityFilters>;

function OptionMultiSelect({
  kind,
  ...props
}: { kind: OptionKind } & Omit<ComponentProps<typeof CatalogueMultiSelect>, 'options'>) {
  return <CatalogueMultiSelect options={useOptions(kind)} {...props} />;
}

type SearchFieldsProps = BrowseSearchFieldsProps<OpportunityFilters>;

/**
 * Spec 1 §2.4 for opportunities: keyword (searched on Enter or Search), location and radius, job
 * type, jobs or contests, and under 'More filters' category, software, brand and payment mode.
 */
function SearchFields({ filters, onChange, onClear, inSheet }: SearchFieldsProps) {
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
          <OptionMultiSelect
            kind="category"
            label="Category"
            placeholder="Hair stylist, barber…"
            value={filters.categories}
            onChange={(categories) => onChange({ categories })}
          />
          <OptionMultiSelect
            kind="software"
            label="Software"
            placeholder="Booking and salon software"
            value={filters.software}
            onChange={(software) => onChange({ software })}
          />
          <OptionMultiSelect
            kind="brand"
            label="Brand"
            placeholder="Retail brands they carry"
            value={filters.brands}
            onChange={(brands) => onChange({ brands })}
          />
          <OptionMultiSelect
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
      inSheet={inSheet}
    />
  );
}

interface SearchPanelProps {
  filters: OpportunityFilters;
  onChange: (patch: Patch) => void;
  onClear: () => void;
  /** The results heading's id: the phone's sheet moves the page there after a search. */
  resultsId: string;
}

/** The opportunity search: the full panel, or on phones the compact bar and its sheet (`BrowseSearch`). */
export function OpportunitySearchPanel(props: SearchPanelProps) {
  return (
    <BrowseSearch
      label="Search opportunities"
      {...props}
      emptyFilters={EMPTY_OPPORTUNITY_FILTERS}
      countFilters={(filters) =>
        countMoreOpportunityFilters(filters) + filters.jobTypes.length + (filters.kind === null ? 0 : 1)
      }
      countQuery={(filters) =>
        searchOpportunitiesQueryOptions({ ...toOpportunitySearchInput(filters, 1), size: 1 })
      }
      fields={(fields) => <SearchFields {...fields} />}
    />
  );
}
