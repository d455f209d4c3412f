import { HIDDEN_PAYMENT_MODE_ID, HIDDEN_PAYMENT_MODE_NAME, OPTION_KINDS, type Option } from '@canvas/shared';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { options, schools } from '../../db/schema';
import { OPTION_CATALOGUE, SCHOOL_CATALOGUE, SCHOOL_TACTIC_ACADEMY, SCHOOL_TACTIC_BEAUTY } from './catalogue';

const t = useTestApp();

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/option/customized?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ list: Option[] }>().list;
};

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

describe('GET /api/option/customized', () => {
  it("keeps 'Don't show' as payment preference 173", async () => {
    const modes = await list('kind=paymentMode');
    expect(modes.find((mode) => mode.id === HIDDEN_PAYMENT_MODE_ID)?.name).toBe(HIDDEN_PAYMENT_MODE_NAME);
    expect(modes.map((mode) => mode.name)).toEqual(
      expect.arrayContaining(['Commission', 'Hourly', 'Booth rental', 'Salary', 'Salary + commission']),
    );
  });

  it('answers the licensed categories with types=licensed, and all of them by default', async () => {
    const all = await list('kind=category');
    const licensed = await list('kind=category&types=licensed');
    const unlicensed = await list('kind=category&types=unlicensed');
    expect(licensed.every((category) => category.licensed)).toBe(true);
    expect(licensed.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Cosmetologist', 'Barber', 'Esthetician', 'Nail Technician', 'Electrologist']),
    );
    expect(unlicensed.map((category) => category.name)).toContain('Makeup Artist');
    expect(licensed.length + unlicensed.length).toBe(all.length);
    expect(await list('kind=category&types=licensed,unlicensed')).toHaveLength(all.length);
  });

  it('lists the 50 states and DC with USPS codes, in order', async () => {
    const states = await list('kind=state');
    expect(states).toHaveLength(51);
    expect(states[0]).toMatchObject({ name: 'Alabama', code: 'AL', kind: 'state' });
    expect(states.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
  });

  it('knows the beauty brands, software, specialities and programs', async () => {
    expect((await list('kind=brand')).map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['Redken', 'Paul Mitchell', 'Olaplex', "L'Oréal Professionnel", 'OPI', 'CND']),
    );
    expect((await list('kind=software')).map((software) => software.name)).toEqual(
      expect.arrayContaining([
        'Vagaro',
        'Boulevard',
        'Square Appointments',
        'GlossGenius',
        'Zenoti',
        'Booker',
      ]),
    );
    expect((await list('kind=speciality')).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Balayage', 'Color Correction', 'Lash Lift']),
    );
    expect((await list('kind=program')).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Cosmetology', 'Barbering', 'Esthetics', 'Teacher Training']),
    );
  });

  it('refuses an unknown kind or type filter', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/option/customized?kind=colour' })).statusCode,
    ).toBe(422);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/option/customized?kind=brand&types=licensed',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().field).toBe('types');
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
