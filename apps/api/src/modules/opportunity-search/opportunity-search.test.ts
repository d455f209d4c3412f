import {
  METERS_PER_MILE,
  type OpportunityBrowseResult,
  type OpportunityBrowseSearchInput,
  type OptionRef,
} from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCanvas, pointNorthOf } from '../../../test/browse-fixtures';
import { createSignedInUser, createUser, useTestApp } from '../../../test/helper';
import { canvases, opportunities, opportunitySearch } from '../../db/schema';
import { OPPORTUNITY_SEARCH_EXPIRY_JOB } from './service';

const t = useTestApp();

const FAR_FUTURE = '2099-12-31';
const LONG_AGO = '2001-01-01';

let seeker: Awaited<ReturnType<typeof createSignedInUser>> | undefined;
async function searcher() {
  seeker ??= await createSignedInUser(t);
  return seeker;
}

async function search(body: OpportunityBrowseSearchInput): Promise<OpportunityBrowseResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/opportunity/browse/search',
    headers: (await searcher()).headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (result: OpportunityBrowseResult) => result.list.map((row) => row.id).sort((a, b) => a - b);

/** A salon (business canvas) with one located address, straight into the tables. */
async function salon(options: { name?: string; at?: [number, number]; deleted?: boolean } = {}) {
  const owner = await createUser(t.database);
  const row = await insertCanvas(t.database, owner.id, {
    type: 'business',
    name: options.name ?? 'Fixture Salon',
    locations: [options.at ?? [-97.7431, 30.2672]],
    deleted: options.deleted,
  });
  const [canvas] = await t.database.db
    .select({ uuid: sql<string>`${canvases.detail}->'locations'->0->>'uuid'` })
    .from(canvases)
    .where(eq(canvases.id, row.id));
  return { canvasId: row.id, ownerId: owner.id, locationUuid: canvas?.uuid ?? '' };
}

let slugCounter = 0;
interface Posting {
  title?: string;
  category?: number;
  jobType?: number;
  payment?: number;
  software?: OptionRef[];
  brands?: OptionRef[];
  status?: 'public' | 'private';
  expire?: string;
  national?: boolean;
  contest?: boolean;
  editor?: string;
  createdAt?: Date;
}

/** An opportunity of the salon, written straight into the table (the triggers keep search). */
async function opportunity(place: Awaited<ReturnType<typeof salon>>, posting: Posting = {}) {
  slugCounter += 1;
  const [row] = await t.database.db
    .insert(opportunities)
    .values({
      slug: `search-fixture-${slugCounter}`,
      canvasId: place.canvasId,
      posterId: place.ownerId,
      status: posting.status ?? 'public',
      expire: posting.expire ?? FAR_FUTURE,
      jobTitle: { optionId: 1, name: posting.title ?? 'Stylist' },
      jobType: posting.jobType ? { optionId: posting.jobType, name: 'Full Time' } : null,
      jobCategory: posting.category ? { optionId: posting.category, name: 'Hair' } : null,
      location: posting.national ? null : { uuid: place.locationUuid, address: '1 Main St' },
      locationUuid: posting.national ? null : place.locationUuid,
      validForAllState: posting.national ?? false,
      competition: posting.contest ?? false,
      editor: posting.editor ?? '<p>Join us</p>',
      media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
      additional: {
        retailBrands: posting.brands ?? [],
        softwares: posting.software ?? [],
        paymentStructure: posting.payment ? { optionId: posting.payment, name: 'Commission' } : null,
        tagLine: '',
        website: 'salon.example.com',
        about: '',
        pay: null,
      },
      ...(posting.createdAt ? { createdAt: posting.createdAt, updatedAt: posting.createdAt } : {}),
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('opportunity not inserted');
  return row.id;
}

describe('opportunity search filters', () => {
  it('finds by each option filter, values of one filter OR-ed and filters AND-ed', async () => {
    const place = await salon();
    const a = await opportunity(place, { category: 5101, jobType: 5201, payment: 5301 });
    const b = await opportunity(place, { category: 5102, jobType: 5201, payment: 5302 });
    const c = await opportunity(place, {
      category: 5101,
      jobType: 5202,
      software: [{ optionId: 5401, name: 'Vagaro' }],
      brands: [
        { optionId: 5501, name: 'Redken' },
        { optionId: null, name: 'Local Brand' },
      ],
    });
    expect(ids(await search({ category: [5101] }))).toEqual([a, c]);
    expect(ids(await search({ category: [5101, 5102] }))).toEqual([a, b, c]);
    expect(ids(await search({ jobtype: [5201] }))).toEqual([a, b]);
    expect(ids(await search({ category: [5101], jobtype: [5201] }))).toEqual([a]);
    expect(ids(await search({ paymentMode: [5302] }))).toEqual([b]);
    expect(ids(await search({ software: [5401] }))).toEqual([c]);
    expect(ids(await search({ brand: [5501] }))).toEqual([c]);
    expect((await search({ category: [5101], jobtype: [5201] })).count).toBe(1);
  });

  it('separates jobs from contests', async () => {
    const place = await salon();
    const job = await opportunity(place, { category: 5103 });
    const contest = await opportunity(place, { category: 5103, contest: true });
    expect(ids(await search({ category: [5103], kind: 'job' }))).toEqual([job]);
    expect(ids(await search({ category: [5103], kind: 'contest' }))).toEqual([contest]);
    expect(ids(await search({ category: [5103] }))).toEqual([job, contest]);
  });

  it('finds by keyword in the title, the description, a free tag and the poster canvas name, typos corrected', async () => {
    const place = await salon({ name: 'Quillfeather Studio' });
    const titled = await opportunity(place, { title: 'Balayagist Zephyrine' });
    const described = await opportunity(place, { editor: '<p>We love <b>marcelwave</b> finishes</p>' });
    const tagged = await opportunity(place, { brands: [{ optionId: null, name: 'Glossbrookian' }] });
    expect(ids(await search({ keyword: 'zephyrine' }))).toEqual([titled]);
    expect(ids(await search({ keyword: 'zephyrne' }))).toEqual([titled]);
    expect(ids(await search({ keyword: 'marcelwave' }))).toEqual([described]);
    expect(ids(await search({ keyword: 'glossbrookian' }))).toEqual([tagged]);
    expect(ids(await search({ keyword: 'quillfeather' }))).toEqual([titled, described, tagged]);
    expect((await search({ keyword: 'quillfeather' })).count).toBe(3);
    expect((await search({ keyword: 'zephyrine', category: [9999] })).count).toBe(0);
  });
});

describe('opportunity search by place', () => {
  const origin: [number, number] = [-120.5, 44.1];

  it('finds those within the radius and national ones, with their distance', async () => {
    const near = await salon({ at: pointNorthOf(origin, 10) });
    const far = await salon({ at: pointNorthOf(origin, 60) });
    const close = await opportunity(near, { category: 5601 });
    await opportunity(far, { category: 5601 });
    const national = await opportunity(far, { category: 5601, national: true });
    const result = await search({
      category: [5601],
      location: { coordinates: origin, radius: 25 * METERS_PER_MILE },
    });
    expect(ids(result)).toEqual([close, national]);
    expect(result.count).toBe(2);
    const byId = new Map(result.list.map((row) => [row.id, row]));
    expect(byId.get(close)?.distanceMiles).toBeCloseTo(10, 0);
    expect(byId.get(national)?.distanceMiles).toBeNull();
    expect(byId.get(national)?.validForAllState).toBe(true);
    const wider = await search({
      category: [5601],
      location: { coordinates: origin, radius: 80 * METERS_PER_MILE },
    });
    expect(wider.count).toBe(3);
  });

  it('adds national ones to a radius search without other filters and with a keyword', async () => {
    const remote: [number, number] = [-150.1, 61.2];
    const here = await salon({ at: remote, name: 'Tundrabloom Salon' });
    const elsewhere = await salon({ at: [-80.2, 25.8], name: 'Tundrabloom Salon' });
    const local = await opportunity(here);
    const national = await opportunity(elsewhere, { national: true });
    const radius = { coordinates: remote, radius: 5 * METERS_PER_MILE };
    const all = await search({ location: radius, size: 60 });
    expect(ids(all)).toContain(local);
    expect(ids(all)).toContain(national);
    expect(ids(await search({ keyword: 'tundrabloom', location: radius }))).toEqual([local, national]);
  });
});

describe('what search never finds', () => {
  it('leaves out private, expired and deleted-canvas opportunities', async () => {
    const place = await salon();
    const gone = await salon({ deleted: true });
    const shown = await opportunity(place, { category: 5701 });
    await opportunity(place, { category: 5701, status: 'private' });
    await opportunity(place, { category: 5701, expire: LONG_AGO });
    await opportunity(gone, { category: 5701 });
    expect(ids(await search({ category: [5701] }))).toEqual([shown]);
    expect((await search({ category: [5701] })).count).toBe(1);
  });
});

describe('search upkeep', () => {
  it('follows edits, status changes, canvas renames and deletion', async () => {
    const place = await salon({ name: 'Orchidvale Salon' });
    const id = await opportunity(place, { category: 5801, title: 'Stylist' });
    await t.database.db
      .update(opportunities)
      .set({ jobTitle: { optionId: 2, name: 'Colorist Vermillia' } })
      .where(eq(opportunities.id, id));
    expect(ids(await search({ keyword: 'vermillia' }))).toEqual([id]);

    await t.database.db.update(opportunities).set({ status: 'private' }).where(eq(opportunities.id, id));
    expect(ids(await search({ category: [5801] }))).toEqual([]);
    await t.database.db.update(opportunities).set({ status: 'public' }).where(eq(opportunities.id, id));
    expect(ids(await search({ category: [5801] }))).toEqual([id]);

    await t.database.db
      .update(canvases)
      .set({ introduction: sql`jsonb_set(${canvases.introduction}, '{name}', '"Saffronhollow Salon"')` })
      .where(eq(canvases.id, place.canvasId));
    expect(ids(await search({ keyword: 'saffronhollow' }))).toEqual([id]);

    await t.database.db.update(opportunities).set({ expire: LONG_AGO }).where(eq(opportunities.id, id));
    expect(ids(await search({ category: [5801] }))).toEqual([]);
    await t.database.db.update(opportunities).set({ expire: FAR_FUTURE }).where(eq(opportunities.id, id));
    expect(ids(await search({ category: [5801] }))).toEqual([id]);

    await t.database.db.delete(opportunities).where(eq(opportunities.id, id));
    expect(ids(await search({ category: [5801] }))).toEqual([]);
    expect((await search({ category: [5801] })).count).toBe(0);
  });

  it('moves with the canvas location it names', async () => {
    const start: [number, number] = [-110.9, 32.2];
    const place = await salon({ at: start });
    const id = await opportunity(place, { category: 5802 });
    const radius = { coordinates: start, radius: 5 * METERS_PER_MILE };
    expect(ids(await search({ category: [5802], location: radius }))).toEqual([id]);
    await t.database.db
      .update(canvases)
      .set({ detail: sql`jsonb_set(${canvases.detail}, '{locations,0,coordinates}', '[-70.0, 42.0]')` })
      .where(eq(canvases.id, place.canvasId));
    expect(ids(await search({ category: [5802], location: radius }))).toEqual([]);
  });

  it('the expiry job removes opportunities whose expire day passed', async () => {
    const place = await salon();
    const id = await opportunity(place, { category: 5803 });
    // A day passing writes nothing: the search row still carries yesterday's expiry.
    await t.database.db
      .update(opportunitySearch)
      .set({ expire: sql`current_date - 1` })
      .where(eq(opportunitySearch.opportunityId, id));
    expect(ids(await search({ category: [5803] }))).toEqual([id]);
    await t.app.deps.jobs.enqueue(OPPORTUNITY_SEARCH_EXPIRY_JOB, {});
    await t.app.deps.jobs.drain();
    expect(ids(await search({ category: [5803] }))).toEqual([]);
    expect((await search({ category: [5803] })).count).toBe(0);
  });
});

describe('paging', () => {
  it('answers nine a page by default, newest first, with the count', async () => {
    const place = await salon();
    const posted: number[] = [];
    for (let day = 1; day <= 12; day += 1) {
      posted.push(await opportunity(place, { category: 5901, createdAt: new Date(Date.UTC(2026, 0, day)) }));
    }
    const newestFirst = [...posted].reverse();
    const first = await search({ category: [5901] });
    expect(first.list.map((row) => row.id)).toEqual(newestFirst.slice(0, 9));
    expect(first.count).toBe(12);
    const second = await search({ category: [5901], page: 2 });
    expect(second.list.map((row) => row.id)).toEqual(newestFirst.slice(9));
    expect(second.count).toBe(12);
    const past = await search({ category: [5901], page: 3 });
    expect(past.list).toEqual([]);
    expect(past.count).toBe(12);
    const row = first.list[0];
    expect(row?.canvasId).toBe(place.canvasId);
    expect(row?.jobCategory).toEqual({ optionId: 5901, name: 'Hair' });
    expect(row?.distanceMiles).toBeNull();
  });
});

describe('paging many matches', () => {
  it('finds the newest page by the walk and a deep page from the filtered rows, with the count', async () => {
    const place = await salon();
    // More matches than are ordered from their ids (500), in one statement as the triggers take it.
    const rows = Array.from({ length: 620 }, (_, index) => ({
      slug: `search-many-${index}`,
      canvasId: place.canvasId,
      posterId: place.ownerId,
      status: 'public' as const,
      expire: FAR_FUTURE,
      jobTitle: { optionId: 1, name: 'Stylist' },
      jobType: null,
      jobCategory: { optionId: 6101, name: 'Hair' },
      location: { uuid: place.locationUuid, address: '1 Main St' },
      locationUuid: place.locationUuid,
      validForAllState: false,
      competition: false,
      editor: '<p>Join us</p>',
      media: { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
      additional: {
        retailBrands: [],
        softwares: [],
        paymentStructure: null,
        tagLine: '',
        website: 'salon.example.com',
        about: '',
        pay: null,
      },
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000),
    }));
    const inserted = await t.database.db
      .insert(opportunities)
      .values(rows)
      .returning({ id: opportunities.id, createdAt: opportunities.createdAt });
    const newestFirst = [...inserted]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((row) => row.id);
    const first = await search({ category: [6101] });
    expect(first.list.map((row) => row.id)).toEqual(newestFirst.slice(0, 9));
    expect(first.count).toBe(620);
    const last = await search({ category: [6101], page: 69 });
    expect(last.list.map((row) => row.id)).toEqual(newestFirst.slice(612));
    expect(last.count).toBe(620);
  });
});

describe('paging by place', () => {
  it('pages a radius search with a filter newest first, national ones in their turn, with the count', async () => {
    const origin: [number, number] = [-112.1, 46.6];
    const near = await salon({ at: pointNorthOf(origin, 5) });
    const far = await salon({ at: pointNorthOf(origin, 200) });
    const posted: number[] = [];
    for (let day = 1; day <= 12; day += 1) {
      // Every third one national (posted by the far salon), the others near; one far one is out.
      const national = day % 3 === 0;
      posted.push(
        await opportunity(national ? far : near, {
          category: 6001,
          national,
          createdAt: new Date(Date.UTC(2026, 1, day)),
        }),
      );
    }
    await opportunity(far, { category: 6001, createdAt: new Date(Date.UTC(2026, 1, 20)) });
    const newestFirst = [...posted].reverse();
    const radius = { coordinates: origin, radius: 25 * METERS_PER_MILE };
    const first = await search({ category: [6001], location: radius });
    expect(first.list.map((row) => row.id)).toEqual(newestFirst.slice(0, 9));
    expect(first.count).toBe(12);
    const second = await search({ category: [6001], location: radius, page: 2 });
    expect(second.list.map((row) => row.id)).toEqual(newestFirst.slice(9));
    expect(second.count).toBe(12);
    const past = await search({ category: [6001], location: radius, page: 3 });
    expect(past.list).toEqual([]);
    expect(past.count).toBe(12);
  });
});

describe('access', () => {
  it('refuses visitors', async () => {
    const searchResponse = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/browse/search',
      payload: {},
    });
    expect(searchResponse.statusCode).toBe(401);
    const location = await t.app.inject({ method: 'GET', url: '/api/opportunity/canvas/location' });
    expect(location.statusCode).toBe(401);
  });
});

describe('GET /api/opportunity/canvas/location', () => {
  const where = async (headers: { authorization: string }) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/opportunity/canvas/location', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers nulls without a located canvas', async () => {
    const user = await createSignedInUser(t);
    expect(await where(user.headers)).toEqual({ locationName: null, coordinates: null });
  });

  it("answers the user's own portfolio's first located address before a business they own", async () => {
    const user = await createSignedInUser(t);
    await insertCanvas(t.database, user.id, {
      type: 'business',
      locations: [[-87.6, 41.9]],
      city: 'Chicago',
    });
    await insertCanvas(t.database, user.id, { type: 'professional', locations: [[-122.4, 37.8]] });
    expect(await where(user.headers)).toEqual({ locationName: '100 Main St', coordinates: [-122.4, 37.8] });
  });
});
