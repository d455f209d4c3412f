import { type Place, placeSuggestResultSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { placeKeys } from './keys';

/** Fewer letters than this match too many places to be useful. */
export const PLACE_QUERY_MIN_LENGTH = 2;

/** GET /api/places/suggest?q=: US cities and ZIP codes with their coordinates. */
export async function suggestPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const result = await api.get(apiPaths.places.suggest(), { query: { q }, signal, errorDisplay: 'inline' });
  return placeSuggestResultSchema.parse(result).list;
}

export const suggestPlacesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.suggest(q),
    queryFn: ({ signal }) => suggestPlaces(q, signal),
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Pass the debounced text: a request per pause in typing, not per key. */
export function useSuggestPlaces(q: string) {
  const query = q.trim();
  return useQuery({ ...suggestPlacesQueryOptions(query), enabled: query.length >= PLACE_QUERY_MIN_LENGTH });
}
