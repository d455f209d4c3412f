import type { AddressPlace, AddressSuggestion, Place } from '@canvas/shared';
import type { Db } from '../../db/client';
import {
  type AddressReading,
  addressReadings,
  gazetteerAddressId,
  readGazetteerAddressId,
  streetBefore,
  wordsKey,
} from './address-query';
import { cityQueryKey, suggestFromGazetteer, toPlace } from './gazetteer';
import { findCitiesByPrefix, findPlaceById, findZipPlaces } from './gazetteer-queries';

/**
 * Street addresses from the embedded driver: it knows every US ZIP code and city but no streets,
 * so it suggests the street line as typed in the places the rest of the text names, and places the
 * point at the ZIP code's centre (or the city's). Good enough for a map and a radius search; a real
 * provider (Mapbox) geocodes the street itself.
 */

interface Candidate {
  street: string;
  place: Place;
}

/** The places a reading names, best first, each with the street line that goes with it. */
async function resolve(db: Db, reading: AddressReading, limit: number): Promise<Candidate[]> {
  switch (reading.kind) {
    case 'zip': {
      const row = await findPlaceById(db, `zip:${reading.zip}`);
      return row ? [{ place: toPlace(row), street: streetBefore(reading.rest, row) }] : [];
    }
    case 'zipPrefix': {
      const rows = await findZipPlaces(db, reading.prefix, limit);
      return rows.map((row) => ({ place: toPlace(row), street: streetBefore(reading.rest, row) }));
    }
    case 'city': {
      // One letter matches too many cities to be a place.
      if (wordsKey(reading.place).length < 2) return [];
      const places = reading.fuzzy
        ? await suggestFromGazetteer(db, reading.place, limit)
        : (await findCitiesByPrefix(db, cityQueryKey(reading.place), limit)).map(toPlace);
      return places
        .filter((place) => place.kind === 'city')
        .map((place) => ({ place, street: reading.street }));
    }
  }
}

const cityLine = (place: Place) =>
  place.zipCode
    ? `${place.city}, ${place.stateShort} ${place.zipCode}`
    : `${place.city}, ${place.stateShort}`;

/**
 * Suggestions for what was typed: the first reading that names a known place gives them (a ZIP
 * code, then the start of one, then a city). Text that names no place suggests nothing.
 */
export async function suggestAddressesFromGazetteer(
  db: Db,
  query: string,
  limit: number,
): Promise<AddressSuggestion[]> {
  for (const reading of addressReadings(query)) {
    const candidates = (await resolve(db, reading, limit)).filter(
      (candidate) => candidate.street.length >= 2 && /\p{L}/u.test(candidate.street),
    );
    if (candidates.length === 0) continue;
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const { street, place } of candidates) {
      const id = gazetteerAddressId(place.id, street);
      if (seen.has(id)) continue;
      seen.add(id);
      suggestions.push({ id, label: street, secondary: cityLine(place) });
    }
    return suggestions.slice(0, limit);
  }
  return [];
}

/** The full address an id names, re-checked against the gazetteer; null when it names nothing. */
export async function gazetteerAddressDetails(db: Db, id: string): Promise<AddressPlace | null> {
  const parsed = readGazetteerAddressId(id);
  if (!parsed) return null;
  const row = await findPlaceById(db, parsed.placeId);
  if (!row) return null;
  const place = toPlace(row);
  return {
    address: `${parsed.street}, ${cityLine(place)}`,
    city: place.city,
    state: place.state,
    stateShort: place.stateShort,
    zipCode: place.zipCode,
    country: place.country,
    countryShort: place.countryShort,
    coordinates: place.coordinates,
    precision: place.kind === 'zip' ? 'zip' : 'city',
  };
}
