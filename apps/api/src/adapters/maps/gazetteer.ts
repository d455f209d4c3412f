import type { Place } from '@canvas/shared';
import type { Db } from '../../db/client';
import type { PlaceRow } from '../../db/schema';
import { editDistance, typoAllowance } from '../../lib/edit-distance';
import {
  findCitiesByPrefix,
  findCitiesBySimilarity,
  findPlaceById,
  findZipPlaces,
  hasPlaces,
  insertGazetteer,
  type NewPlace,
  placeSearchKey,
} from './gazetteer-queries';
import { loadZipCodes, STATE_CODES, stateName, type ZipCode } from './zip-codes';

/**
 * The embedded maps driver: US cities and ZIP codes from the `zipcodes` package, loaded into the
 * places table on first start and searched there (GazetteerMapsProvider in ./index.ts).
 */

/** Similar-looking cities checked for a typo's distance. */
const FUZZY_CANDIDATES = 50;

const STATE_KEYS = STATE_CODES.map(
  (code) => [placeSearchKey(stateName(code) ?? code), code.toLowerCase()] as const,
)
  // 'west virginia' before 'virginia'.
  .sort((a, b) => b[0].length - a[0].length);

/** 'Austin, Texas' -> 'austin tx': the key cities are stored under. */
export function cityQueryKey(query: string): string {
  const key = placeSearchKey(query);
  for (const [name, code] of STATE_KEYS) {
    if (key.length > name.length && key.endsWith(` ${name}`)) return `${key.slice(0, -name.length)}${code}`;
  }
  return key;
}

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    city: row.city,
    state: row.state,
    stateShort: row.stateShort,
    zipCode: row.zipCode,
    country: 'United States',
    countryShort: 'US',
    coordinates: [row.longitude, row.latitude],
  };
}

/**
 * Suggestions from the bundled gazetteer: ZIP codes by prefix when the query starts with a digit;
 * otherwise cities whose 'city st' starts with the query, largest first, topped up with cities
 * one or two typos away ('Pheonix' -> Phoenix, AZ), nearest spelling and then largest first.
 */
export async function suggestFromGazetteer(db: Db, query: string, limit: number): Promise<Place[]> {
  const digits = /^\s*(\d{1,5})/.exec(query)?.[1];
  if (digits) return (await findZipPlaces(db, digits, limit)).map(toPlace);
  const key = cityQueryKey(query);
  if (!key) return [];
  const byPrefix = await findCitiesByPrefix(db, key, limit);
  const allowance = typoAllowance(key.length);
  if (byPrefix.length >= limit || allowance === 0) return byPrefix.map(toPlace);
  const seen = new Set(byPrefix.map((row) => row.id));
  const typos = (await findCitiesBySimilarity(db, key, FUZZY_CANDIDATES))
    .filter((row) => !seen.has(row.id))
    .map((row) => ({
      row,
      distance: Math.min(editDistance(key, placeSearchKey(row.city)), editDistance(key, row.searchKey)),
    }))
    .filter((entry) => entry.distance <= allowance)
    .sort((a, b) => a.distance - b.distance || b.row.rank - a.row.rank)
    .map((entry) => entry.row);
  return [...byPrefix, ...typos].slice(0, limit).map(toPlace);
}

export async function gazetteerPlace(db: Db, id: string): Promise<Place | null> {
  const row = await findPlaceById(db, id);
  return row ? toPlace(row) : null;
}

/**
 * Fills the places table on first start (about 41,000 ZIP codes and 29,000 cities); a no-op once
 * it holds rows. Answers how many rows it loaded and how long it took.
 */
export async function ensureGazetteer(db: Db): Promise<{ loaded: number; ms: number }> {
  const started = performance.now();
  if (await hasPlaces(db)) return { loaded: 0, ms: 0 };
  const rows = gazetteerRows(loadZipCodes());
  const loaded = await db.transaction((tx) => insertGazetteer(tx as unknown as Db, rows));
  return { loaded, ms: Math.round(performance.now() - started) };
}

/**
 * One row per ZIP code, and one per city (city + state) at the centre of its ZIP codes, ranked by
 * how many it has: the source has no population, and a city's ZIP count follows its size.
 */
export function gazetteerRows(zipCodes: ZipCode[]): NewPlace[] {
  const cities = new Map<string, { zip: ZipCode; count: number; latitude: number; longitude: number }>();
  const rows: NewPlace[] = zipCodes.map((zip) => {
    const id = `city:${zip.stateShort}:${zip.city}`;
    const city = cities.get(id) ?? { zip, count: 0, latitude: 0, longitude: 0 };
    city.count += 1;
    city.latitude += zip.latitude;
    city.longitude += zip.longitude;
    cities.set(id, city);
    return {
      id: `zip:${zip.zip}`,
      kind: 'zip',
      label: `${zip.zip} — ${zip.city}, ${zip.stateShort}`,
      city: zip.city,
      state: zip.state,
      stateShort: zip.stateShort,
      zipCode: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      rank: 0,
      searchKey: zip.zip,
    };
  });
  for (const [id, { zip, count, latitude, longitude }] of cities) {
    rows.push({
      id,
      kind: 'city',
      label: `${zip.city}, ${zip.stateShort}`,
      city: zip.city,
      state: zip.state,
      stateShort: zip.stateShort,
      zipCode: null,
      latitude: Math.round((latitude / count) * 1e6) / 1e6,
      longitude: Math.round((longitude / count) * 1e6) / 1e6,
      rank: count,
      searchKey: placeSearchKey(`${zip.city} ${zip.stateShort}`),
    });
  }
  return rows;
}
