import {
  type CanvasInput,
  ErrorCode,
  HIDDEN_PAYMENT_MODE_ID,
  HIDDEN_PAYMENT_MODE_NAME,
  type OfficialOptions,
  OPTION_KINDS,
  type OptionKind,
  OTHER_CATEGORY_ID,
  type UnofficialOptions,
} from '@canvas/shared';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, useTestApp } from '../../../test/helper';
import { options, schools } from '../../db/schema';
import { OPTION_CATALOGUE, SCHOOL_CATALOGUE, SCHOOL_TACTIC_ACADEMY, SCHOOL_TACTIC_BEAUTY } from './catalogue';

const t = useTestApp();

const searchSchools = async (payload: object) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/option/school/search', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ list: Array<{ id: number; name: string; city: string; state: string }> }>().list;
};

describe('the catalogues in the database', () => {
  it('are exactly catalogue.ts (migration 0007 and the file cannot drift apart)', async () => {
    const rows = await t.database.db.select().from(options).orderBy(asc(options.id));
    expect(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        ...(row.licensed === null ? {} : { licensed: row.licensed }),
        ...(row.code === null ? {} : { code: row.code }),
      })),
    ).toEqual([...OPTION_CATALOGUE].sort((a, b) => a.id - b.id));
    const schoolRows = await t.database.db.select().from(schools).orderBy(asc(schools.id));
    expect(schoolRows).toEqual(SCHOOL_CATALOGUE);
  });

  it('have stable ids that never repeat, and every kind is filled', () => {
    expect(new Set(OPTION_CATALOGUE.map((option) => option.id)).size).toBe(OPTION_CATALOGUE.length);
    for (const kind of OPTION_KINDS)
      expect(OPTION_CATALOGUE.some((option) => option.kind === kind)).toBe(true);
    expect(SCHOOL_CATALOGUE.length).toBeGreaterThanOrEqual(150);
  });
});

const customized = (kind: string, types: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/option/customized?kind=${kind}&types=${encodeURIComponent(types)}`,
  });

const official = async (kinds: OptionKind[]) => {
  const response = await customized('official', JSON.stringify(kinds));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficialOptions>();
};

const list = async (kind: OptionKind) => (await official([kind]))[kind] ?? [];

const unofficial = async (kinds: OptionKind[]) => {
  const response = await customized('unofficial', JSON.stringify(kinds));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnofficialOptions>();
};

describe('GET /api/option/customized?kind=official', () => {
  it("keeps 'Don't show' as payment preference 173", async () => {
    const modes = await list('paymentMode');
    expect(modes.find((mode) => mode.id === HIDDEN_PAYMENT_MODE_ID)?.name).toBe(HIDDEN_PAYMENT_MODE_NAME);
    expect(modes.map((mode) => mode.name)).toEqual(
      expect.arrayContaining(['Commission', 'Hourly', 'Booth rental', 'Salary', 'Salary + commission']),
    );
  });

  it('marks which categories are licensed, so clients can pick them out', async () => {
    const all = await list('category');
    expect(all.every((category) => typeof category.licensed === 'boolean')).toBe(true);
    const licensed = all.filter((category) => category.licensed);
    const unlicensed = all.filter((category) => !category.licensed);
    expect(licensed.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Cosmetologist', 'Barber', 'Esthetician', 'Nail Technician', 'Electrologist']),
    );
    expect(unlicensed.map((category) => category.name)).toContain('Makeup Artist');
    expect(all.map((category) => category.id)).toEqual(
      OPTION_CATALOGUE.filter((option) => option.kind === 'category').map((option) => option.id),
    );
  });

  it('lists the 50 states and DC with USPS codes, in order', async () => {
    const states = await list('state');
    expect(states).toHaveLength(51);
    expect(states[0]).toMatchObject({ name: 'Alabama', code: 'AL', kind: 'state' });
    expect(states.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
  });

  it('knows the beauty brands, software, specialities and programs', async () => {
    expect((await list('brand')).map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['Redken', 'Paul Mitchell', 'Olaplex', "L'Oréal Professionnel", 'OPI', 'CND']),
    );
    expect((await list('software')).map((software) => software.name)).toEqual(
      expect.arrayContaining([
        'Vagaro',
        'Boulevard',
        'Square Appointments',
        'GlossGenius',
        'Zenoti',
        'Booker',
      ]),
    );
    expect((await list('speciality')).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Balayage', 'Color Correction', 'Lash Lift']),
    );
    expect((await list('program')).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Cosmetology', 'Barbering', 'Esthetics', 'Teacher Training']),
    );
  });

  it('answers several catalogues at once, each under its name and only those asked for', async () => {
    const answer = await official(['state', 'brand', 'jobTitle']);
    expect(Object.keys(answer).sort()).toEqual(['brand', 'jobTitle', 'state']);
    for (const kind of ['state', 'brand', 'jobTitle'] as const) {
      expect(answer[kind]?.map((option) => option.id)).toEqual(
        OPTION_CATALOGUE.filter((option) => option.kind === kind).map((option) => option.id),
      );
      expect(answer[kind]?.every((option) => option.kind === kind)).toBe(true);
    }
    const everything = await official([...OPTION_KINDS]);
    expect(Object.values(everything).flat()).toHaveLength(OPTION_CATALOGUE.length);
  });
});

describe('GET /api/option/customized?kind=unofficial', () => {
  const tag = (name: string) => ({ optionId: null, name });

  /** A student canvas saved by a new member (with what publishing needs), then given a status. */
  async function canvasWith(name: string, document: CanvasInput, status: 'draft' | 'public' | 'private') {
    const headers = bearer(await signIn(t.app, (await createUser(t.database)).email));
    const school = {
      uuid: 'edu-1',
      schoolName: 'Aveline Academy of Cosmetology',
      graduationDate: '2025-06-01',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers,
      payload: { type: 'student', introduction: { name }, educations: [school], ...document },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    for (const action of status === 'draft' ? [] : status === 'public' ? ['public'] : ['public', 'private']) {
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${id}/action/${action}`,
        headers,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
  }

  beforeAll(async () => {
    // Two public canvases share a typed brand (spelled differently); a draft and a private one
    // hold text nobody else may see.
    await canvasWith(
      'Ada Typed',
      {
        detail: { categories: [{ optionId: OTHER_CATEGORY_ID, name: 'Henna Artist' }, { optionId: 1 }] },
        additionalInformation: {
          preferredBrands: [tag('Glow Labs'), tag('redken')],
          softwares: [tag('SalonPad')],
          specialities: [tag('Balayage')],
        },
        educations: [
          {
            uuid: 'edu-1',
            schoolName: 'Aveline Academy of Cosmetology',
            graduationDate: '2025-06-01',
            program: tag('Scalp Science'),
          },
        ],
        employments: [
          {
            uuid: 'job-1',
            title: 'Stylist',
            jobCategory: 'Wig Maker, Barber',
            position: 'Chief Curl Officer, senior stylist',
          },
        ],
      },
      'public',
    );
    await canvasWith(
      'Bea Typed',
      { additionalInformation: { preferredBrands: [tag('glow labs'), tag('Shine Co')] } },
      'public',
    );
    await canvasWith(
      'Cy Draft',
      { additionalInformation: { preferredBrands: [tag('Secret Draft')] } },
      'draft',
    );
    await canvasWith(
      'Cy Private',
      { additionalInformation: { preferredBrands: [tag('Secret Private')] } },
      'private',
    );
  });

  it('counts the names public canvases typed that no catalogue holds, most used first', async () => {
    const { brand } = await unofficial(['brand']);
    expect(brand?.map((value) => ({ ...value, name: value.name.toLowerCase() }))).toEqual([
      { name: 'glow labs', count: 2 },
      { name: 'shine co', count: 1 },
    ]);
  });

  it('finds typed values wherever the canvas keeps them, never a catalogue entry', async () => {
    const answer = await unofficial(['category', 'software', 'speciality', 'program', 'jobTitle']);
    expect(answer).toEqual({
      category: [
        { name: 'Henna Artist', count: 1 },
        { name: 'Wig Maker', count: 1 },
      ],
      software: [{ name: 'SalonPad', count: 1 }],
      speciality: [],
      program: [{ name: 'Scalp Science', count: 1 }],
      jobTitle: [{ name: 'Chief Curl Officer', count: 1 }],
    });
  });

  it('answers [] for catalogues chosen only from the list', async () => {
    expect(await unofficial(['state', 'paymentMode', 'charity'])).toEqual({
      state: [],
      paymentMode: [],
      charity: [],
    });
  });
});

describe('GET /api/option/customized refuses a malformed request', () => {
  it.each([
    ['not JSON', 'category'],
    ['a JSON string', '"category"'],
    ['a JSON object', '{"category":true}'],
    ['an empty list', '[]'],
    ['an unknown catalogue', '["colour"]'],
    ['a catalogue in the wrong case', '["Category"]'],
    ['a number', '[1]'],
    ['null', '[null]'],
    ['a nested list', '[["brand"]]'],
    ['a duplicate', '["brand","state","brand"]'],
    ['an empty value', ''],
    ['a very long value', JSON.stringify(Array.from({ length: 60 }, () => 'category'))],
  ])('types as %s: 422 naming types', async (_label, types) => {
    for (const kind of ['official', 'unofficial']) {
      const response = await customized(kind, types);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: ErrorCode.validation, field: 'types' });
    }
  });

  it('refuses a missing or repeated types, and an unknown kind', async () => {
    for (const url of [
      '/api/option/customized?kind=official',
      '/api/option/customized?kind=official&types=%5B%22brand%22%5D&types=%5B%22state%22%5D',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().field).toBe('types');
    }
    for (const kind of ['colour', 'category', '']) {
      const response = await customized(kind, '["brand"]');
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().field).toBe('kind');
    }
  });
});

describe('PUT /api/option/school/search', () => {
  it('finds schools whose name contains the keyword, case-insensitively', async () => {
    const found = await searchSchools({ keyword: 'MAGNOLIA', tactics: [2, 20] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((school) => school.name.includes('Magnolia'))).toBe(true);
    expect(found[0]).toMatchObject({ city: expect.any(String), state: expect.stringMatching(/^[A-Z]{2}$/) });
  });

  it('tolerates a typo', async () => {
    const found = await searchSchools({ keyword: 'Rosewod Academy of Cosmotology', tactics: [2, 20] });
    expect(found[0]?.name).toBe('Rosewood Academy of Cosmetology');
  });

  it('answers only the tactics asked for, and at most 20', async () => {
    const academies = await searchSchools({ keyword: '', tactics: [SCHOOL_TACTIC_ACADEMY] });
    const names = new Set(
      SCHOOL_CATALOGUE.filter((school) => school.tactic === SCHOOL_TACTIC_ACADEMY).map(
        (school) => school.name,
      ),
    );
    expect(academies).toHaveLength(20);
    expect(academies.every((school) => names.has(school.name))).toBe(true);
    expect(
      await searchSchools({ keyword: 'Barber College', tactics: [SCHOOL_TACTIC_BEAUTY] }),
    ).not.toContainEqual(expect.objectContaining({ name: expect.stringContaining('Barber College') }));
    expect(await searchSchools({ keyword: 'a', tactics: [] })).toEqual([]);
  });

  it('treats LIKE wildcards in the keyword as plain text', async () => {
    expect(await searchSchools({ keyword: '%%%', tactics: [2, 20] })).toEqual([]);
  });
});
