import {
  BROWSE_WORK_PHOTOS,
  type BrowseResult,
  type BrowseSearchInput,
  browseSearchSchema,
  DEFAULT_RADIUS_MILES,
  ErrorCode,
  METERS_PER_MILE,
  messages,
} from '@canvas/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CanvasFixture, insertCanvas, pointNorthOf } from '../../../test/browse-fixtures';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';
import { editDistance } from '../../lib/edit-distance';
import { correctWords, fullTextGroups, keywordWords } from '../../lib/search/keyword';
import {
  AVERAGE_TICKET_RANGES,
  addMonths,
  EXPERIENCE_RANGES,
  graduationWindow,
  mergeRanges,
  mergeWindows,
  PERCENT_RANGES,
} from './browse-buckets';
import { resolveBrowseFilter } from './service';

const t = useTestApp();
let token = '';
let ownerId = 0;

beforeAll(async () => {
  const user = await createUser(t.database);
  ownerId = user.id;
  token = await signIn(t.app, user.email);
});

async function search(body: BrowseSearchInput) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/canvas/browse/searchv2',
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
  return response.json<BrowseResult>();
}

/**
 * Every describe works around its own spot on the map and searches within a few miles of it, so
 * the canvases other tests in this file create never show up in its results.
 */
const spot = (index: number): [number, number] => [-120 + index * 1.5, 30 + (index % 5) * 3];
const near = (centre: [number, number], miles = 5) => ({
  coordinates: centre,
  radius: miles * METERS_PER_MILE,
});
const add = (centre: [number, number], fixture: CanvasFixture) =>
  insertCanvas(t.database, ownerId, { locations: [centre], ...fixture });
const names = (result: BrowseResult) => result.rows.map((row) => row.fullName);
const sorted = (list: string[]) => [...list].sort();

describe('who may browse', () => {
  it('refuses a visitor with 401 and the sign-in message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/browse/searchv2',
      payload: { keyword: 'balayage' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.unauthorized, message: messages.signInRequired });
  });

  it('answers a signed-in user', async () => {
    const result = await search({});
    expect(result).toHaveProperty('rows');
    expect(typeof result.count).toBe('number');
  });

  it('refuses a page size above 60 and a page below 1', async () => {
    for (const payload of [{ size: 61 }, { page: 0 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/canvas/browse/searchv2',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('only public canvases', () => {
  const centre = spot(0);

  it('never shows private, draft or deleted canvases, by filter or by keyword', async () => {
    await add(centre, { name: 'Visible Public', title: 'Quillfeather Stylist' });
    await add(centre, { name: 'Hidden Private', status: 'private', title: 'Quillfeather Stylist' });
    await add(centre, { name: 'Hidden Draft', status: 'draft', title: 'Quillfeather Stylist' });
    await add(centre, { name: 'Hidden Deleted', deleted: true, title: 'Quillfeather Stylist' });
    const byPlace = await search({ location: near(centre) });
    expect(names(byPlace)).toEqual(['Visible Public']);
    expect(byPlace.count).toBe(1);
    const byKeyword = await search({ keyword: 'quillfeather' });
    expect(names(byKeyword)).toEqual(['Visible Public']);
    expect((await search({ keyword: 'hidden private' })).count).toBe(0);
  });

  it('filters by type: professional and student unless told otherwise', async () => {
    const here = spot(1);
    for (const type of ['professional', 'student', 'business', 'school'] as const) {
      await add(here, { name: `Type ${type}`, type });
    }
    expect(sorted(names(await search({ location: near(here) })))).toEqual([
      'Type professional',
      'Type student',
    ]);
    expect(names(await search({ type: ['school'], location: near(here) }))).toEqual(['Type school']);
    expect(sorted(names(await search({ type: ['business', 'school'], location: near(here) })))).toEqual([
      'Type business',
      'Type school',
    ]);
  });
});

describe('order, pages and count', () => {
  const centre = spot(2);

  it('shows the newest update first, nine to a page, with the total count', async () => {
    const base = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 20; index += 1) {
      await add(centre, {
        name: `Paged ${String(index).padStart(2, '0')}`,
        updatedAt: new Date(base + index * 60_000),
      });
    }
    const expected = Array.from({ length: 20 }, (_, index) => `Paged ${String(19 - index).padStart(2, '0')}`);
    const first = await search({ location: near(centre) });
    const second = await search({ location: near(centre), page: 2 });
    const third = await search({ location: near(centre), page: 3 });
    const beyond = await search({ location: near(centre), page: 4 });
    expect(first.rows).toHaveLength(9);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(expected);
    expect(names(third)).toHaveLength(2);
    expect(beyond.rows).toEqual([]);
    for (const page of [first, second, third, beyond]) expect(page.count).toBe(20);
    expect((await search({ location: near(centre), size: 20 })).rows).toHaveLength(20);
  });
});

describe('the browse row', () => {
  it('carries title or headline, full name, first school and program, categories, media and locations', async () => {
    const centre = spot(3);
    const portrait = { url: '/media/canvas/professional/portrait.jpg', type: 'portraitPhoto' as const };
    const other = pointNorthOf(centre, 2);
    const { id, slug } = await add(centre, {
      name: 'Rowan Reyes',
      title: 'Senior Colorist',
      headline: 'Color that grows out softly',
      categories: [
        { optionId: 4, name: 'Colorist' },
        { optionId: 2, name: 'Hair Stylist' },
      ],
      education: {
        schoolName: 'Aveline Academy of Cosmetology',
        schoolId: 1,
        program: { optionId: 41, name: 'Cosmetology' },
        graduationDate: '2019-05-30',
      },
      media: { portraitPhoto: portrait },
      locations: [centre, other],
      city: 'Austin',
      stateShort: 'TX',
    });
    await add(centre, { name: 'Headline Only', type: 'business', headline: 'The neighborhood salon' });
    const result = await search({ location: near(centre), type: ['professional', 'business'] });
    const row = result.rows.find((entry) => entry.id === id);
    expect(row).toMatchObject({
      id,
      slug,
      type: 'professional',
      name: 'Senior Colorist',
      fullName: 'Rowan Reyes',
      schoolName: 'Aveline Academy of Cosmetology',
      program: 'Cosmetology',
      categories: ['Colorist', 'Hair Stylist'],
      media: { portraitPhoto: { url: portrait.url, type: 'portraitPhoto' }, featuredPhoto: null, logo: null },
      locations: [
        { address: '100 Main St', city: 'Austin', stateShort: 'TX' },
        { address: '101 Main St', city: 'Austin', stateShort: 'TX' },
      ],
      distanceMiles: 0,
    });
    expect(new Date(row?.updatedAt ?? '').toISOString()).toBe(row?.updatedAt);
    const business = result.rows.find((entry) => entry.fullName === 'Headline Only');
    expect(business).toMatchObject({ name: 'The neighborhood salon', schoolName: null, program: null });
    const withoutPlace = await search({ keyword: 'rowan reyes' });
    expect(withoutPlace.rows.find((entry) => entry.id === id)?.distanceMiles).toBeNull();
  });
});

describe('the work strip (issue 26)', () => {
  it('carries the first work photos, at most BROWSE_WORK_PHOTOS, and none for a canvas without work', async () => {
    const centre = spot(16);
    const photo = (index: number) => ({
      url: `/media/canvas/professional/work-${index}.jpg`,
      type: 'portfolioPhoto' as const,
    });
    const { id: many } = await add(centre, {
      name: 'Strip Many',
      media: { portfolioPhoto: [1, 2, 3, 4, 5, 6].map(photo) },
    });
    const { id: two } = await add(centre, {
      name: 'Strip Two',
      media: { portfolioPhoto: [7, 8].map(photo) },
    });
    const { id: none } = await add(centre, { name: 'Strip None' });
    const { rows } = await search({ location: near(centre) });
    const urls = (id: number) => rows.find((row) => row.id === id)?.workPhotos.map((item) => item.url);
    expect(urls(many)).toEqual([1, 2, 3, 4].map((index) => photo(index).url));
    expect(BROWSE_WORK_PHOTOS).toBe(4);
    expect(urls(two)).toEqual([photo(7).url, photo(8).url]);
    expect(urls(none)).toEqual([]);
  });
});

describe('location and radius', () => {
  const centre = spot(4);

  it(`finds a canvas 49.9 miles away and not one 50.1 miles away with the default ${DEFAULT_RADIUS_MILES}-mile radius`, async () => {
    await add(centre, { name: 'Inside 49.9', locations: [pointNorthOf(centre, 49.9)] });
    await add(centre, { name: 'Outside 50.1', locations: [pointNorthOf(centre, 50.1)] });
    const result = await search({ location: near(centre, DEFAULT_RADIUS_MILES) });
    expect(names(result)).toEqual(['Inside 49.9']);
    expect(result.rows[0]?.distanceMiles).toBe(49.9);
    const wider = await search({ location: near(centre, 100) });
    expect(sorted(names(wider))).toEqual(['Inside 49.9', 'Outside 50.1']);
  });

  it('matches a canvas by any of its locations and reports the nearest', async () => {
    const here = spot(5);
    await add(here, {
      name: 'Two Salons',
      type: 'business',
      locations: [pointNorthOf(here, 300), pointNorthOf(here, 10)],
    });
    const result = await search({ type: ['business'], location: near(here, 25) });
    expect(names(result)).toEqual(['Two Salons']);
    expect(result.rows[0]?.distanceMiles).toBe(10);
  });

  it('applies every filter to a canvas matched by a later location, as to one matched by its first', async () => {
    const here = spot(15);
    const salon = { optionId: 2, name: 'Hair' };
    const nails = { optionId: 3, name: 'Nails' };
    // [name, description, category, years]: all but the first are near by their second place only.
    const fixtures: Array<[string, string, typeof salon, number]> = [
      ['First Place Match', 'Color', salon, 8],
      ['Second Place Match', 'Vivid color work', salon, 7],
      ['Second Place Other Category', 'Vivid color work', nails, 7],
      ['Second Place Too New', 'Vivid color work', salon, 1],
      ['Second Place No Keyword', 'Fades', salon, 7],
    ];
    for (const [name, description, category, yearOfExperience] of fixtures) {
      const locations = name.startsWith('First') ? [here] : [pointNorthOf(here, 300), pointNorthOf(here, 10)];
      await add(here, { name, description, categories: [category], yearOfExperience, locations });
    }
    const filters = { location: near(here, 25), userCategory: [2], yearOfExperience: ['5to10' as const] };
    const result = await search({ ...filters, keyword: 'color' });
    expect(sorted(names(result))).toEqual(['First Place Match', 'Second Place Match']);
    expect(result.count).toBe(2);
    const withoutKeyword = await search({ location: near(here, 25), userCategory: [2] });
    expect(sorted(names(withoutKeyword))).toEqual([
      'First Place Match',
      'Second Place Match',
      'Second Place No Keyword',
      'Second Place Too New',
    ]);
    expect(withoutKeyword.count).toBe(4);
  });

  it('never matches a canvas without coordinates', async () => {
    const here = spot(6);
    await add(here, { name: 'No Coordinates', locations: [] });
    expect((await search({ location: near(here, 250) })).count).toBe(0);
  });
});

describe('keyword', () => {
  const centre = spot(7);

  beforeAll(async () => {
    const old = new Date(Date.UTC(2024, 0, 1));
    await add(centre, { name: 'Jane Doe', title: 'Balayage Specialist', updatedAt: old });
    await add(centre, {
      name: 'Maria Ruiz',
      title: 'Hair Stylist',
      description: 'Cuts, color and the occasional balayage for regulars.',
    });
    await add(centre, {
      name: 'Kim Tran',
      title: 'Esthetician',
      specialities: [{ optionId: 412, name: 'Keratin Treatments' }],
    });
    await add(centre, { name: 'Leo Park', title: 'Barber' });
  });

  it('searches names, titles, about and specialities in full text', async () => {
    expect(sorted(names(await search({ keyword: 'balayage', location: near(centre) })))).toEqual([
      'Jane Doe',
      'Maria Ruiz',
    ]);
    expect(names(await search({ keyword: 'keratin', location: near(centre) }))).toEqual(['Kim Tran']);
    expect(names(await search({ keyword: 'barber leo', location: near(centre) }))).toEqual(['Leo Park']);
  });

  it('ranks the better match first, ahead of a newer canvas', async () => {
    const ranked = await search({ keyword: 'balayage', location: near(centre) });
    expect(names(ranked)).toEqual(['Jane Doe', 'Maria Ruiz']);
    // Without a keyword the newest update comes first.
    expect(names(await search({ location: near(centre) })).indexOf('Jane Doe')).toBe(3);
  });

  it('tolerates small typos: a missing letter, swapped letters, a wrong letter', async () => {
    expect(sorted(names(await search({ keyword: 'balayge', location: near(centre) })))).toEqual([
      'Jane Doe',
      'Maria Ruiz',
    ]);
    expect(names(await search({ keyword: 'Jnae', location: near(centre) }))).toEqual(['Jane Doe']);
    expect(names(await search({ keyword: 'keratn', location: near(centre) }))).toEqual(['Kim Tran']);
    expect(names(await search({ keyword: 'barbar', location: near(centre) }))).toEqual(['Leo Park']);
  });

  it('does not stretch a typo into unrelated words', async () => {
    expect((await search({ keyword: 'zzqx', location: near(centre) })).count).toBe(0);
    expect((await search({ keyword: 'balayage barber', location: near(centre) })).count).toBe(0);
  });

  it('ignores punctuation and case', async () => {
    expect(names(await search({ keyword: '  JANE!!  ', location: near(centre) }))).toEqual(['Jane Doe']);
  });
});

describe('category, licence, school, program and software', () => {
  const centre = spot(8);

  beforeAll(async () => {
    await add(centre, {
      name: 'Cat Stylist Licensed',
      categories: [{ optionId: 2, name: 'Hair Stylist' }],
      licensed: true,
      software: [{ optionId: 300, name: 'Vagaro' }],
    });
    await add(centre, {
      name: 'Cat Barber',
      categories: [{ optionId: 3, name: 'Barber' }],
      software: [{ optionId: 301, name: 'Square' }],
    });
    await add(centre, {
      name: 'Cat Stylist Colorist',
      categories: [
        { optionId: 2, name: 'Hair Stylist' },
        { optionId: 4, name: 'Colorist' },
      ],
      education: {
        schoolName: 'School One',
        schoolId: 11,
        program: { optionId: 41, name: 'Cosmetology' },
        graduationDate: null,
      },
    });
    await add(centre, {
      name: 'Cat Student',
      type: 'student',
      education: {
        schoolName: 'School Two',
        schoolId: 12,
        program: { optionId: 42, name: 'Barbering' },
        graduationDate: null,
      },
    });
  });

  it('userCategory matches any of the chosen categories', async () => {
    const result = await search({ userCategory: [3, 4], location: near(centre) });
    expect(sorted(names(result))).toEqual(['Cat Barber', 'Cat Stylist Colorist']);
  });

  it('category licensed / notLicensed splits on a licence number', async () => {
    expect(names(await search({ category: 'licensed', location: near(centre) }))).toEqual([
      'Cat Stylist Licensed',
    ]);
    expect(sorted(names(await search({ category: 'notLicensed', location: near(centre) })))).toEqual([
      'Cat Barber',
      'Cat Student',
      'Cat Stylist Colorist',
    ]);
  });

  it('school, program and software match any of their ids', async () => {
    expect(sorted(names(await search({ school: [11, 12], location: near(centre) })))).toEqual([
      'Cat Student',
      'Cat Stylist Colorist',
    ]);
    expect(names(await search({ program: [42], location: near(centre) }))).toEqual(['Cat Student']);
    expect(sorted(names(await search({ software: [300, 301], location: near(centre) })))).toEqual([
      'Cat Barber',
      'Cat Stylist Licensed',
    ]);
  });

  it('different filters must all match', async () => {
    expect(names(await search({ userCategory: [2], software: [300], location: near(centre) }))).toEqual([
      'Cat Stylist Licensed',
    ]);
    expect((await search({ userCategory: [3], category: 'licensed', location: near(centre) })).count).toBe(0);
    expect(names(await search({ program: [41], userCategory: [4], location: near(centre) }))).toEqual([
      'Cat Stylist Colorist',
    ]);
  });
});

describe('counts without a radius or a range (the filter bitmaps, decision 016)', () => {
  /** How many canvases the pages show, walked to the end. */
  async function rowsShown(body: BrowseSearchInput) {
    const ids = new Set<number>();
    for (let page = 1; ; page += 1) {
      const { rows } = await search({ ...body, size: 60, page });
      for (const row of rows) ids.add(row.id);
      if (rows.length < 60) return ids.size;
    }
  }

  it('counts exactly the canvases the pages show, for each filter alone and together', async () => {
    const searches: BrowseSearchInput[] = [
      {},
      { type: ['business', 'school'] },
      { userCategory: [2] },
      { userCategory: [3, 4] },
      { category: 'licensed' },
      { category: 'notLicensed' },
      { school: [11, 12] },
      { type: ['student'], program: [42] },
      { software: [300, 301] },
      { userCategory: [2], category: 'notLicensed' },
      { userCategory: [2], software: [300] },
    ];
    for (const body of searches) {
      const { count } = await search(body);
      expect(count, JSON.stringify(body)).toBeGreaterThan(0);
      expect(count, JSON.stringify(body)).toBe(await rowsShown(body));
    }
    expect((await search({ userCategory: [3], category: 'licensed' })).count).toBe(0);
  });

  it('counts a keyword with filters the same way when the page is past the end', async () => {
    const body: BrowseSearchInput = { keyword: 'cat', userCategory: [2, 3] };
    const shown = await rowsShown(body);
    expect(shown).toBeGreaterThanOrEqual(3);
    expect((await search({ ...body, page: 50 })).count).toBe(shown);
    expect((await search({ keyword: 'cat', category: 'licensed', page: 50 })).count).toBe(1);
  });
});

describe('bucket edges (spec 1 §9)', () => {
  async function bucketSearch(centre: [number, number], body: BrowseSearchInput) {
    return sorted(names(await search({ ...body, location: near(centre) })));
  }

  it('years of experience: under 3, 3-5, 5-10 (6..10), 11-15, over 15; several buckets OR', async () => {
    const centre = spot(9);
    for (const years of [0, 2, 3, 5, 6, 10, 11, 15, 16])
      await add(centre, { name: `y${years}`, yearOfExperience: years });
    await add(centre, { name: 'ynull', yearOfExperience: null });
    const bucket = (value: 'under3' | '3to5' | '5to10' | '11to15' | 'over15') =>
      bucketSearch(centre, { yearOfExperience: [value] });
    expect(await bucket('under3')).toEqual(['y0', 'y2']);
    expect(await bucket('3to5')).toEqual(['y3', 'y5']);
    expect(await bucket('5to10')).toEqual(['y10', 'y6']);
    expect(await bucket('11to15')).toEqual(['y11', 'y15']);
    expect(await bucket('over15')).toEqual(['y16']);
    expect(await bucketSearch(centre, { yearOfExperience: ['under3', 'over15'] })).toEqual([
      'y0',
      'y16',
      'y2',
    ]);
    // Buckets that touch are searched as one range (mergeRanges), holding the same years.
    expect(await bucketSearch(centre, { yearOfExperience: ['5to10', '3to5'] })).toEqual([
      'y10',
      'y3',
      'y5',
      'y6',
    ]);
    expect(await bucketSearch(centre, { yearOfExperience: ['under3', '3to5', '11to15'] })).toEqual([
      'y0',
      'y11',
      'y15',
      'y2',
      'y3',
      'y5',
    ]);
  });

  it('average ticket: under 50, 50-100, 100-200 (above 100), over 200 dollars', async () => {
    const centre = spot(10);
    for (const ticket of [0, 49.99, 50, 100, 100.01, 200, 200.01]) {
      await add(centre, { name: `t${ticket}`, kpi: { combinedAverageTicket: ticket } });
    }
    await add(centre, { name: 'tnull' });
    const bucket = (value: 'under50' | '50to100' | '100to200' | 'over200') =>
      bucketSearch(centre, { combinedAverageTicket: [value] });
    expect(await bucket('under50')).toEqual(['t0', 't49.99']);
    expect(await bucket('50to100')).toEqual(['t100', 't50']);
    expect(await bucket('100to200')).toEqual(['t100.01', 't200']);
    expect(await bucket('over200')).toEqual(['t200.01']);
  });

  it('annual visit frequency: 1-5, 6-10 (above 5), 11-20 (above 10), over 20', async () => {
    const centre = spot(11);
    for (const visits of [0.5, 1, 5, 5.5, 10, 10.5, 20, 20.5]) {
      await add(centre, { name: `v${visits}`, kpi: { annualFrequencyOfVisit: visits } });
    }
    const bucket = (value: '1to5' | '6to10' | '11to20' | 'over20') =>
      bucketSearch(centre, { annualFrequencyOfVisit: [value] });
    expect(await bucket('1to5')).toEqual(['v1', 'v5']);
    expect(await bucket('6to10')).toEqual(['v10', 'v5.5']);
    expect(await bucket('11to20')).toEqual(['v10.5', 'v20']);
    expect(await bucket('over20')).toEqual(['v20.5']);
  });

  it('repeat retention and service-to-retail: 1-20, 21-50, 51-80, 81-100 percent', async () => {
    const centre = spot(12);
    for (const percent of [0.5, 1, 20, 20.5, 50, 50.5, 80, 80.5, 100]) {
      await add(centre, {
        name: `p${percent}`,
        kpi: { repeatClientRetention: percent, serviceToRetailSales: 100 - percent },
      });
    }
    const retention = (value: '1to20' | '21to50' | '51to80' | '81to100') =>
      bucketSearch(centre, { repeatClientRetention: [value] });
    expect(await retention('1to20')).toEqual(['p1', 'p20']);
    expect(await retention('21to50')).toEqual(['p20.5', 'p50']);
    expect(await retention('51to80')).toEqual(['p50.5', 'p80']);
    expect(await retention('81to100')).toEqual(['p100', 'p80.5']);
    // Retail is 100 − retention: 99.5, 99, 80, 79.5, 50, 49.5, 20, 19.5, 0.
    const retail = (value: '1to20' | '21to50' | '51to80' | '81to100') =>
      bucketSearch(centre, { serviceToRetailSales: [value] });
    expect(await retail('1to20')).toEqual(['p80', 'p80.5']);
    expect(await retail('21to50')).toEqual(['p50', 'p50.5']);
    expect(await retail('51to80')).toEqual(['p20', 'p20.5']);
    expect(await retail('81to100')).toEqual(['p0.5', 'p1']);
    // Buckets of different KPIs must all match.
    expect(
      await bucketSearch(centre, { repeatClientRetention: ['1to20'], serviceToRetailSales: ['81to100'] }),
    ).toEqual(['p1']);
  });

  it('graduation windows: past year, then 1-3, 3-6, 6-9, 9-12 and 12+ months ahead, edge to edge', async () => {
    const centre = spot(13);
    const today = new Date().toISOString().slice(0, 10);
    const dayBefore = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dates: Record<string, string> = {
      tooOld: dayBefore(addMonths(today, -12)),
      yearAgo: addMonths(today, -12),
      yesterday: dayBefore(today),
      today,
      before3: dayBefore(addMonths(today, 3)),
      at3: addMonths(today, 3),
      before6: dayBefore(addMonths(today, 6)),
      at6: addMonths(today, 6),
      before9: dayBefore(addMonths(today, 9)),
      at9: addMonths(today, 9),
      before12: dayBefore(addMonths(today, 12)),
      at12: addMonths(today, 12),
    };
    for (const [name, graduationDate] of Object.entries(dates)) {
      await add(centre, {
        name,
        type: 'student',
        education: { schoolName: 'Grad School', schoolId: null, program: null, graduationDate },
      });
    }
    const window = (value: 'pastYear' | '1to3' | '3to6' | '6to9' | '9to12' | '12plus') =>
      bucketSearch(centre, { type: ['student'], graduationDate: [value] });
    expect(await window('pastYear')).toEqual(['yearAgo', 'yesterday']);
    expect(await window('1to3')).toEqual(['before3', 'today']);
    expect(await window('3to6')).toEqual(['at3', 'before6']);
    expect(await window('6to9')).toEqual(['at6', 'before9']);
    expect(await window('9to12')).toEqual(['at9', 'before12']);
    expect(await window('12plus')).toEqual(['at12']);
    expect(await bucketSearch(centre, { type: ['student'], graduationDate: ['pastYear', '12plus'] })).toEqual(
      ['at12', 'yearAgo', 'yesterday'],
    );
  });
});

describe('graduation windows on a fixed day', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-21', 3)).toBe('2027-02-21');
    expect(addMonths('2026-03-31', -12)).toBe('2025-03-31');
  });

  it('tiles the timeline: each window starts where the one before it ends', () => {
    const today = '2026-11-21';
    expect(graduationWindow('pastYear', today)).toEqual({ from: '2025-11-21', until: '2026-11-21' });
    expect(graduationWindow('1to3', today)).toEqual({ from: '2026-11-21', until: '2027-02-21' });
    expect(graduationWindow('3to6', today)).toEqual({ from: '2027-02-21', until: '2027-05-21' });
    expect(graduationWindow('6to9', today)).toEqual({ from: '2027-05-21', until: '2027-08-21' });
    expect(graduationWindow('9to12', today)).toEqual({ from: '2027-08-21', until: '2027-11-21' });
    expect(graduationWindow('12plus', today)).toEqual({ from: '2027-11-21', until: null });
  });
});

describe('merging the buckets of one filter', () => {
  const closed = (min: number | null, max: number | null) => ({
    min,
    minInclusive: true,
    max,
    maxInclusive: true,
  });

  it('merges ranges that touch at an edge one of them holds, and those that overlap', () => {
    expect(mergeRanges([PERCENT_RANGES['81to100'], PERCENT_RANGES['51to80']])).toEqual([
      { min: 50, minInclusive: false, max: 100, maxInclusive: true },
    ]);
    expect(mergeRanges([AVERAGE_TICKET_RANGES.under50, AVERAGE_TICKET_RANGES['50to100']])).toEqual([
      { min: null, minInclusive: true, max: 100, maxInclusive: true },
    ]);
    expect(mergeRanges([closed(1, 5), closed(3, 9)])).toEqual([closed(1, 9)]);
    expect(mergeRanges([closed(1, 9), closed(3, 5)])).toEqual([closed(1, 9)]);
    expect(mergeRanges([closed(1, 5), closed(3, null)])).toEqual([closed(1, null)]);
  });

  it('keeps apart ranges with a value between them that neither holds', () => {
    const open = { min: 5, minInclusive: false, max: 10, maxInclusive: true };
    const upTo5 = { min: 1, minInclusive: true, max: 5, maxInclusive: false };
    expect(mergeRanges([open, upTo5])).toEqual([upTo5, open]);
    expect(mergeRanges([PERCENT_RANGES['1to20'], PERCENT_RANGES['51to80']])).toHaveLength(2);
    // 5.5 lies between [3, 5] and [6, 10] unless the values are whole numbers.
    expect(mergeRanges([EXPERIENCE_RANGES['3to5'], EXPERIENCE_RANGES['5to10']])).toHaveLength(2);
    expect(mergeRanges([EXPERIENCE_RANGES['3to5'], EXPERIENCE_RANGES['5to10']], { integers: true })).toEqual([
      closed(3, 10),
    ]);
    expect(
      mergeRanges([EXPERIENCE_RANGES['3to5'], EXPERIENCE_RANGES['11to15']], { integers: true }),
    ).toHaveLength(2);
  });

  it('merges graduation windows that follow one another', () => {
    const today = '2026-11-21';
    const windows = (...names: Parameters<typeof graduationWindow>[0][]) =>
      mergeWindows(names.map((name) => graduationWindow(name, today)));
    expect(windows('3to6', '1to3')).toEqual([{ from: '2026-11-21', until: '2027-05-21' }]);
    expect(windows('pastYear', '12plus', '9to12')).toEqual([
      { from: '2025-11-21', until: '2026-11-21' },
      { from: '2027-08-21', until: null },
    ]);
  });
});

describe('words canvases use are resolved once', () => {
  it('looks a known word up once per database, and a word canvases do not use every time', async () => {
    await add(spot(14), { name: 'Known Word', title: 'Plumbago Stylist' });
    let lookups = 0;
    const db = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.execute>) => {
          lookups += 1;
          return target.execute(...args);
        };
      },
    });
    const resolve = (keyword: string) => resolveBrowseFilter({ db }, browseSearchSchema.parse({ keyword }));
    const first = await resolve('Plumbago');
    expect(lookups).toBe(1);
    expect(first.keyword?.fullText).not.toBeNull();
    expect((await resolve('plumbago!')).keyword).toEqual(first.keyword);
    expect(lookups).toBe(1);
    await resolve('plumbagi');
    await resolve('plumbagi');
    expect(lookups).toBe(3);
  });

  it('corrects a typo against a word a canvas brought since the last search', async () => {
    expect((await search({ keyword: 'zinnobar' })).count).toBe(0);
    await add(spot(14), { name: 'Later Word', title: 'Zinnober Colorist' });
    expect(names(await search({ keyword: 'zinnobar' }))).toEqual(['Later Word']);
  });
});

describe('keyword words and corrections', () => {
  it('splits on anything but letters and digits, lower-cases and drops one-letter words', () => {
    expect(keywordWords("Jane's  BALAYAGE, studio 9!")).toEqual(['jane', 'balayage', 'studio']);
    expect(keywordWords('Ána-Sofía')).toEqual(['ána', 'sofía']);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('jnae', 'jane')).toBe(1);
    expect(editDistance('balayge', 'balayage')).toBe(1);
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('jean', 'jane')).toBe(2);
  });

  it('keeps a word canvases use, corrects one they do not, and leaves short words alone', () => {
    const candidates = [
      { word: 'jnae', candidate: 'jane', similarity: 0.1 },
      { word: 'jnae', candidate: 'jean', similarity: 0.1 },
      { word: 'color', candidate: 'color', similarity: 1 },
      { word: 'color', candidate: 'colors', similarity: 0.7 },
      { word: 'amy', candidate: 'any', similarity: 0.3 },
      { word: 'balayge', candidate: 'balayage', similarity: 0.55 },
      { word: 'balayge', candidate: 'ballet', similarity: 0.3 },
    ];
    expect(correctWords(['jnae', 'color', 'amy', 'balayge'], candidates)).toEqual([
      ['jnae', 'jane'],
      ['color'],
      ['amy'],
      ['balayge', 'balayage'],
    ]);
  });

  it('asks of the full text what to_tsquery would: every group, any word of it, stop words left out', () => {
    const lexemes = new Map<string, Array<number | null>>([
      ['jnae', [null]],
      ['jane', [7]],
      ['color', [3]],
      ['colour', [null]],
      ['the', []],
      ['studio9', [12]],
    ]);
    // (jnae | jane) & color: 'jnae' is a lexeme no canvas has, so only 'jane' can match its group.
    expect(fullTextGroups([['jnae', 'jane'], ['color']], lexemes)).toEqual([[[7]], [[3]]]);
    // A stop word drops out of its group, and a group of stop words out of the query.
    expect(fullTextGroups([['the'], ['studio9', 'the']], lexemes)).toEqual([[[12]]]);
    // Nothing but stop words, or a group no canvas can match: nothing matches the full text.
    expect(fullTextGroups([['the']], lexemes)).toBeNull();
    expect(fullTextGroups([['color'], ['colour']], lexemes)).toBeNull();
  });
});
