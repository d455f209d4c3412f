import { type Option, type OptionKind, type OptionQueryInput, officialOptionsSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { optionKeys } from './keys';

/**
 * GET /api/option/customized?kind=official&types=["<kind>"]: one curated option catalogue
 * (categories, brands, states...). Callers filter it themselves (e.g. licensed categories).
 */
export async function getOptions(
  kind: OptionKind,
  options: Pick<RequestOptions, 'signal' | 'errorDisplay'> = {},
): Promise<Option[]> {
  const query = { kind: 'official', types: JSON.stringify([kind]) } satisfies OptionQueryInput;
  const result = officialOptionsSchema.parse(
    await api.get(apiPaths.option.customized(), { ...options, query }),
  );
  return result[kind] ?? [];
}

export const optionsQueryOptions = (kind: OptionKind) =>
  queryOptions({
    queryKey: optionKeys.catalogue(kind),
    queryFn: () => getOptions(kind),
    // Catalogues change rarely (admin edits): keep them for the session.
    staleTime: 30 * 60_000,
  });

export function useOptions(kind: OptionKind) {
  return useQuery(optionsQueryOptions(kind));
}
