import { type MapConfig, mapConfigSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { placeKeys } from './keys';

/** GET /api/places/map: the tile URL template and credit of the location maps (null tiles: the plain panel). */
export async function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return mapConfigSchema.parse(await api.get(apiPaths.places.map(), { signal, errorDisplay: 'inline' }));
}

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: placeKeys.map(),
    queryFn: ({ signal }) => getMapConfig(signal),
    // Server configuration: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
