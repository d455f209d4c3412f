/** Query keys of place suggestions. */
export const placeKeys = {
  all: ['places'] as const,
  suggest: (q: string) => [...placeKeys.all, 'suggest', q] as const,
};
