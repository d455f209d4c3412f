import type { Option, OptionKind } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOptions } from '@/api/options/get-options';
import { browseKeys } from './keys';

/** A catalogue the browse filters choose from (categories, software, programs); errors show inline. */
export function getFilterOptions(kind: OptionKind, signal?: AbortSignal): Promise<Option[]> {
  return getOptions(kind, { signal, errorDisplay: 'inline' });
}

export const filterOptionsQueryOptions = (kind: OptionKind) =>
  queryOptions({
    queryKey: browseKeys.filterOptions(kind),
    queryFn: ({ signal }) => getFilterOptions(kind, signal),
    staleTime: 30 * 60_000,
  });

export function useFilterOptions(kind: OptionKind, options: { enabled?: boolean } = {}) {
  return useQuery({ ...filterOptionsQueryOptions(kind), enabled: options.enabled ?? true });
}
