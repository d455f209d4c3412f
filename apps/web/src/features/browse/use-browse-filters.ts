import { useUrlFilters } from '@/lib/url-filters';
import { filtersToParams, parseFilters } from './filters';

/** The portfolio browse filters, kept in the URL query (`useUrlFilters`). */
export function useBrowseFilters() {
  return useUrlFilters(parseFilters, filtersToParams);
}
