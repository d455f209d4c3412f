import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Place, placeSchema } from '@canvas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
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

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  app = await createTestApp({ MAPS_PROVIDER: 'mapbox', MAPS_API_KEY: 'pk.test-token', MAPS_API_URL: apiUrl });
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
});
