import type { AddressPlace, AddressSuggestion, MapConfig, Place } from '@canvas/shared';
import { LOCATION_MAP_ZOOM } from '@canvas/shared';
import type { MapsProvider } from '../../adapters/maps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countUse } from '../../lib/throttle';

export interface PlacesDeps {
  maps: MapsProvider;
  db: Db;
  /** Hourly per-IP limit on street-address look-ups. */
  addressLookupsPerIp: number;
  mapTiles: Config['mapTiles'];
}

const HOUR_MINUTES = 60;

/** Runs a provider call; its failures (down, refused, slow) answer a plain 500 with no detail. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError('internal', undefined, { cause: error });
  }
}

/** Place suggestions for the location boxes (browse, editors), from the configured maps provider. */
export async function suggestPlaces(
  deps: Pick<PlacesDeps, 'maps'>,
  query: { q: string; limit: number },
): Promise<{ list: Place[] }> {
  return { list: await fromProvider(() => deps.maps.suggest(query.q, query.limit)) };
}

/**
 * Street-address look-ups are public (the info steps ask before a canvas exists) but counted per
 * IP: a real provider bills every request, so one client cannot run up the bill.
 */
async function assertAddressLookupAllowed(deps: PlacesDeps, ip: string): Promise<void> {
  const use = await countUse(deps.db, `maps-address:ip:${ip}`, deps.addressLookupsPerIp, HOUR_MINUTES);
  if (!use.allowed) {
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
  }
}

/** Street addresses matching what was typed (spec 2 §7 "address autocomplete"). */
export async function suggestAddresses(
  deps: PlacesDeps,
  ip: string,
  query: { q: string; limit: number },
): Promise<{ list: AddressSuggestion[] }> {
  await assertAddressLookupAllowed(deps, ip);
  return { list: await fromProvider(() => deps.maps.suggestAddresses(query.q, query.limit)) };
}

/** The full address and coordinates of a suggestion (spec 2 §7 "place details"); 404 for an id naming none. */
export async function addressDetails(deps: PlacesDeps, ip: string, id: string): Promise<AddressPlace> {
  await assertAddressLookupAllowed(deps, ip);
  const place = await fromProvider(() => deps.maps.addressDetails(id));
  if (!place) throw new AppError('notFound');
  return place;
}

/** How the web draws location maps: the configured tiles, or none (the plain panel). */
export function mapConfig(deps: Pick<PlacesDeps, 'mapTiles'>): MapConfig {
  return {
    tileUrl: deps.mapTiles?.url ?? null,
    attribution: deps.mapTiles?.attribution ?? null,
    zoom: LOCATION_MAP_ZOOM,
  };
}
