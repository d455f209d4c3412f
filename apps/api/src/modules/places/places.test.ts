import {
  type AddressPlace,
  type AddressSuggestion,
  addressPlaceSchema,
  addressSuggestionSchema,
  LOCATION_MAP_ZOOM,
  type Place,
  placeSchema,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/helper';
import { GazetteerMapsProvider } from '../../adapters/maps';
import { gazetteerAddressId } from '../../adapters/maps/address-query';
import { cityQueryKey, ensureGazetteer } from '../../adapters/maps/gazetteer';

/** A low address look-up limit, so the limit is tested without hundreds of requests. */
const ADDRESS_LIMIT = 6;
const t = useTestApp({ ADDRESS_LOOKUPS_MAX_PER_IP: String(ADDRESS_LIMIT) });
let firstLoad = { loaded: 0, ms: 0 };

beforeAll(async () => {
  firstLoad = await ensureGazetteer(t.database.db);
}, 60_000);

async function suggest(q: string, limit?: number): Promise<Place[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await t.app.inject({ method: 'GET', url: `/api/places/suggest?${query}` });
  if (response.statusCode !== 200) throw new Error(`suggest failed: ${response.statusCode} ${response.body}`);
  return response.json<{ list: Place[] }>().list;
}

describe('the bundled gazetteer', () => {
  it('loads every US ZIP code and city once, on first start', async () => {
    const rows = (await t.database.db.execute(
      sql`select kind, count(*)::integer as count from places group by kind order by kind`,
    )) as unknown as { rows: Array<{ kind: string; count: number }> };
    const counts = Object.fromEntries(rows.rows.map((row) => [row.kind, row.count]));
    expect(counts.zip).toBeGreaterThan(40_000);
    expect(counts.city).toBeGreaterThan(25_000);
    expect(firstLoad.loaded).toBe((counts.zip ?? 0) + (counts.city ?? 0));
    expect(await ensureGazetteer(t.database.db)).toEqual({ loaded: 0, ms: 0 });
  });

  it('leaves out ZIP codes given to companies rather than towns', async () => {
    const rows = (await t.database.db.execute(
      sql`select count(*)::integer as count from places where city in ('Bank Of New York', '115 Firms')`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(rows.rows[0]?.count).toBe(0);
  });
});

describe('GET /api/places/suggest', () => {
  it('is public and answers places in the contract shape', async () => {
    const list = await suggest('Austin');
    expect(list.length).toBeGreaterThan(0);
    for (const place of list) expect(placeSchema.parse(place)).toEqual(place);
  });

  it('suggests ZIP codes by prefix, in order, labelled with their city', async () => {
    const list = await suggest('7870');
    expect(list.map((place) => place.zipCode)).toEqual([...list.map((place) => place.zipCode)].sort());
    expect(list.every((place) => place.kind === 'zip' && place.zipCode?.startsWith('7870'))).toBe(true);
    const downtown = list.find((place) => place.zipCode === '78701');
    expect(downtown).toMatchObject({
      id: 'zip:78701',
      label: '78701 — Austin, TX',
      city: 'Austin',
      state: 'Texas',
      stateShort: 'TX',
      country: 'United States',
      countryShort: 'US',
    });
    const [longitude, latitude] = downtown?.coordinates ?? [0, 0];
    expect(latitude).toBeCloseTo(30.27, 1);
    expect(longitude).toBeCloseTo(-97.74, 1);
  });

  it('suggests cities by prefix of "city, ST", the largest first', async () => {
    const [first] = await suggest('Austin');
    expect(first).toMatchObject({ kind: 'city', label: 'Austin, TX', zipCode: null, stateShort: 'TX' });
    expect((await suggest('san fran'))[0]?.label).toBe('San Francisco, CA');
    expect((await suggest('Austin, TX'))[0]?.label).toBe('Austin, TX');
    expect((await suggest('austin texas'))[0]?.label).toBe('Austin, TX');
    // Many states have a Springfield: the ones with the most ZIP codes come first.
    const springfields = await suggest('Springfield', 20);
    expect(springfields.slice(0, 3).map((place) => place.label)).toEqual([
      'Springfield, IL',
      'Springfield, MA',
      'Springfield, MO',
    ]);
    expect(springfields.every((place) => place.city.startsWith('Springfield'))).toBe(true);
  });

  it('tolerates a typo in a city name', async () => {
    expect((await suggest('Pheonix'))[0]?.label).toBe('Phoenix, AZ');
    expect((await suggest('Chicgo'))[0]?.label).toBe('Chicago, IL');
    expect((await suggest('pittsburg pa'))[0]?.label).toBe('Pittsburgh, PA');
    expect(await suggest('Qqxwvb')).toEqual([]);
  });

  it('answers at most `limit` places (8 by default)', async () => {
    expect(await suggest('San')).toHaveLength(8);
    expect(await suggest('San', 3)).toHaveLength(3);
  });

  it('refuses an empty or overlong query', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/places/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('city query keys', () => {
  it('matches "City, ST" and "City State" forms to the stored key', () => {
    expect(cityQueryKey('Austin, TX')).toBe('austin tx');
    expect(cityQueryKey('Charleston West Virginia')).toBe('charleston wv');
    expect(cityQueryKey("Coeur d'Alene")).toBe('coeur d alene');
    expect(cityQueryKey('Texas')).toBe('texas');
  });
});

/** Each test asks from its own address, so the per-IP limit counts only its own requests. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

function getAddress(path: string, query: Record<string, string>, ip: string) {
  return t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, remoteAddress: ip });
}

describe('street addresses from the bundled gazetteer', () => {
  const provider = () => new GazetteerMapsProvider(t.database.db);
  const suggest = (q: string, limit = 5) => provider().suggestAddresses(q, limit);
  const lines = async (q: string, limit = 5) =>
    (await suggest(q, limit)).map((suggestion) => `${suggestion.label} | ${suggestion.secondary}`);

  it.each([
    ['512 Congress Ave, Austin, TX 78701', '512 Congress Ave | Austin, TX 78701'],
    ['512 Congress Ave 78701', '512 Congress Ave | Austin, TX 78701'],
    ['512 congress ave austin tx 78701', '512 Congress Ave | Austin, TX 78701'],
    ['512 Congress Ave, Austin, TX 78701-1234, USA', '512 Congress Ave | Austin, TX 78701'],
    ['512 Congress Ave, Austin, TX', '512 Congress Ave | Austin, TX'],
    ['512 Congress Ave, Austin, Texas', '512 Congress Ave | Austin, TX'],
    ['512 Congress Ave, Austin', '512 Congress Ave | Austin, TX'],
    ['512 Congress Ave Austin', '512 Congress Ave | Austin, TX'],
    ['512 Congress Ave Austin TX', '512 Congress Ave | Austin, TX'],
    ['512 Congress Ave, Suite 200, Austin, TX', '512 Congress Ave, Suite 200 | Austin, TX'],
    ['350 5th Ave, New York, NY 10118', '350 5th Ave | New York, NY 10118'],
    ['350 Fifth Avenue New York NY', '350 Fifth Avenue | New York, NY'],
    ['1 Market St, San Francisco, CA', '1 Market St | San Francisco, CA'],
    ['233 S Wacker Dr Chicago IL 60606', '233 S Wacker Dr | Chicago, IL 60606'],
    ['1200 NE 5th St, Miami', '1200 NE 5th St | Miami, FL'],
    ['700 Clark Ave St Louis MO', '700 Clark Ave | Saint Louis, MO'],
    ['100 Main St, Pheonix, AZ', '100 Main St | Phoenix, AZ'],
  ])('%j -> %j first', async (typed, first) => {
    expect((await lines(typed))[0]).toBe(first);
  });

  it('suggests the best few cities while the place is still being typed', async () => {
    const list = await lines('512 Congress Ave, Aus', 5);
    expect(list).toHaveLength(5);
    expect(list[0]).toBe('512 Congress Ave | Austin, TX');
    expect(list.every((line) => line.startsWith('512 Congress Ave | Au'))).toBe(true);
    expect(await lines('512 Congress Ave, Austin', 3)).toHaveLength(3);
  });

  it('suggests ZIP codes by their first digits', async () => {
    const list = await lines('512 Congress Ave 7870', 5);
    expect(list).toHaveLength(5);
    expect(list.every((line) => /^512 Congress Ave \| [^,]+, TX 7870\d$/.test(line))).toBe(true);
  });

  it('falls back to the city before an unknown ZIP code', async () => {
    expect((await lines('512 Congress Ave, Austin, TX 00000'))[0]).toBe('512 Congress Ave | Austin, TX');
  });

  it.each([
    '512 Congress Ave',
    '512 Main St',
    'Austin, TX',
    '78701',
    '512 78701',
    '512 Congress Ave, Qqxwvb',
    '512 Congress Ave Qqxwvb',
    '512 Congress Ave, Texas',
    'zzz zzz zzz',
    '!!! ???',
  ])('suggests nothing for %j (no street line or no known place)', async (typed) => {
    expect(await suggest(typed)).toEqual([]);
  });

  it("answers details with the full address at the ZIP code's centre", async () => {
    const [first] = await suggest('512 Congress Ave, Austin, TX 78701');
    const place = await provider().addressDetails(first?.id ?? '');
    expect(place).toEqual({
      address: '512 Congress Ave, Austin, TX 78701',
      city: 'Austin',
      state: 'Texas',
      stateShort: 'TX',
      zipCode: '78701',
      country: 'United States',
      countryShort: 'US',
      coordinates: [expect.closeTo(-97.74, 1), expect.closeTo(30.27, 1)],
      precision: 'zip',
    });
  });

  it("answers details at the city's centre when no ZIP code was given", async () => {
    const [first] = await suggest('512 Congress Ave, Austin, TX');
    expect(await provider().addressDetails(first?.id ?? '')).toMatchObject({
      address: '512 Congress Ave, Austin, TX',
      zipCode: null,
      precision: 'city',
      stateShort: 'TX',
    });
  });

  it('re-checks every id: a place that does not exist or a forged street names nothing', async () => {
    expect(await provider().addressDetails(gazetteerAddressId('zip:00000', '1 Main St'))).toBeNull();
    expect(await provider().addressDetails(gazetteerAddressId('city:TX:Atlantis', '1 Main St'))).toBeNull();
    expect(await provider().addressDetails(gazetteerAddressId('zip:78701', '<img src=x>'))).toBeNull();
    expect(await provider().addressDetails('zip:78701')).toBeNull();
  });
});

describe('GET /api/places/address/suggest and /details', () => {
  it('are public and answer in the contract shape', async () => {
    const ip = nextIp();
    const response = await getAddress('/api/places/address/suggest', { q: '512 Congress Ave 78701' }, ip);
    expect(response.statusCode).toBe(200);
    const { list } = response.json<{ list: AddressSuggestion[] }>();
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^gz:zip:78701:/),
        label: '512 Congress Ave',
        secondary: 'Austin, TX 78701',
      },
    ]);
    for (const suggestion of list) expect(addressSuggestionSchema.parse(suggestion)).toEqual(suggestion);
    const details = await getAddress('/api/places/address/details', { id: list[0]?.id ?? '' }, ip);
    expect(details.statusCode).toBe(200);
    const place = details.json<AddressPlace>();
    expect(addressPlaceSchema.parse(place)).toEqual(place);
    expect(place.address).toBe('512 Congress Ave, Austin, TX 78701');
  });

  it('answers at most `limit` suggestions (5 by default)', async () => {
    const ip = nextIp();
    const all = await getAddress('/api/places/address/suggest', { q: '1 Main St, San' }, ip);
    expect(all.json<{ list: unknown[] }>().list).toHaveLength(5);
    const two = await getAddress('/api/places/address/suggest', { q: '1 Main St, San', limit: '2' }, ip);
    expect(two.json<{ list: unknown[] }>().list).toHaveLength(2);
  });

  it('refuses a query that is too short or too long, and a bad limit, with 422', async () => {
    const ip = nextIp();
    const queries: Array<Record<string, string>> = [
      { q: '' },
      { q: '12' },
      { q: '   ab  ' },
      { q: 'x'.repeat(201) },
      { q: '1 Main', limit: '11' },
    ];
    for (const query of queries) {
      const response = await getAddress('/api/places/address/suggest', query, ip);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('answers 404 for an id that names nothing, and 422 for none or an overlong one', async () => {
    const ip = nextIp();
    for (const id of [
      'junk',
      'gz:zip:00000:MSBNYWluIFN0',
      'gz:zip:78701:%%%',
      'mapbox:address:MSBNYWluIFN0',
    ]) {
      const response = await getAddress('/api/places/address/details', { id }, ip);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const ip2 = nextIp();
    for (const id of ['', 'x'.repeat(501)]) {
      const response = await getAddress('/api/places/address/details', { id }, ip2);
      expect(response.statusCode).toBe(422);
    }
  });

  it(`limits each IP to ADDRESS_LOOKUPS_MAX_PER_IP look-ups an hour (here ${ADDRESS_LIMIT}), suggestions and details together`, async () => {
    const ip = nextIp();
    for (let index = 0; index < ADDRESS_LIMIT - 1; index += 1) {
      const response = await getAddress('/api/places/address/suggest', { q: '512 Congress Ave 78701' }, ip);
      expect(response.statusCode).toBe(200);
    }
    const id = gazetteerAddressId('zip:78701', '512 Congress Ave');
    expect((await getAddress('/api/places/address/details', { id }, ip)).statusCode).toBe(200);
    const refused = await getAddress('/api/places/address/suggest', { q: '512 Congress Ave 78701' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getAddress('/api/places/address/details', { id }, ip)).statusCode).toBe(429);
    // Another address is not affected, and the city and ZIP suggestions are not limited.
    expect(
      (await getAddress('/api/places/address/suggest', { q: '512 Congress Ave 78701' }, nextIp())).statusCode,
    ).toBe(200);
    expect((await getAddress('/api/places/suggest', { q: 'Austin' }, ip)).statusCode).toBe(200);
  });
});

describe('GET /api/places/map', () => {
  it('answers no tiles by default (no third-party calls), with the zoom', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places/map' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: null, attribution: null, zoom: LOCATION_MAP_ZOOM });
  });

  it('answers the configured tile URL template and its credit', async () => {
    const configured = await createTestApp({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/places/map' });
      expect(response.json()).toEqual({
        tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
        attribution: '© Example Maps',
        zoom: 15,
      });
    } finally {
      await configured.close();
    }
  });
});
