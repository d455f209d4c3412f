import { type AddressSuggestion, addressSuggestResultSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { placeKeys } from './keys';

/** The API refuses shorter queries (addressSuggestQuerySchema): nothing useful matches them. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;

/** GET /api/places/address/suggest?q=: street addresses matching what was typed. */
export async function suggestAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const result = await api.get(apiPaths.places.addressSuggest(), {
    query: { q },
    signal,
    errorDisplay: 'inline',
  });
  return addressSuggestResultSchema.parse(result).list;
}

export const addressSuggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.addressSuggest(q),
    queryFn: ({ signal }) => suggestAddresses(q, signal),
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Pass the debounced text: one request per pause in typing, not per key (the provider bills each). */
export function useAddressSuggest(q: string) {
  const query = q.trim();
  return useQuery({
    ...addressSuggestQueryOptions(query),
    enabled: query.length >= ADDRESS_QUERY_MIN_LENGTH,
  });
}
