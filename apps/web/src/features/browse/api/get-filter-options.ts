import { type Option, type OptionKind, optionListSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/app/paths';
import { api } from '@/lib/api-client';

/** GET /api/option/customized?kind=: a catalogue the browse filters choose from (categories, software, programs). */
export async function getFilterOptions(kind: OptionKind, signal?: AbortSignal): Promise<Option[]> {
  const result = await api.get(apiPaths.option.customized, {
    query: { kind },
    signal,
    errorDisplay: 'inline',
  });
  return optionListSchema.parse(result).list;
}

export const filterOptionsQueryOptions = (kind: OptionKind) =>
  queryOptions({
    queryKey: ['browse', 'options', kind],
    queryFn: ({ signal }) => getFilterOptions(kind, signal),
    staleTime: 30 * 60_000,
  });

export function useFilterOptions(kind: OptionKind, options: { enabled?: boolean } = {}) {
  return useQuery({ ...filterOptionsQueryOptions(kind), enabled: options.enabled ?? true });
}
