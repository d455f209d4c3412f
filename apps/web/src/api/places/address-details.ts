import { type AddressPlace, addressPlaceSchema } from '@canvas/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { placeKeys } from './keys';

/** GET /api/places/address/details?id=: the full address and coordinates of a suggestion. */
export async function getAddressDetails(id: string, signal?: AbortSignal): Promise<AddressPlace> {
  const result = await api.get(apiPaths.places.addressDetails(), {
    query: { id },
    signal,
    errorDisplay: 'inline',
  });
  return addressPlaceSchema.parse(result);
}

export const addressDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placeKeys.addressDetails(id),
    queryFn: ({ signal }) => getAddressDetails(id, signal),
    staleTime: 60 * 60_000,
  });

/**
 * Details are fetched once, when a suggestion is picked (not per render), so this is an imperative
 * look-up through the cache: picking the same suggestion twice asks once.
 */
export function fetchAddressDetails(queryClient: QueryClient, id: string): Promise<AddressPlace> {
  return queryClient.fetchQuery(addressDetailsQueryOptions(id));
}
