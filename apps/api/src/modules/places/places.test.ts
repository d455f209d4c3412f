import { type Place, placeSchema } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { cityQueryKey, ensureGazetteer } from '../../adapters/maps/gazetteer';

const t = useTestApp();
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
