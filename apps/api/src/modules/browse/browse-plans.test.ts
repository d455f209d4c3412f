import { type BrowseSearchInput, browseSearchSchema, METERS_PER_MILE } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { browseCountQuery, browsePageQuery } from './queries';
import { resolveBrowseFilter } from './service';

/**
 * The main browse search shapes must be answered through indexes, never by reading the whole
 * canvases table. Runs on PGlite and, in the api-postgres project, on a PostgreSQL server, over a
 * realistic number of rows generated in SQL (plans on a handful of rows prove nothing: a
 * sequential scan is the right plan for a tiny table).
 */
const t = useTestApp();
const ROWS = 20_000;

beforeAll(async () => {
  const owner = await createUser(t.database);
  const { db } = t.database;
  await db.execute(sql`
    insert into canvases (slug, owner_id, type, status, introduction, detail, media,
      additional_information, social_media, search_text, search_name, year_of_experience, licensed,
      category_ids, school_ids, program_ids, software_ids, graduation_date, average_ticket,
      visit_frequency, repeat_retention, retail_sales, updated_at, deleted_at)
    select 'plan-' || g, ${owner.id},
      (array['professional', 'student', 'business', 'school'])[1 + g % 4],
      case when g % 10 = 0 then 'private' when g % 10 = 1 then 'draft' else 'public' end,
      '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
      first_name || ' ' || last_name || ' ' || title || ' ' || speciality || ' ' || other_speciality
        || ' loves healthy hair and happy clients in ' || city,
      lower(first_name || ' ' || last_name || ' ' || title),
      g % 31, g % 3 = 0,
      array[1 + g % 18], array[1 + g % 300], array[41 + g % 13], array[300 + g % 20, 300 + g % 7],
      current_date + (g % 900 - 400), 20 + g % 400, g % 30, g % 101, (g * 7) % 101,
      now() - make_interval(mins => g), case when g % 97 = 0 then now() end
    from generate_series(1, ${ROWS}) as g,
      lateral (select
        (array['Ava', 'Mia', 'Jane', 'Sofia', 'Maya', 'Luis', 'Andre', 'Kim', 'Rosa', 'Leo', 'Nia', 'Omar'])[1 + g % 12] as first_name,
        (array['Smith', 'Garcia', 'Nguyen', 'Brown', 'Lee', 'Patel', 'Rivera', 'Clark', 'Reed', 'Okafor', 'Tran'])[1 + (g / 12) % 11] as last_name,
        (array['Senior Colorist', 'Master Barber', 'Esthetician', 'Nail Artist', 'Lash Technician', 'Hair Stylist', 'Makeup Artist', 'Cosmetology Student'])[1 + (g / 7) % 8] as title,
        (array['balayage', 'highlights', 'fades', 'facials', 'gel manicures', 'lash lifts', 'braids', 'keratin', 'extensions', 'updos', 'waxing', 'microblading', 'vivid color', 'silk press', 'beard design', 'dermaplaning', 'nail art', 'blowouts', 'perms', 'locs'])[1 + (g / 3) % 20] as speciality,
        (array['curly cuts', 'color correction', 'bridal makeup', 'scalp care', 'brow lamination', 'spray tanning', 'pedicures', 'wigs', 'toning', 'razor cuts', 'sugaring', 'peels', 'gray blending', 'blonding', 'airbrush'])[1 + (g / 5) % 15] as other_speciality,
        (array['Austin', 'Chicago', 'Denver', 'Miami', 'Seattle', 'Boston', 'Phoenix', 'Atlanta'])[1 + g % 8] as city
      ) as words
  `);
  // One location per canvas, spread over the lower 48 states.
  await db.execute(sql`
    insert into canvas_locations (canvas_id, position, latitude, longitude)
    select id, 0, 25 + (id * 37 % 2300) / 100.0, -124 + (id * 53 % 5700) / 100.0
    from canvases where slug like 'plan-%'
  `);
  await db.execute(sql`vacuum analyze canvases`);
  await db.execute(sql`vacuum analyze canvas_locations`);
  await db.execute(sql`analyze search_words`);
}, 120_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

async function plannedScans(query: unknown): Promise<string[]> {
  const result = (await t.database.db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return sequentialScans((plan[0] as { Plan: PlanNode }).Plan);
}

const chicago = { coordinates: [-87.6298, 41.8781] as [number, number], radius: 50 * METERS_PER_MILE };

const SHAPES: Array<[string, BrowseSearchInput]> = [
  ['keyword', { keyword: 'balayage' }],
  ['typo keyword', { keyword: 'balayge' }],
  ['name keyword', { keyword: 'jane garcia' }],
  ['radius', { location: chicago }],
  [
    'keyword, radius and filters',
    { keyword: 'color', location: chicago, userCategory: [4], yearOfExperience: ['5to10'] },
  ],
  ['category and licence', { userCategory: [2], category: 'licensed' }],
  ['school and program', { type: ['student'], school: [7, 8], program: [41] }],
  ['software', { software: [305] }],
  ['KPI buckets', { combinedAverageTicket: ['100to200'], repeatClientRetention: ['81to100'] }],
  ['graduation window', { type: ['student'], graduationDate: ['1to3'] }],
  ['no filters', {}],
  ['deep page', { page: 400 }],
];

describe('browse searches use indexes, not a scan of every canvas or location', () => {
  it.each(SHAPES)('%s', async (_name, input) => {
    const search = browseSearchSchema.parse(input);
    const filter = await resolveBrowseFilter({ db: t.database.db }, search);
    const page = browsePageQuery(t.database.db, filter, {
      limit: search.size,
      offset: (search.page - 1) * search.size,
    });
    for (const query of [page, browseCountQuery(t.database.db, filter)]) {
      const scanned = await plannedScans(query);
      expect(scanned).not.toContain('canvases');
      expect(scanned).not.toContain('canvas_locations');
    }
  });
});
