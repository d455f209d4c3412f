import { type BrowseResult, type BrowseSearchInput, METERS_PER_MILE } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { canvases, canvasSearch, canvasSearchPlaces, canvasSearchText } from '../../db/schema';
import { placeCell } from '../../lib/search/place-cells';
import { purgeDeletedCanvases } from '../canvases/housekeeping';
import { createCanvas, type Person, person, publish, publishableStudent } from '../canvases/testing';

/**
 * The browse tables (canvas_search, canvas_search_text, canvas_search_places) are kept by triggers
 * on canvases and canvas_locations (migration 0009, decision 012). These tests write canvases the
 * way the product does (the canvas API, the purge job) and check that browse's copy follows:
 * a canvas is there exactly while it is public and not deleted, with its current projection.
 */
const t = useTestApp();
let owner: Person;

beforeAll(async () => {
  owner = await person(t);
});

/** Somewhere no other test of this file puts a canvas: [longitude, latitude]. */
const HERE: [number, number] = [-101.5, 44.2];
const THERE: [number, number] = [-84.4, 33.7];
const location = (uuid: string, city: string, coordinates: [number, number]) => ({
  uuid,
  address: '1 Main St',
  city,
  state: 'Somewhere',
  stateShort: 'SW',
  coordinates,
});

async function save(id: number, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/canvas/${id}`,
    headers: owner.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function search(body: BrowseSearchInput): Promise<BrowseResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/canvas/browse/searchv2',
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BrowseResult>();
}

const near = (centre: [number, number]) => ({ coordinates: centre, radius: 10 * METERS_PER_MILE });

/**
 * The lexemes and name words whose keyword bitmaps (decision 015) have this canvas's bit set, with
 * the type they are filed under.
 */
async function bitsOf(id: number) {
  const result = (await t.database.db.execute(sql`
    select 'lexeme' as kind, l.lexeme as term, b.type from canvas_search_lexeme_bits as b
    join search_lexemes as l on l.id = b.lexeme_id
    where b.block = ${id} >> 14 and get_bit(b.bits, ${id} & 16383) = 1
    union all
    select 'name', b.word, b.type from canvas_search_name_bits as b
    where b.block = ${id} >> 14 and get_bit(b.bits, ${id} & 16383) = 1
    union all
    select 'facet', b.facet || ':' || b.value, b.type from canvas_search_facet_bits as b
    where b.block = ${id} >> 14 and get_bit(b.bits, ${id} & 16383) = 1
    order by 1, 2
  `)) as unknown as { rows: Array<{ kind: string; term: string; type: string }> };
  const terms = (kind: string) => result.rows.filter((row) => row.kind === kind).map((row) => row.term);
  return {
    lexemes: terms('lexeme'),
    nameWords: terms('name'),
    facets: terms('facet'),
    types: [...new Set(result.rows.map((row) => row.type))],
  };
}

/** The facet bitmaps (decision 016) a canvas_search row belongs in, as 'facet:value'. */
function facetsOf(row: typeof canvasSearch.$inferSelect | undefined): string[] {
  if (!row) return [];
  return [
    'all:0',
    `licensed:${row.licensed ? 1 : 0}`,
    ...row.categoryIds.map((id) => `category:${id}`),
    ...row.schoolIds.map((id) => `school:${id}`),
    ...row.programIds.map((id) => `program:${id}`),
    ...row.softwareIds.map((id) => `software:${id}`),
  ].sort();
}

/**
 * Everything browse holds about one canvas. Its bits in the keyword bitmaps must always say what
 * its text row says: the same lexemes, the words of the same name, under its type; its bits in
 * the facet bitmaps what its canvas_search row says.
 */
async function browseCopy(id: number) {
  const { db } = t.database;
  const [row] = await db.select().from(canvasSearch).where(eq(canvasSearch.canvasId, id));
  const [text] = await db.select().from(canvasSearchText).where(eq(canvasSearchText.canvasId, id));
  const places = await db
    .select({ position: canvasSearchPlaces.position })
    .from(canvasSearchPlaces)
    .where(eq(canvasSearchPlaces.canvasId, id));
  const lexemes = (await db.execute(sql`
    select l.lexeme from search_lexemes as l
    where l.id = any(coalesce((select lexeme_ids from canvas_search_text where canvas_id = ${id}), '{}'))
    order by l.lexeme
  `)) as unknown as { rows: Array<{ lexeme: string }> };
  const names = (await db.execute(
    sql`select search_name_words(coalesce((select search_name from canvas_search_text where canvas_id = ${id}), '')) as words`,
  )) as unknown as { rows: Array<{ words: string[] }> };
  const bits = await bitsOf(id);
  expect(bits).toEqual({
    lexemes: lexemes.rows.map((r) => r.lexeme),
    nameWords: [...(names.rows[0]?.words ?? [])].sort(),
    facets: facetsOf(row),
    types: text ? [text.type] : [],
  });
  return {
    row,
    text,
    places: places.map((place) => place.position),
    lexemes: lexemes.rows.map((r) => r.lexeme),
  };
}

/** Whether the stored first place is the point of these coordinates (earthdistance's ll_to_earth). */
async function placeIs(id: number, [longitude, latitude]: [number, number]) {
  const result = (await t.database.db.execute(sql`
    select cube_distance(place, ll_to_earth(${latitude}::float8, ${longitude}::float8)) < 0.001 as same
    from canvas_search where canvas_id = ${id}
  `)) as unknown as { rows: Array<{ same: boolean }> };
  return result.rows[0]?.same ?? false;
}

describe('browse keeps its own copy of public canvases', () => {
  it('has no row for a draft; publishing adds the projection, the text and every place', async () => {
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent('Odalys Quennell'),
      detail: { locations: [location('a', 'Pierre', HERE), location('b', 'Atlanta', THERE)] },
    });
    expect(await browseCopy(id)).toEqual({ row: undefined, text: undefined, places: [], lexemes: [] });
    expect((await search({ keyword: 'quennell' })).count).toBe(0);

    await publish(t, owner, id);
    const [stored] = await t.database.db.select().from(canvases).where(eq(canvases.id, id));
    const copy = await browseCopy(id);
    expect(copy.row).toMatchObject({
      type: 'student',
      updatedAt: stored?.updatedAt,
      licensed: stored?.licensed,
      graduationDate: stored?.graduationDate,
      categoryIds: stored?.categoryIds,
      schoolIds: stored?.schoolIds,
    });
    expect(copy.text).toMatchObject({ type: 'student', searchName: stored?.searchName });
    expect(copy.lexemes).toEqual(expect.arrayContaining(['quennel', 'odali', 'cosmetolog']));
    expect(copy.places).toEqual([1]);
    expect(await placeIs(id, HERE)).toBe(true);
    expect((await search({ keyword: 'quennell' })).rows.map((row) => row.id)).toEqual([id]);
    // Found by either of its places.
    expect((await search({ location: near(THERE), keyword: 'quennell' })).count).toBe(1);
  });

  it('removes a canvas made private, and adds it back when it is public again', async () => {
    const { id } = await createCanvas(t, owner, publishableStudent('Marisol Vantongeren'));
    await publish(t, owner, id);
    expect((await browseCopy(id)).row).toBeDefined();
    await publish(t, owner, id, 'private');
    expect(await browseCopy(id)).toEqual({ row: undefined, text: undefined, places: [], lexemes: [] });
    expect((await search({ keyword: 'vantongeren' })).count).toBe(0);
    await publish(t, owner, id);
    expect((await search({ keyword: 'vantongeren' })).rows.map((row) => row.id)).toEqual([id]);
  });

  it('follows a save: new title, new places, and the old ones are gone', async () => {
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent('Henrike Adebayo'),
      detail: { locations: [location('a', 'Pierre', HERE), location('b', 'Atlanta', THERE)] },
    });
    await publish(t, owner, id);
    await save(id, {
      introduction: { name: 'Henrike Adebayo', title: 'Zwirbel Braiding Student' },
      detail: { locations: [location('c', 'Atlanta', THERE)] },
    });
    const copy = await browseCopy(id);
    const [stored] = await t.database.db.select().from(canvases).where(eq(canvases.id, id));
    expect(copy.row?.updatedAt).toEqual(stored?.updatedAt);
    expect(copy.text?.searchName).toBe('henrike adebayo zwirbel braiding student');
    expect(copy.lexemes).toContain('zwirbel');
    // The name bitmaps moved with the title: the old title's words lost the canvas's bit.
    expect((await bitsOf(id)).nameWords).toEqual(['adebayo', 'braiding', 'henrike', 'student', 'zwirbel']);
    expect((await search({ keyword: 'zwirbl' })).count).toBe(1);
    expect(copy.places).toEqual([]);
    expect(await placeIs(id, THERE)).toBe(true);
    // The grid cell radius search reads follows the place, as place-cells.ts numbers it.
    expect(copy.row?.cell).toBe(placeCell(THERE[1], THERE[0]));
    expect((await search({ keyword: 'zwirbel', location: near(THERE) })).count).toBe(1);
    expect((await search({ keyword: 'adebayo', location: near(HERE) })).count).toBe(0);

    // No address left with coordinates: no place at all.
    await save(id, { detail: { locations: [] } });
    expect((await browseCopy(id)).row?.place).toBeNull();
    expect((await browseCopy(id)).row?.cell).toBeNull();
    expect((await search({ keyword: 'adebayo', location: near(THERE) })).count).toBe(0);
    expect((await search({ keyword: 'adebayo' })).count).toBe(1);
  });

  it('leaves the copy alone when an update changes nothing browse reads', async () => {
    const { id } = await createCanvas(t, owner, publishableStudent('Ottilie Brandvold'));
    await publish(t, owner, id);
    const version = async () =>
      (
        (await t.database.db.execute(
          sql`select ctid::text as at from canvas_search where canvas_id = ${id}`,
        )) as unknown as { rows: Array<{ at: string }> }
      ).rows[0]?.at;
    const before = await version();
    await t.database.db.update(canvases).set({ instagramHandle: 'ottilie.hair' }).where(eq(canvases.id, id));
    expect(await version()).toBe(before);
    await t.database.db.update(canvases).set({ yearOfExperience: 2 }).where(eq(canvases.id, id));
    expect(await version()).not.toBe(before);
    expect((await browseCopy(id)).row?.yearOfExperience).toBe(2);
  });

  it('removes a deleted canvas at once, and nothing is left when it is purged', async () => {
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent('Ysolde Kaczmarek'),
      detail: { locations: [location('a', 'Pierre', HERE), location('b', 'Atlanta', THERE)] },
    });
    await publish(t, owner, id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await browseCopy(id)).toEqual({ row: undefined, text: undefined, places: [], lexemes: [] });
    expect((await search({ keyword: 'kaczmarek' })).count).toBe(0);

    await t.database.db
      .update(canvases)
      .set({ deletedAt: sql`now() - interval '3 months'` })
      .where(eq(canvases.id, id));
    await purgeDeletedCanvases({ db: t.database.db, storage: t.app.deps.storage });
    expect(await t.database.db.select().from(canvases).where(eq(canvases.id, id))).toEqual([]);
    expect(await browseCopy(id)).toEqual({ row: undefined, text: undefined, places: [], lexemes: [] });
  });

  it('purges a public canvas row with its copy (the foreign keys cascade)', async () => {
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent('Wendeline Achterberg'),
      detail: { locations: [location('a', 'Pierre', HERE), location('b', 'Atlanta', THERE)] },
    });
    await publish(t, owner, id);
    await t.database.db.delete(canvases).where(eq(canvases.id, id));
    expect(await browseCopy(id)).toEqual({ row: undefined, text: undefined, places: [], lexemes: [] });
  });

  it('rebuilds a canvas from the source with canvas_search_refresh (the backfill of migration 0009)', async () => {
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent('Carlota Ferreirinha'),
      detail: { locations: [location('a', 'Pierre', HERE), location('b', 'Atlanta', THERE)] },
    });
    await publish(t, owner, id);
    const before = await browseCopy(id);
    await t.database.db.delete(canvasSearch).where(eq(canvasSearch.canvasId, id));
    expect((await browseCopy(id)).text).toBeUndefined();
    await t.database.db.execute(sql`select canvas_search_refresh(array[${id}]::integer[])`);
    expect(await browseCopy(id)).toEqual(before);
  });
});
