import { schoolSearchResultSchema, type schoolSearchSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { optionKeys } from './keys';

export type SchoolOption = z.infer<typeof schoolSearchResultSchema>['list'][number];
export type SchoolSearchInput = z.input<typeof schoolSearchSchema>;

/** PUT /api/option/school/search {keyword, tactics}: schools matching the text (tactics [2, 20]). */
export async function searchSchools(input: SchoolSearchInput): Promise<SchoolOption[]> {
  return schoolSearchResultSchema.parse(await api.put(apiPaths.option.schoolSearch(), input)).list;
}

export const schoolSearchQueryOptions = (keyword: string, tactics: number[] = [2, 20]) =>
  queryOptions({
    queryKey: optionKeys.schoolSearch(keyword.trim(), tactics),
    queryFn: () => searchSchools({ keyword: keyword.trim(), tactics }),
    staleTime: 5 * 60_000,
  });

/** Searches once text is entered (spec 2 §7: the autocomplete uses [2, 20] with text). */
export function useSchoolSearch(keyword: string, tactics?: number[]) {
  return useQuery({
    ...schoolSearchQueryOptions(keyword, tactics),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
