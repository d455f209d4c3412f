import { STATE_CODES, stateCodeByName, stateName } from './zip-codes';

/**
 * Reading a typed street address ('512 Congress Ave, Austin, TX 78701') for the embedded maps
 * driver, which knows places (ZIP codes and cities) but no streets: the text is split into a street
 * line, kept as typed, and a place to look up. Pure text work; gazetteer-address.ts does the look-ups.
 */

/** The longest street line kept (a suite and a building name fit). */
export const STREET_MAX = 120;

/**
 * A way to read the text, tried in order until one names a known place: an exact ZIP code, the
 * start of one, or a city (`fuzzy` when the user separated it with a comma, so a typo there is
 * still read as a city; without a comma only exact prefixes count, or street words would match).
 */
export type AddressReading =
  | { kind: 'zip'; zip: string; rest: string }
  | { kind: 'zipPrefix'; prefix: string; rest: string }
  | { kind: 'city'; street: string; place: string; fuzzy: boolean };

/** Street types (USPS suffixes and their names) that end a street name, so what follows is the place. */
const STREET_SUFFIXES = new Set(
  [
    'ave avenue av st street str rd road blvd boulevard dr drive ln lane way ct court pl place',
    'ter terrace pkwy parkway hwy highway cir circle trl trail sq square plz plaza loop pike',
    'expy expressway fwy freeway aly alley xing crossing cv cove pt point',
  ]
    .join(' ')
    .split(' '),
);
/** Abbreviations that also start a city name ('St Louis', 'Ft Worth', 'Mt Vernon'). */
const PLACE_PREFIXES: Record<string, string> = { st: 'Saint', ste: 'Sainte', ft: 'Fort', mt: 'Mount' };
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
const COUNTRY = /[\s,]*\b(?:u\.?\s?s\.?\s?a?\.?|united states(?: of america)?)$/i;
const ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
const ZIP_START = /(?:^|[\s,])(\d{3,4})$/;
const LETTER = /\p{L}/u;

/** Lower-case words for comparing ('Saint-Louis, MO' -> 'saint louis mo'). */
export function wordsKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'St Louis' -> 'Saint Louis', as the gazetteer spells cities. */
export function expandPlacePrefix(place: string): string {
  const match = /^(st|ste|ft|mt)\.?\s+(?=\S)/i.exec(place);
  if (!match?.[1]) return place;
  return `${PLACE_PREFIXES[match[1].toLowerCase()]} ${place.slice(match[0].length)}`;
}

function titleWord(word: string): string {
  const bare = word.toLowerCase();
  if (DIRECTIONS.has(bare.replace(/\.$/, '')) || bare === 'po') return word.toUpperCase();
  return bare.replace(/^(\p{L})/u, (letter) => letter.toUpperCase());
}

/**
 * The street line as typed, tidied: odd characters and repeated spaces dropped, and an all-lower or
 * all-upper line put in title case ('512 congress ave' -> '512 Congress Ave', 'NE' and '5th' kept).
 */
export function tidyStreet(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s#&'.,/-]/gu, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.#&'/-]+|[\s,/&-]+$/g, '')
    .slice(0, STREET_MAX)
    .trim();
  const mixedCase = /\p{Ll}/u.test(cleaned) && /\p{Lu}/u.test(cleaned);
  return mixedCase ? cleaned : cleaned.split(' ').map(titleWord).join(' ');
}

/** A street line worth suggesting: some letters, not only a place or a state. */
export function isStreetLine(street: string): boolean {
  return street.length >= 2 && street.length <= STREET_MAX && LETTER.test(street);
}

/** Whether the text is only a state ('TX', 'Texas'): not a place to suggest addresses in. */
export function isStateOnly(text: string): boolean {
  const key = wordsKey(text);
  return STATE_CODES.includes(key.toUpperCase()) || stateCodeByName(key) !== undefined;
}

/** The text without a trailing state ('Austin, TX' -> 'Austin', 'Austin Texas' -> 'Austin'). */
export function withoutTrailingState(text: string, stateShort?: string): string {
  const names = stateShort
    ? [stateShort, stateName(stateShort) ?? stateShort]
    : STATE_CODES.flatMap((code) => [code, stateName(code) ?? code]);
  // Longest first: 'West Virginia' before 'Virginia'.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`[\\s,]+${name.replace(/\s+/g, '\\s+')}\\.?$`, 'i');
    if (pattern.test(text)) return text.replace(pattern, '');
  }
  return text;
}

/** The text without a trailing city name ('512 Congress Ave, Austin' -> '512 Congress Ave'). */
export function withoutTrailingCity(text: string, city: string): string {
  const words = wordsKey(city).split(' ');
  const pattern = new RegExp(`[\\s,]+${words.join("[\\s.,'-]+")}$`, 'i');
  return pattern.test(text) ? text.replace(pattern, '') : text;
}

/** The street line left once the place's ZIP, state and city are taken off the end. */
export function streetBefore(rest: string, place: { city: string; stateShort: string }): string {
  const trimmed = rest.replace(/[\s,]+$/, '');
  return tidyStreet(withoutTrailingCity(withoutTrailingState(trimmed, place.stateShort), place.city));
}

/** Readings of the part after the last comma, or of trailing words when there is no comma. */
function cityReadings(text: string): AddressReading[] {
  const segments = text.split(',').map((segment) => segment.trim());
  if (segments.length > 1) {
    const readings: AddressReading[] = [];
    // More of the end as the place first: 'Suite 2, Austin, TX' is read as 'Austin, TX'.
    for (let count = Math.min(3, segments.length - 1); count >= 1; count -= 1) {
      const place = segments.slice(-count).join(', ');
      const street = tidyStreet(segments.slice(0, -count).join(', '));
      if (LETTER.test(place.charAt(0)) && !isStateOnly(place) && isStreetLine(street)) {
        readings.push({ kind: 'city', street, place: expandPlacePrefix(place), fuzzy: true });
      }
    }
    return readings;
  }
  // No comma: only '<number> <street words> <place words>' is read, the street number first.
  const words = text.split(' ').filter(Boolean);
  if (!/^\d/.test(words[0] ?? '')) return [];
  let lastSuffix = -1;
  words.forEach((word, index) => {
    if (index >= 1 && STREET_SUFFIXES.has(word.toLowerCase().replace(/\.$/, ''))) lastSuffix = index;
  });
  const readings: AddressReading[] = [];
  for (let start = 1; start < words.length; start += 1) {
    // 'St' may also start the city ('10 Main St St Louis'), when a city word follows it.
    const startsCity =
      start === lastSuffix && start < words.length - 1 && /^(st|ste|ft|mt)\.?$/i.test(words[start] ?? '');
    const afterStreet = start > lastSuffix || startsCity;
    if (!afterStreet || words.length - start > 5) continue;
    const street = tidyStreet(words.slice(0, start).join(' '));
    const place = words.slice(start).join(' ');
    if (!LETTER.test(place.charAt(0)) || isStateOnly(place) || !isStreetLine(street)) continue;
    if (!words.slice(1, start).some((word) => LETTER.test(word))) continue;
    readings.push({ kind: 'city', street, place: expandPlacePrefix(place), fuzzy: false });
  }
  return readings;
}

/**
 * The ways to read what was typed, most specific first. A trailing ZIP code wins (the city before
 * it is then only taken off the street line); then the start of a ZIP; then a city after the last
 * comma, or after the street's last word when there is no comma.
 */
export function addressReadings(query: string): AddressReading[] {
  const text = query
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(COUNTRY, '')
    .replace(/[\s,]+$/, '');
  const readings: AddressReading[] = [];
  const zip = ZIP.exec(text);
  if (zip?.[1]) {
    const rest = text.slice(0, zip.index).replace(/[\s,]+$/, '');
    if (LETTER.test(rest)) readings.push({ kind: 'zip', zip: zip[1], rest });
    // An unknown ZIP code: the city before it may still be known.
    return [...readings, ...cityReadings(withoutTrailingState(rest))];
  }
  const zipStart = ZIP_START.exec(text);
  if (zipStart?.[1]) {
    const rest = text.slice(0, zipStart.index).replace(/[\s,]+$/, '');
    return LETTER.test(rest) ? [{ kind: 'zipPrefix', prefix: zipStart[1], rest }] : [];
  }
  return cityReadings(text);
}

/** Suggestion ids of the embedded driver: 'gz:<place id>:<street line, base64url>'. */
export function gazetteerAddressId(placeId: string, street: string): string {
  return `gz:${placeId}:${Buffer.from(street, 'utf8').toString('base64url')}`;
}

/** Place ids as gazetteer.ts makes them; city names are letters, digits, spaces and . ' / - only. */
const PLACE_ID = /^(?:zip:\d{5}|city:[A-Z]{2}:[\p{L}\p{N} .'/-]{1,100})$/u;

/**
 * The place id and street line an id names, or null for anything this driver could not have
 * made: a well-formed place id, and a street line that is already tidy (so an id cannot smuggle in
 * text the suggestions would never have shown).
 */
export function readGazetteerAddressId(id: string): { placeId: string; street: string } | null {
  if (!id.startsWith('gz:')) return null;
  const separator = id.lastIndexOf(':');
  const placeId = id.slice(3, separator);
  const encoded = id.slice(separator + 1);
  if (!PLACE_ID.test(placeId) || !/^[A-Za-z0-9_-]{1,200}$/.test(encoded)) return null;
  const street = Buffer.from(encoded, 'base64url').toString('utf8');
  if (Buffer.from(street, 'utf8').toString('base64url') !== encoded) return null;
  return isStreetLine(street) && tidyStreet(street) === street ? { placeId, street } : null;
}
