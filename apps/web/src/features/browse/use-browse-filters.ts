import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type BrowseFilters, filtersToParams, parseFilters } from './filters';

/**
 * The browse filters, read from and written to the URL query. Every change is a new history entry
 * (the back button returns to the previous search) and starts again at page 1, except a page change.
 * The page keeps its scroll position: the screen decides where to scroll.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<Omit<BrowseFilters, 'page'>>) => {
      setParams((current) => filtersToParams({ ...parseFilters(current), ...patch, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setParams((current) => filtersToParams({ ...parseFilters(current), page }), {
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
