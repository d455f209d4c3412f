import type { Place } from '@canvas/shared';
import type { MapsProvider } from '../../adapters/maps';
import { AppError } from '../../lib/errors';

export interface PlacesDeps {
  maps: MapsProvider;
}

/** Place suggestions for the location boxes (browse, editors), from the configured maps provider. */
export async function suggestPlaces(
  deps: PlacesDeps,
  query: { q: string; limit: number },
): Promise<{ list: Place[] }> {
  try {
    return { list: await deps.maps.suggest(query.q, query.limit) };
  } catch (error) {
    throw new AppError('internal', undefined, { cause: error });
  }
}
