import {
  AVERAGE_TICKET_BUCKETS,
  GRADUATION_WINDOWS,
  type OptionKind,
  PERCENT_BUCKETS,
  VISIT_FREQUENCY_BUCKETS,
} from '@canvas/shared';
import { Chip, SegmentedControl } from '@mantine/core';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { CatalogueMultiSelect } from '@/components/browse/catalogue-multi-select';
import { useFilterOptions } from '../api/get-filter-options';
import {
  AVERAGE_TICKET_LABELS,
  type BrowseFilters,
  GRADUATION_LABELS,
  LICENCE_FILTERS_WITH_ANY,
  type LicenceFilter,
  PERCENT_LABELS,
  VISIT_FREQUENCY_LABELS,
} from '../filters';
import classes from './browse-page.module.css';

type MoreFilters = Pick<
  BrowseFilters,
  | 'categories'
  | 'licence'
  | 'software'
  | 'averageTicket'
  | 'visitFrequency'
  | 'retention'
  | 'retailSales'
  | 'graduation'
>;

interface MoreFiltersProps {
  filters: MoreFilters;
  onChange: (patch: Partial<MoreFilters>) => void;
}

function FilterGroup({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.groupLegend}>
        {label}
        {hint ? <span className={classes.groupHint}>{hint}</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}

function BucketChips<T extends string>({
  label,
  hint,
  buckets,
  labels,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  buckets: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (value: T[]) => void;
}) {
  return (
    <FilterGroup label={label} hint={hint}>
      <div className={classes.chips}>
        <Chip.Group<true, T>
          multiple
          value={value}
          onChange={(next) => onChange(buckets.filter((b) => next.includes(b)))}
        >
          {buckets.map((bucket) => (
            <Chip key={bucket} value={bucket} size="sm" variant="outline" color="plum">
              {labels[bucket]}
            </Chip>
          ))}
        </Chip.Group>
      </div>
    </FilterGroup>
  );
}

function OptionMultiSelect({
  kind,
  ...props
}: { kind: OptionKind } & Omit<ComponentProps<typeof CatalogueMultiSelect>, 'options' | 'offered'>) {
  return <CatalogueMultiSelect options={useFilterOptions(kind)} {...props} />;
}

/** Spec 1 §2.4 'more filters' (professional type): category, licence, software, KPIs, graduation. */
export function MoreFiltersPanel({ filters, onChange }: MoreFiltersProps) {
  const licenceId = useId();
  return (
    <div className={classes.more}>
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
        <FilterGroup label="License">
          <SegmentedControl
            name={licenceId}
            size="md"
            fullWidth
            radius="xl"
            color="plum"
            value={filters.licence ?? 'any'}
            onChange={(next) => onChange({ licence: next === 'any' ? null : (next as LicenceFilter) })}
            data={LICENCE_FILTERS_WITH_ANY}
          />
        </FilterGroup>
      </div>
      <div className={classes.moreGrid}>
        <BucketChips
          label="Average ticket"
          hint="Combined, per visit"
          buckets={AVERAGE_TICKET_BUCKETS}
          labels={AVERAGE_TICKET_LABELS}
          value={filters.averageTicket}
          onChange={(averageTicket) => onChange({ averageTicket })}
        />
        <BucketChips
          label="Visit frequency"
          hint="Visits per client, per year"
          buckets={VISIT_FREQUENCY_BUCKETS}
          labels={VISIT_FREQUENCY_LABELS}
          value={filters.visitFrequency}
          onChange={(visitFrequency) => onChange({ visitFrequency })}
        />
        <BucketChips
          label="Repeat client retention"
          buckets={PERCENT_BUCKETS}
          labels={PERCENT_LABELS}
          value={filters.retention}
          onChange={(retention) => onChange({ retention })}
        />
        <BucketChips
          label="Service-to-retail sales"
          buckets={PERCENT_BUCKETS}
          labels={PERCENT_LABELS}
          value={filters.retailSales}
          onChange={(retailSales) => onChange({ retailSales })}
        />
        <BucketChips
          label="Graduation"
          hint="Students"
          buckets={GRADUATION_WINDOWS}
          labels={GRADUATION_LABELS}
          value={filters.graduation}
          onChange={(graduation) => onChange({ graduation })}
        />
      </div>
    </div>
  );
}
