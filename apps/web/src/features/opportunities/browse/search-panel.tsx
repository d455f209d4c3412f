import type { OptionKind } from '@canvas/shared';
import { SegmentedControl, Select } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useOptions } from '@/api/options/get-options';
import { BrowseSearchPanel } from '@/components/browse/browse-page';
import {
  BrowseCompactBar,
  BrowseFilterSheet,
  useBrowseDraft,
  useBrowseIsPhone,
} from '@/components/browse/browse-phone-search';
import { CatalogueMultiSelect } from '@/components/browse/catalogue-multi-select';
import { useSearchOpportunities } from '../api/search-opportunities';
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

type Patch = Partial<Omit<OpportunityFilters, 'page'>>;

function OptionMultiSelect({
  kind,
  ...props
}: { kind: OptionKind } & Omit<ComponentProps<typeof CatalogueMultiSelect>, 'options'>) {
  return <CatalogueMultiSelect options={useOptions(kind)} {...props} />;
}

interface SearchFieldsProps {
  filters: OpportunityFilters;
  onChange: (patch: Patch) => void;
  onClear: () => void;
  inSheet?: { onSubmit: () => void };
}

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

/**
 * The opportunity search: the full panel on wider screens; on phones the compact sticky bar whose
 * sheet holds the same controls over pending filters and ends in "Show N results" (issue 26).
 */
export function OpportunitySearchPanel({ filters, onChange, onClear, resultsId }: SearchPanelProps) {
  const isPhone = useBrowseIsPhone();
  if (!isPhone) return <SearchFields filters={filters} onChange={onChange} onClear={onClear} />;
  return <PhoneSearch filters={filters} onChange={onChange} resultsId={resultsId} />;
}

function PhoneSearch({ filters, onChange, resultsId }: Omit<SearchPanelProps, 'onClear'>) {
  const sheet = useBrowseDraft(filters);
  // The count of the pending filters: one row is enough to learn it.
  const counting = useSearchOpportunities(
    { ...toOpportunitySearchInput(sheet.counted, 1), size: 1 },
    { enabled: sheet.opened },
  );
  const count =
    sheet.settling || counting.isPlaceholderData || counting.isFetching ? undefined : counting.data?.count;
  const apply = () => {
    const { page: _page, ...patch } = sheet.draft;
    onChange({ ...patch, keyword: patch.keyword.trim() });
    sheet.close();
  };
  return (
    <>
      <BrowseCompactBar
        label="Search opportunities"
        keyword={filters.keyword}
        place={filters.place}
        radiusMiles={filters.radiusMiles}
        filterCount={
          countMoreOpportunityFilters(filters) + filters.jobTypes.length + (filters.kind === null ? 0 : 1)
        }
        onOpen={sheet.open}
      />
      <BrowseFilterSheet
        opened={sheet.opened}
        title="Search opportunities"
        count={count}
        resultsId={resultsId}
        onShow={apply}
        onClose={sheet.close}
      >
        {(show) => (
          <SearchFields
            filters={sheet.draft}
            onChange={sheet.setDraft}
            onClear={() => sheet.reset(EMPTY_OPPORTUNITY_FILTERS)}
            inSheet={{ onSubmit: show }}
          />
        )}
      </BrowseFilterSheet>
    </>
  );
}
