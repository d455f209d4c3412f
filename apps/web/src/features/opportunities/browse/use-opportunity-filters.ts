import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OpportunityFilters, opportunityFiltersToParams, parseOpportunityFilters } from './filters';

/**
 * The opportunity filters, read from and written to the URL query. Every change is a new history
 * entry (the back button returns to the previous search) and starts again at page 1, except a page
 * change. `replace` writes without a new entry (the starting place filled in for the user).
 */
export function useOpportunityFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOpportunityFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<Omit<OpportunityFilters, 'page'>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => opportunityFiltersToParams({ ...parseOpportunityFilters(current), ...patch, page: 1 }),
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setParams((current) => opportunityFiltersToParams({ ...parseOpportunityFilters(current), page }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setParams]);

  return { filters, update, setPage, clear };
}
