import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowseCompactBar, BrowseFilterSheet, useBrowseDraft, useBrowseIsPhone } from './browse-phone-search';
import type { BrowseRadiusMiles } from './browse-results';

/** What every browse page's filters have: the bar sums up the keyword and place; a search starts on page 1. */
interface BrowseSearchFilters {
  keyword: string;
  place: { label: string } | null;
  radiusMiles: BrowseRadiusMiles;
  page: number;
}

/** A change to the filters; the page number is the page's own (a search starts on page 1). */
export type BrowseFiltersPatch<F> = Partial<Omit<F, 'page'>>;

/** What a page's search fields get, on wide screens as in the phone's sheet (there over the pending filters). */
export interface BrowseSearchFieldsProps<F> {
  filters: F;
  onChange: (patch: BrowseFiltersPatch<F>) => void;
  onClear: () => void;
  /** Inside the phone's sheet (`BrowseSearchPanel`'s `inSheet`). */
  inSheet?: { onSubmit: () => void };
}

interface BrowseSearchProps<F extends BrowseSearchFilters, R extends { count: number }, K extends QueryKey> {
  /** The search's name, for the panel, the compact bar and the sheet ('Search portfolios'). */
  label: string;
  filters: F;
  onChange: (patch: BrowseFiltersPatch<F>) => void;
  onClear: () => void;
  /** The results heading's id: the phone's sheet moves the page there after a search. */
  resultsId: string;
  /** What CLEAR SEARCH leaves in the sheet. */
  emptyFilters: F;
  /** How many filters beyond the keyword and place are set, for the compact bar's badge. */
  countFilters: (filters: F) => number;
  /** The search of the pending filters asking for one row: enough to learn their count. */
  countQuery: (filters: F) => UseQueryOptions<R, Error, R, K>;
  /** The page's own fields: keyword, place and the rest (a `BrowseSearchPanel`). */
  fields: (props: BrowseSearchFieldsProps<F>) => ReactNode;
}

/**
 * A browse page's search: the full panel on wider screens; on phones a compact sticky bar whose
 * sheet holds the same fields over pending filters and ends in "Show N results" (issue 26).
 */
export function BrowseSearch<F extends BrowseSearchFilters, R extends { count: number }, K extends QueryKey>(
  props: BrowseSearchProps<F, R, K>,
) {
  const isPhone = useBrowseIsPhone();
  if (!isPhone)
    return props.fields({ filters: props.filters, onChange: props.onChange, onClear: props.onClear });
  return <PhoneSearch {...props} />;
}

function PhoneSearch<F extends BrowseSearchFilters, R extends { count: number }, K extends QueryKey>({
  label,
  filters,
  onChange,
  resultsId,
  emptyFilters,
  countFilters,
  countQuery,
  fields,
}: BrowseSearchProps<F, R, K>) {
  const sheet = useBrowseDraft(filters);
  const counting = useQuery({ ...countQuery(sheet.counted), enabled: sheet.opened });
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
        label={label}
        keyword={filters.keyword}
        place={filters.place}
        radiusMiles={filters.radiusMiles}
        filterCount={countFilters(filters)}
        onOpen={sheet.open}
      />
      <BrowseFilterSheet
        opened={sheet.opened}
        title={label}
        count={count}
        resultsId={resultsId}
        onShow={apply}
        onClose={sheet.close}
      >
        {(show) =>
          fields({
            filters: sheet.draft,
            onChange: sheet.setDraft,
            onClear: () => sheet.reset(emptyFilters),
            inSheet: { onSubmit: show },
          })
        }
      </BrowseFilterSheet>
    </>
  );
}
