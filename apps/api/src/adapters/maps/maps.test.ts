import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { type AddressSuggestion, addressPlaceSchema, type Place, placeSchema } from '@canvas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { createMapsProvider, GazetteerMapsProvider, MapboxMapsProvider, MapsProviderError } from './index';

const region = {
  mapbox_id: 'dXJuOm1ieHBsYzpCUVRz',
  name: 'Texas',
  wikidata_id: 'Q1439',
  region_code: 'TX',
  region_code_full: 'US-TX',
};
const country = {
  mapbox_id: 'dXJuOm1ieHBsYzpJdXc',
  name: 'United States',
  wikidata_id: 'Q30',
  country_code: 'US',
  country_code_alpha_3: 'USA',
};

/** Features as Mapbox Geocoding v6 answers them (GeoJSON, properties.context by layer). */
const austin = {
  type: 'Feature',
  id: 'dXJuOm1ieHBsYzpBNlZN',
  geometry: { type: 'Point', coordinates: [-97.743, 30.267] },
  properties: {
    mapbox_id: 'dXJuOm1ieHBsYzpBNlZN',
    feature_type: 'place',
    full_address: 'Austin, Texas, United States',
    name: 'Austin',
    name_preferred: 'Austin',
    coordinates: { longitude: -97.743, latitude: 30.267 },
    place_formatted: 'Texas, United States',
    bbox: [-98.0, 30.0, -97.5, 30.5],
    context: { region, country },
  },
};
const downtownZip = {
  type: 'Feature',
  id: 'dXJuOm1ieHBsYzpBWjA',
  geometry: { type: 'Point', coordinates: [-97.744, 30.27] },
  properties: {
    mapbox_id: 'dXJuOm1ieHBsYzpBWjA',
    feature_type: 'postcode',
    full_address: '78701, Austin, Texas, United States',
    name: '78701',
    name_preferred: '78701',
    coordinates: { longitude: -97.744, latitude: 30.27 },
    place_formatted: 'Austin, Texas, United States',
    context: {
      place: { mapbox_id: 'dXJuOm1ieHBsYzpBNlZN', name: 'Austin', wikidata_id: 'Q16559' },
      region,
      country,
    },
  },
};
const street = {
  ...austin,
  properties: { ...austin.properties, feature_type: 'street', name: 'Congress Ave' },
};
/** An address feature as Geocoding v6 answers `types=address`. */
const congress = {
  type: 'Feature',
  id: 'dXJuOm1ieGFkcjpjb25ncmVzcw',
  geometry: { type: 'Point', coordinates: [-97.742681, 30.268537] },
  properties: {
    mapbox_id: 'dXJuOm1ieGFkcjpjb25ncmVzcw',
    feature_type: 'address',
    full_address: '512 Congress Avenue, Austin, Texas 78701, United States',
    name: '512 Congress Avenue',
    name_preferred: '512 Congress Avenue',
    coordinates: { longitude: -97.742681, latitude: 30.268537, accuracy: 'rooftop' },
    place_formatted: 'Austin, Texas 78701, United States',
    match_code: { address_number: 'matched', street: 'matched', confidence: 'exact' },
    context: {
      address: {
        mapbox_id: 'dXJuOm1ieGFkcjpjb25ncmVzcw',
        address_number: '512',
        street_name: 'Congress Avenue',
        name: '512 Congress Avenue',
      },
      street: { mapbox_id: 'dXJuOm1ieHN0cjpjb25ncmVzcw', name: 'Congress Avenue' },
      postcode: { mapbox_id: 'dXJuOm1ieHBsYzpBWjA', name: '78701' },
      place: { mapbox_id: 'dXJuOm1ieHBsYzpBNlZN', name: 'Austin', wikidata_id: 'Q16559' },
      region,
      country,
    },
  },
};
const congressPlace = {
  address: '512 Congress Avenue, Austin, TX 78701',
  city: 'Austin',
  state: 'Texas',
  stateShort: 'TX',
  zipCode: '78701',
  country: 'United States',
  countryShort: 'US',
  coordinates: [-97.742681, 30.268537],
  precision: 'address',
};
const congressId = `mapbox:address:${Buffer.from(congressPlace.address).toString('base64url')}`;

interface Call {
  path: string;
  params: URLSearchParams;
}
const calls: Call[] = [];
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { type: 'FeatureCollection', features: [] },
};

/** A local stand-in for api.mapbox.com. */
const fake = createServer((request: IncomingMessage, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  calls.push({ path: url.pathname, params: url.searchParams });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});
let apiUrl = '';
let app: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const base = await createTestApp({
    MAPS_PROVIDER: 'mapbox',
    MAPS_API_KEY: 'pk.test-token',
    MAPS_API_URL: apiUrl,
    LOG_LEVEL: 'debug',
  });
  // The same database and config, with every log line captured (the token must reach none).
  await base.app.close();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logged = await buildApp({ config: base.config, database: base.database, logger: { stream } });
  await logged.ready();
  app = {
    ...base,
    app: logged,
    close: async () => {
      await logged.close();
      await base.database.close();
    },
  };
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const provider = () => new MapboxMapsProvider({ accessToken: 'pk.test-token', apiUrl });
const features = (...list: unknown[]) => ({
  status: 200,
  body: { type: 'FeatureCollection', features: list, attribution: '© Mapbox' },
});

describe('Mapbox maps provider', () => {
  it('asks forward geocoding for US places and postcodes and maps them to places', async () => {
    answer = features(austin, downtownZip, street);
    const list = await provider().suggest('Austin', 8);
    const call = calls.at(-1);
    expect(call?.path).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(call?.params ?? [])).toEqual({
      q: 'Austin',
      types: 'place,postcode',
      autocomplete: 'true',
      limit: '8',
      country: 'us',
      language: 'en',
      access_token: 'pk.test-token',
    });
    expect(list).toEqual([
      {
        id: 'mapbox:city:-97.743000,30.267000',
        kind: 'city',
        label: 'Austin, TX',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        zipCode: null,
        country: 'United States',
        countryShort: 'US',
        coordinates: [-97.743, 30.267],
      },
      {
        id: 'mapbox:zip:-97.744000,30.270000',
        kind: 'zip',
        label: '78701 — Austin, TX',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        zipCode: '78701',
        country: 'United States',
        countryShort: 'US',
        coordinates: [-97.744, 30.27],
      },
    ]);
    for (const place of list) expect(placeSchema.parse(place)).toEqual(place);
  });

  it('asks for at most 10 (the API limit)', async () => {
    answer = features();
    await provider().suggest('San', 20);
    expect(calls.at(-1)?.params.get('limit')).toBe('10');
  });

  it('resolves an id it gave by reverse geocoding its point', async () => {
    answer = features(austin);
    const place = await provider().details('mapbox:city:-97.743000,30.267000');
    const call = calls.at(-1);
    expect(call?.path).toBe('/search/geocode/v6/reverse');
    expect(call?.params.get('longitude')).toBe('-97.743000');
    expect(call?.params.get('latitude')).toBe('30.267000');
    expect(call?.params.get('types')).toBe('place');
    expect(place).toMatchObject({ id: 'mapbox:city:-97.743000,30.267000', label: 'Austin, TX' });
    const before = calls.length;
    expect(await provider().details('zip:78701')).toBeNull();
    expect(calls.length).toBe(before);
  });

  it('throws on a refusal without the access token in the error', async () => {
    answer = { status: 401, body: { message: 'Not Authorized - Invalid Token' } };
    const suggesting = provider().suggest('Austin', 8);
    await expect(suggesting).rejects.toThrow(MapsProviderError);
    await expect(suggesting).rejects.not.toThrow(/pk\.test-token/);
  });

  it('serves GET /api/places/suggest when configured, and a 500 without details when it fails', async () => {
    answer = features(austin);
    const response = await app.app.inject({ method: 'GET', url: '/api/places/suggest?q=Aus' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ list: Place[] }>().list.map((place) => place.label)).toEqual(['Austin, TX']);
    expect(calls.at(-1)?.params.get('q')).toBe('Aus');
    answer = { status: 503, body: {} };
    const failed = await app.app.inject({ method: 'GET', url: '/api/places/suggest?q=Aus' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toMatch(/pk\.test-token|mapbox|503/i);
  });
});

describe('Mapbox street addresses', () => {
  it('asks forward geocoding for US addresses and suggests the street line and the rest', async () => {
    answer = features(congress, austin);
    const list = await provider().suggestAddresses('512 Congress', 5);
    const call = calls.at(-1);
    expect(call?.path).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(call?.params ?? [])).toEqual({
      q: '512 Congress',
      types: 'address',
      autocomplete: 'true',
      limit: '5',
      country: 'us',
      language: 'en',
      access_token: 'pk.test-token',
    });
    // The place feature is not an address: left out.
    expect(list).toEqual([{ id: congressId, label: '512 Congress Avenue', secondary: 'Austin, TX 78701' }]);
    answer = features();
    await provider().suggestAddresses('512 Congress', 20);
    expect(calls.at(-1)?.params.get('limit')).toBe('10');
  });

  it('answers details by forward-geocoding the address the id carries, the best match only', async () => {
    answer = features(congress);
    const place = await provider().addressDetails(congressId);
    const call = calls.at(-1);
    expect(call?.path).toBe('/search/geocode/v6/forward');
    expect(call?.params.get('q')).toBe('512 Congress Avenue, Austin, TX 78701');
    expect(call?.params.get('types')).toBe('address');
    expect(call?.params.get('autocomplete')).toBe('false');
    expect(call?.params.get('limit')).toBe('1');
    expect(place).toEqual(congressPlace);
    expect(addressPlaceSchema.parse(place)).toEqual(place);
  });

  it('answers what the provider says, not what the id says', async () => {
    const forged = `mapbox:address:${Buffer.from('1 Forged Way, Nowhere, TX 00000').toString('base64url')}`;
    answer = features(congress);
    expect(await provider().addressDetails(forged)).toMatchObject({ address: congressPlace.address });
    answer = features();
    expect(await provider().addressDetails(forged)).toBeNull();
  });

  it('refuses ids it could not have made without asking the provider', async () => {
    const before = calls.length;
    for (const id of [
      'gz:zip:78701:NTEyIENvbmdyZXNzIEF2ZQ',
      'mapbox:city:-97.743000,30.267000',
      'mapbox:address:',
      'mapbox:address:***',
      `mapbox:address:${Buffer.from('78701 00000').toString('base64url')}`,
      `mapbox:address:${Buffer.from('1 Main St\u0000').toString('base64url')}`,
    ]) {
      expect(await provider().addressDetails(id), id).toBeNull();
    }
    expect(calls.length).toBe(before);
  });

  it('skips address features without coordinates or a street line', async () => {
    const { coordinates: _coordinates, ...noCoordinates } = congress.properties;
    answer = features(
      { ...congress, geometry: {}, properties: noCoordinates },
      { ...congress, properties: { ...congress.properties, name: ' ' } },
    );
    expect(await provider().suggestAddresses('512 Congress', 5)).toEqual([]);
  });

  it('fails without the access token in the error, whether refused or unreachable', async () => {
    answer = { status: 401, body: { message: 'Not Authorized - Invalid Token' } };
    const refused = await provider()
      .suggestAddresses('512 Congress', 5)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MapsProviderError);
    expect(`${String(refused)} ${(refused as Error).stack} ${String((refused as Error).cause)}`).not.toMatch(
      /pk\.test-token/,
    );
    const unreachable = await new MapboxMapsProvider({
      accessToken: 'pk.test-token',
      apiUrl: 'http://127.0.0.1:1',
    })
      .addressDetails(congressId)
      .catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(MapsProviderError);
    expect((unreachable as Error).message).toBe('maps provider unreachable');
    expect((unreachable as Error).cause).toBeUndefined();
  });

  it('serves the address routes when configured; a failure is a 500 without details, and no log line has the token', async () => {
    answer = features(congress);
    const suggest = await app.app.inject({
      method: 'GET',
      url: '/api/places/address/suggest?q=512%20Congress',
    });
    expect(suggest.statusCode).toBe(200);
    const [first] = suggest.json<{ list: AddressSuggestion[] }>().list;
    expect(first?.id).toBe(congressId);
    const details = await app.app.inject({
      method: 'GET',
      url: `/api/places/address/details?id=${encodeURIComponent(congressId)}`,
    });
    expect(details.json()).toEqual(congressPlace);
    answer = { status: 503, body: {} };
    for (const url of [
      '/api/places/address/suggest?q=512%20Congress',
      `/api/places/address/details?id=${encodeURIComponent(congressId)}`,
    ]) {
      const failed = await app.app.inject({ method: 'GET', url });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toMatch(/pk\.test-token|mapbox|503/i);
    }
    expect(logLines.some((line) => line.includes('maps provider answered 503'))).toBe(true);
    expect(logLines.join('')).not.toContain('pk.test-token');
  });
});

describe('maps provider configuration', () => {
  const base = { DATA_DIR: '/tmp/canvas-test', JWT_SECRET: 'x'.repeat(40) };
  const db = {} as never;

  it('uses the bundled gazetteer by default and Mapbox when chosen with a key', () => {
    expect(createMapsProvider(loadConfig(base), db)).toBeInstanceOf(GazetteerMapsProvider);
    const mapbox = loadConfig({ ...base, MAPS_PROVIDER: 'mapbox', MAPS_API_KEY: 'pk.x' });
    expect(mapbox.maps).toEqual({ kind: 'mapbox', accessToken: 'pk.x', apiUrl: 'https://api.mapbox.com' });
    expect(createMapsProvider(mapbox, db)).toBeInstanceOf(MapboxMapsProvider);
  });

  it('refuses to start with Mapbox chosen but no key', () => {
    expect(() => loadConfig({ ...base, MAPS_PROVIDER: 'mapbox' })).toThrow(ConfigError);
  });

  it('limits address look-ups to 600 an hour per IP unless configured', () => {
    expect(loadConfig(base).addressLookupsPerIp).toBe(600);
    expect(loadConfig({ ...base, ADDRESS_LOOKUPS_MAX_PER_IP: '50' }).addressLookupsPerIp).toBe(50);
    expect(() => loadConfig({ ...base, ADDRESS_LOOKUPS_MAX_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('draws maps without tiles by default, and takes an https or same-origin tile URL template', () => {
    expect(loadConfig(base).mapTiles).toBeNull();
    expect(
      loadConfig({ ...base, MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' }).mapTiles,
    ).toEqual({
      url: 'https://tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(
      loadConfig({ ...base, MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Local' })
        .mapTiles,
    ).toEqual({ url: '/tiles/{z}/{x}/{y}.png', attribution: '© Local' });
    for (const url of [
      'http://tile.example.org/{z}/{x}/{y}.png',
      '//tile.example.org/{z}/{x}/{y}.png',
      'https://tile.example.org/{z}/{x}.png',
      'javascript:alert(1)//{z}{x}{y}',
    ]) {
      expect(() => loadConfig({ ...base, MAP_TILE_URL: url }), url).toThrow(ConfigError);
    }
  });
});
