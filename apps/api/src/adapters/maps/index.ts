import type { AddressPlace, AddressSuggestion, Place } from '@canvas/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { gazetteerPlace, suggestFromGazetteer } from './gazetteer';
import { gazetteerAddressDetails, suggestAddressesFromGazetteer } from './gazetteer-address';

/** Place predictions and details (spec 1 §7: "a maps service gives place predictions and details"). */
export interface MapsProvider {
  /** US cities and ZIP codes matching what the user typed, best first, with coordinates. */
  suggest(query: string, limit: number): Promise<Place[]>;
  /** The place a suggestion's id names, or null when there is none. */
  details(id: string): Promise<Place | null>;
  /** Street addresses matching what the user typed, best first (spec 2 §7 "address autocomplete"). */
  suggestAddresses(query: string, limit: number): Promise<AddressSuggestion[]>;
  /**
   * The full address and coordinates of an address suggestion's id, or null when the id names
   * none. Ids come back from clients: each driver checks them again rather than trusting them.
   */
  addressDetails(id: string): Promise<AddressPlace | null>;
}

/** The embedded default: the bundled US gazetteer in the places table. */
export class GazetteerMapsProvider implements MapsProvider {
  constructor(private readonly db: Db) {}

  suggest(query: string, limit: number): Promise<Place[]> {
    return suggestFromGazetteer(this.db, query, limit);
  }

  details(id: string): Promise<Place | null> {
    return gazetteerPlace(this.db, id);
  }

  suggestAddresses(query: string, limit: number): Promise<AddressSuggestion[]> {
    return suggestAddressesFromGazetteer(this.db, query, limit);
  }

  addressDetails(id: string): Promise<AddressPlace | null> {
    return gazetteerAddressDetails(this.db, id);
  }
}

export class MapsProviderError extends Error {}

interface MapboxContextEntry {
  name?: string;
  region_code?: string;
  region_code_full?: string;
  country_code?: string;
}

interface MapboxFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    feature_type?: string;
    name?: string;
    coordinates?: { longitude?: number; latitude?: number };
    context?: Partial<Record<'region' | 'place' | 'locality' | 'postcode' | 'country', MapboxContextEntry>>;
  };
}

/** Address ids carry the one-line address, forward-geocoded again for details. */
const MAPBOX_ADDRESS_ID = /^mapbox:address:([A-Za-z0-9_-]{4,600})$/;

const MAPBOX_TYPES = { city: 'place', zip: 'postcode' } as const;

/**
 * Mapbox Geocoding v6 (https://docs.mapbox.com/api/search/geocoding/): forward geocoding with
 * autocomplete answers cities and postcodes with their coordinates in one call. The API has no
 * look-up by id, so ids carry the kind and coordinates ('mapbox:city:-97.743100,30.267200') and
 * details() reverse-geocodes them.
 */
export class MapboxMapsProvider implements MapsProvider {
  constructor(private readonly options: { accessToken: string; apiUrl: string }) {}

  private async features(path: string, params: Record<string, string>): Promise<MapboxFeature[]> {
    const url = new URL(`${this.options.apiUrl}/search/geocode/v6/${path}`);
    for (const [name, value] of Object.entries({ ...params, country: 'us', language: 'en' })) {
      url.searchParams.set(name, value);
    }
    url.searchParams.set('access_token', this.options.accessToken);
    // The URL holds the access token: errors say what happened, never where (nor carry a cause).
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: unknown) => {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new MapsProviderError(`maps provider ${reason}`);
    });
    if (!response.ok) throw new MapsProviderError(`maps provider answered ${response.status}`);
    const body = (await response.json()) as { features?: MapboxFeature[] };
    return Array.isArray(body.features) ? body.features : [];
  }

  private toPlace(feature: MapboxFeature): Place | null {
    const properties = feature.properties ?? {};
    const kind =
      properties.feature_type === 'postcode' ? 'zip' : properties.feature_type === 'place' ? 'city' : null;
    const longitude = properties.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
    const latitude = properties.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
    if (!kind || typeof longitude !== 'number' || typeof latitude !== 'number') return null;
    const context = properties.context ?? {};
    const region = context.region ?? {};
    const stateShort = region.region_code ?? region.region_code_full?.replace(/^US-/, '') ?? '';
    const city = kind === 'city' ? (properties.name ?? '') : (context.place?.name ?? '');
    const zipCode = kind === 'zip' ? (properties.name ?? null) : null;
    const where = [city, stateShort].filter(Boolean).join(', ');
    return {
      id: `mapbox:${kind}:${longitude.toFixed(6)},${latitude.toFixed(6)}`,
      kind,
      label: zipCode ? `${zipCode} — ${where}` : where,
      city,
      state: region.name ?? '',
      stateShort,
      zipCode,
      country: context.country?.name ?? 'United States',
      countryShort: (context.country?.country_code ?? 'us').toUpperCase(),
      coordinates: [longitude, latitude],
    };
  }

  async suggest(query: string, limit: number): Promise<Place[]> {
    const features = await this.features('forward', {
      q: query,
      types: 'place,postcode',
      autocomplete: 'true',
      // Mapbox answers at most 10.
      limit: String(Math.min(limit, 10)),
    });
    return features.flatMap((feature) => this.toPlace(feature) ?? []);
  }

  async details(id: string): Promise<Place | null> {
    const match = /^mapbox:(city|zip):(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(id);
    if (!match) return null;
    const [, kind, longitude, latitude] = match as unknown as [string, 'city' | 'zip', string, string];
    const features = await this.features('reverse', {
      longitude,
      latitude,
      types: MAPBOX_TYPES[kind],
      limit: '1',
    });
    const place = features[0] ? this.toPlace(features[0]) : null;
    return place ? { ...place, id } : null;
  }

  /** An address feature as an address place, or null when it lacks what a location needs. */
  private toAddressPlace(feature: MapboxFeature): AddressPlace | null {
    const properties = feature.properties ?? {};
    const longitude = properties.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
    const latitude = properties.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
    const street = properties.name?.trim();
    if (properties.feature_type !== 'address' || !street) return null;
    if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
    const context = properties.context ?? {};
    const region = context.region ?? {};
    const stateShort = region.region_code ?? region.region_code_full?.replace(/^US-/, '') ?? '';
    const city = context.place?.name ?? context.locality?.name ?? '';
    const zipCode = context.postcode?.name ?? null;
    const cityLine = [city, [stateShort, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return {
      address: [street, cityLine].filter(Boolean).join(', '),
      city,
      state: region.name ?? '',
      stateShort,
      zipCode,
      country: context.country?.name ?? 'United States',
      countryShort: (context.country?.country_code ?? 'us').toUpperCase(),
      coordinates: [longitude, latitude],
      precision: 'address',
    };
  }

  async suggestAddresses(query: string, limit: number): Promise<AddressSuggestion[]> {
    const features = await this.features('forward', {
      q: query,
      types: 'address',
      autocomplete: 'true',
      limit: String(Math.min(limit, 10)),
    });
    const suggestions = new Map<string, AddressSuggestion>();
    for (const feature of features) {
      const place = this.toAddressPlace(feature);
      const street = feature.properties?.name?.trim() ?? '';
      if (!place) continue;
      const id = `mapbox:address:${Buffer.from(place.address, 'utf8').toString('base64url')}`;
      const secondary = place.address.slice(street.length).replace(/^,\s*/, '');
      suggestions.set(id, { id, label: street, secondary });
    }
    return [...suggestions.values()];
  }

  /**
   * Geocoding v6 has no look-up by id (that is the Search Box API's retrieve), so the id carries
   * the one-line address and details forward-geocode it again, taking the best match: the answer
   * is the provider's, never the id's.
   */
  async addressDetails(id: string): Promise<AddressPlace | null> {
    const encoded = MAPBOX_ADDRESS_ID.exec(id)?.[1];
    if (!encoded) return null;
    const address = Buffer.from(encoded, 'base64url').toString('utf8');
    if (Buffer.from(address, 'utf8').toString('base64url') !== encoded) return null;
    if (address.length > 300 || /[\p{Cc}\p{Cf}]/u.test(address) || !/\p{L}/u.test(address)) return null;
    const features = await this.features('forward', {
      q: address,
      types: 'address',
      autocomplete: 'false',
      limit: '1',
    });
    return features[0] ? this.toAddressPlace(features[0]) : null;
  }
}

export function createMapsProvider(config: Config, db: Db): MapsProvider {
  return config.maps.kind === 'mapbox' ? new MapboxMapsProvider(config.maps) : new GazetteerMapsProvider(db);
}
