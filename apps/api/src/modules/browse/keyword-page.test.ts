import {
  type BrowseResult,
  type BrowseSearchInput,
  browseSearchSchema,
  METERS_PER_MILE,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CanvasFixture, insertCanvas } from '../../../test/browse-fixtures';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';
import { findKeywordWords } from '../../lib/search/keyword-words';
import { KEYWORD_WALK_ROWS } from '../../lib/search/ordered-matches';
import { browsePageQuery, CANVAS_SEARCH_TABLES, findBrowsePage } from './queries/canvas-browse';
import { resolveBrowseFilter } from './service';

/**
 * A keyword with no other filter (queries/ordered-matches.ts keywordPage): the page comes from a walk down the
 * newest canvases when enough of them hold every typed word in their name or title (and the total
 * from a count of its own), otherwise from ranking and counting every match. Either way the rows,
 * their order and the count must be exactly those of ranking every match in one pass, which is
 * what a keyword with a radius still does (matchesPage).
 */
const t = useTestApp();
let ownerId = 0;
let token = '';

const SPOT: [number, number] = [-71.2, 44.3];
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);

beforeAll(async () => {
  const user = await createUser(t.database);
  ownerId = user.id;
  token = await signIn(t.app, user.email);
  const add = (fixture: CanvasFixture) =>
    insertCanvas(t.database, ownerId, { locations: [SPOT], ...fixture });
  // 'zinnwaldite': four canvases hold it in their name or title, the oldest of all among them;
  // twelve newer ones only in their about text.
  await add({ name: 'Name Oldest', title: 'Zinnwaldite Colorist', updatedAt: at(-400) });
  await add({ name: 'Name Newest', title: 'Zinnwaldite Stylist', updatedAt: at(30) });
  await add({ name: 'Name Middle', title: 'Stylist of Zinnwaldite', updatedAt: at(5) });
  await add({ name: 'Zinnwaldite Ruiz', title: 'Barber', updatedAt: at(-20) });
  for (let index = 0; index < 12; index += 1) {
    await add({
      name: `Text ${String(index).padStart(2, '0')}`,
      title: 'Hair Stylist',
      description: 'Lived-in color with a zinnwaldite shimmer.',
      updatedAt: at(index),
    });
  }
  // Never shown: private, or a type the default search leaves out.
  await add({ name: 'Name Private', title: 'Zinnwaldite Artist', status: 'private', updatedAt: at(40) });
  await add({ name: 'Name Business', title: 'Zinnwaldite Salon', type: 'business', updatedAt: at(41) });
  // 'kunzite peridot': both words in the name or title rank above one, one above none.
  await add({ name: 'Peridot Lane', title: 'Kunzite Stylist', updatedAt: at(-300) });
  await add({ name: 'Mara Peridot', title: 'Stylist', description: 'Kunzite tones.', updatedAt: at(-100) });
  await add({
    name: 'Lia Moss',
    title: 'Colorist',
    description: 'Peridot and kunzite tones.',
    updatedAt: at(50),
  });
  await add({ name: 'Ona Peridot', title: 'Kunzite Barber', updatedAt: at(-200) });
});

async function search(body: BrowseSearchInput): Promise<BrowseResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/canvas/browse/searchv2',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BrowseResult>();
}

const names = (rows: BrowseResult['rows']) => rows.map((row) => row.fullName);

/** Every page of a search, found with the given walk, one after another. */
async function allPages(keyword: string, size: number, walkRows: number) {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const search = browseSearchSchema.parse({ keyword, size, page });
    const filter = await resolveBrowseFilter({ db: t.database.db }, search);
    const rows = await findBrowsePage(
      t.database.db,
      filter,
      { limit: size, offset: (page - 1) * size },
      { walkRows },
    );
    if (rows.length === 0) return found;
    found.push(...rows.map((row) => row.name));
  }
}

const ZINNWALDITE = [
  'Name Newest',
  'Name Middle',
  'Zinnwaldite Ruiz',
  'Name Oldest',
  ...Array.from({ length: 12 }, (_, index) => `Text ${String(11 - index).padStart(2, '0')}`),
];

describe('a keyword alone', () => {
  it('ranks every canvas whose name or title holds the word first, even one older than all text matches', async () => {
    const result = await search({ keyword: 'zinnwaldite', size: 20 });
    expect(names(result.rows)).toEqual(ZINNWALDITE);
    expect(result.count).toBe(16);
  });

  it('gives the same rows, order and count as ranking every match in one pass (keyword with a radius)', async () => {
    const near = { coordinates: SPOT, radius: 5 * METERS_PER_MILE };
    for (const keyword of ['zinnwaldite', 'kunzite peridot', 'kunzte peridot', 'stylist']) {
      for (const page of [1, 2, 3]) {
        const alone = await search({ keyword, size: 4, page });
        const ranked = await search({ keyword, size: 4, page, location: near });
        expect(names(alone.rows), `${keyword}, page ${page}`).toEqual(names(ranked.rows));
        expect(alone.count, `${keyword}, page ${page}`).toBe(ranked.count);
      }
    }
  });

  it('pages the same whether the walk finds the page, walks too few rows, or is skipped', async () => {
    for (const size of [3, 5, 9]) {
      for (const walkRows of [KEYWORD_WALK_ROWS, 6, 0]) {
        expect(await allPages('zinnwaldite', size, walkRows), `size ${size}, walk ${walkRows}`).toEqual(
          ZINNWALDITE,
        );
      }
    }
  });

  it('ranks by how many typed words the name or title holds, typos corrected', async () => {
    const expected = ['Ona Peridot', 'Peridot Lane', 'Mara Peridot', 'Lia Moss'];
    for (const keyword of ['kunzite peridot', 'kunzte peridot']) {
      for (const walkRows of [KEYWORD_WALK_ROWS, 0]) {
        expect(await allPages(keyword, 1, walkRows), `${keyword}, walk ${walkRows}`).toEqual(expected);
        expect(await allPages(keyword, 9, walkRows), `${keyword}, walk ${walkRows}`).toEqual(expected);
      }
    }
    expect((await search({ keyword: 'kunzte peridot' })).count).toBe(4);
  });

  it('answers from the walk without ranking every match when the newest canvases fill the page', async () => {
    /** How often the plan ranked every match (the WindowAgg that counts them in the same pass). */
    async function rankedEverything(size: number) {
      const search = browseSearchSchema.parse({ keyword: 'zinnwaldite', size });
      const filter = await resolveBrowseFilter({ db: t.database.db }, search);
      const query = browsePageQuery(t.database.db, filter, { limit: size, offset: 0 });
      const result = (await t.database.db.execute(
        sql`explain (analyze, format json) ${query}`,
      )) as unknown as { rows: Array<{ 'QUERY PLAN': unknown }> };
      const raw = result.rows[0]?.['QUERY PLAN'];
      type Node = { 'Node Type': string; 'Actual Loops': number; Plans?: Node[] };
      const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Node }>;
      const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
      return nodes(root?.Plan as Node)
        .filter((node) => node['Node Type'] === 'WindowAgg')
        .reduce((loops, node) => loops + node['Actual Loops'], 0);
    }
    // Four canvases hold the word in their name or title: a page of three is theirs alone.
    expect(await rankedEverything(3)).toBe(0);
    expect(await rankedEverything(9)).toBe(1);
  });
});

describe('keyword words', () => {
  it('brings the lexemes of a typed word and of the corrections it may get in the same answer', async () => {
    const { candidates, lexemes } = await findKeywordWords(t.database.db, CANVAS_SEARCH_TABLES.words, [
      'kunzte',
      'peridot',
    ]);
    expect(candidates).toContainEqual(expect.objectContaining({ word: 'kunzte', candidate: 'kunzite' }));
    expect(lexemes.get('kunzte')).toEqual([null]);
    expect(lexemes.get('kunzite')).toEqual([expect.any(Number)]);
    expect(lexemes.get('peridot')).toEqual([expect.any(Number)]);
    // A word canvases use gets no correction, so its neighbours' lexemes are not looked up.
    expect([...lexemes.keys()].sort()).toEqual(['kunzite', 'kunzte', 'peridot']);
  });

  it('keeps a stop word with no lexeme apart from a lexeme no canvas has', async () => {
    const { lexemes } = await findKeywordWords(t.database.db, CANVAS_SEARCH_TABLES.words, ['the', 'qqzzyx']);
    expect(lexemes.get('the')).toEqual([]);
    expect(lexemes.get('qqzzyx')).toEqual([null]);
  });
});
