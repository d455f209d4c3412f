import { useUrlFilters } from '@/lib/url-filters';
import { opportunityFiltersToParams, parseOpportunityFilters } from './filters';

/**
 * The opportunity filters, kept in the URL query (`useUrlFilters`); `replace` fills in the starting
 * place for the user without a new history entry.
 */
export function useOpportunityFilters() {
  return useUrlFilters(parseOpportunityFilters, opportunityFiltersToParams);
}
