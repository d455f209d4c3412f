import { type Option, type OptionKind, optionListSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/app/paths';
import { api } from '@/lib/api-client';

/** GET /api/option/customized?kind=&types=: one option catalogue (categories, brands, states...). */
export async function getOptions(kind: OptionKind, types?: string): Promise<Option[]> {
  return optionListSchema.parse(await api.get(apiPaths.option.customized, { query: { kind, types } })).list;
}

export const optionsQueryOptions = (kind: OptionKind, types?: string) =>
  queryOptions({
    queryKey: ['option', kind, types ?? ''],
    queryFn: () => getOptions(kind, types),
    // Catalogues change rarely (admin edits): keep them for the session.
    staleTime: 30 * 60_000,
  });

export function useOptions(kind: OptionKind, types?: string) {
  return useQuery(optionsQueryOptions(kind, types));
}
