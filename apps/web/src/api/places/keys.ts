/** Query keys of place suggestions and street-address look-ups. */
export const placeKeys = {
  all: ['places'] as const,
  suggest: (q: string) => [...placeKeys.all, 'suggest', q] as const,
  addressSuggest: (q: string) => [...placeKeys.all, 'address', 'suggest', q] as const,
  addressDetails: (id: string) => [...placeKeys.all, 'address', 'details', id] as const,
  map: () => [...placeKeys.all, 'map'] as const,
};
