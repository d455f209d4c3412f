import { EXPERIENCE_BUCKETS } from '@canvas/shared';
import { Select } from '@mantine/core';
import { BrowseSearchPanel } from '@/components/browse/browse-page';
import {
  type BrowseFiltersPatch,
  BrowseSearch,
  type BrowseSearchFieldsProps,
} from '@/components/browse/browse-search';
import { useFilterOptions } from '../api/get-filter-options';
import { searchCanvasesQueryOptions } from '../api/search-canvases';
import {
  type BrowseFilters,
  type BrowseType,
  countMoreFilters,
  EMPTY_FILTERS,
  EXPERIENCE_LABELS,
  type ExperienceBucket,
  hasActiveFilters,
  showsExperience,
  toSearchInput,
} from '../filters';
import { MoreFiltersPanel } from './more-filters';

/** The keyword is searched once typing pauses this long (or at once on Enter). */
export const KEYWORD_DEBOUNCE_MS = 400;

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

type Patch = BrowseFiltersPatch<BrowseFilters>;

interface SearchFieldsProps extends BrowseSearchFieldsProps<BrowseFilters> {
  type: BrowseType;
}

/** Spec 1 §2.4 controls: keyword, location, radius, years of experience or program, more filters, CLEAR SEARCH. */
function SearchFields({ type, filters, onChange, onClear, inSheet }: SearchFieldsProps) {
  return (
    <BrowseSearchPanel
      label="Search portfolios"
      keyword={filters.keyword}
      keywordPlaceholder="Name, speciality, school, brand…"
      keywordDebounceMs={KEYWORD_DEBOUNCE_MS}
      onKeywordChange={(keyword) => onChange({ keyword })}
      place={filters.place}
      onPlaceChange={(place) => onChange({ place })}
      radiusMiles={filters.radiusMiles}
      onRadiusChange={(radiusMiles) => onChange({ radiusMiles })}
      renderSecondSelect={(className) =>
        showsExperience(type) ? (
          <Select
            size="md"
            className={className}
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
            className={className}
            value={filters.program}
            onChange={(program) => onChange({ program })}
          />
        )
      }
      moreCount={countMoreFilters(filters)}
      morePanel={
        type === 'professional' ? <MoreFiltersPanel filters={filters} onChange={onChange} /> : undefined
      }
      active={hasActiveFilters(filters)}
      onClear={onClear}
      inSheet={inSheet}
    />
  );
}

/** The filters a type's screen shows beyond the keyword and place, for the compact bar's badge. */
function countSheetFilters(type: BrowseType, filters: BrowseFilters): number {
  const second = showsExperience(type) ? filters.experience !== null : filters.program !== null;
  return (second ? 1 : 0) + (type === 'professional' ? countMoreFilters(filters) : 0);
}

interface SearchPanelProps {
  type: BrowseType;
  filters: BrowseFilters;
  onChange: (patch: Patch) => void;
  onClear: () => void;
  /** The results heading's id: the phone's sheet moves the page there after a search. */
  resultsId: string;
}

/** The portfolio search: the full panel, or on phones the compact bar and its sheet (`BrowseSearch`). */
export function SearchPanel({ type, ...props }: SearchPanelProps) {
  return (
    <BrowseSearch
      label="Search portfolios"
      {...props}
      emptyFilters={EMPTY_FILTERS}
      countFilters={(filters) => countSheetFilters(type, filters)}
      countQuery={(filters) => searchCanvasesQueryOptions({ ...toSearchInput(type, filters, 1), size: 1 })}
      fields={(fields) => <SearchFields type={type} {...fields} />}
    />
  );
}
