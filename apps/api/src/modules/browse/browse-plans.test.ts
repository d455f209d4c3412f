import { type BrowseSearchInput, browseSearchSchema, METERS_PER_MILE } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { browseCountQuery, browsePageQuery } from './queries/canvas-browse';
import { resolveBrowseFilter } from './service';

/**
 * The main browse search shapes must be answered through the indexes of the browse tables
 * (canvas_search, canvas_search_text, canvas_search_places and the bitmaps; decisions 012, 015
 * and 016), never by reading a whole table. Runs on PGlite and, in the api-postgres project, on a PostgreSQL server, over a
 * realistic number of rows generated in SQL (plans on a handful of rows prove nothing: a
 * sequential scan is the right plan for a tiny table). The rows go into canvases and
 * canvas_locations; the triggers of migration 0009 fill the browse tables.
 */
const t = useTestApp();
const ROWS = 20_000;

/** The tables browse reads: none may be read whole. */
const BROWSE_TABLES = [
  'canvas_search',
  'canvas_search_text',
  'canvas_search_places',
  'canvas_search_lexeme_bits',
  'canvas_search_name_bits',
  'canvas_search_facet_bits',
  'canvases',
  'canvas_locations',
];

beforeAll(async () => {
  const owner = await createUser(t.database);
  const { db } = t.database;
  // Canvases and their locations in one statement, as the bench generator writes them: the
  // triggers of migration 0009 then copy each public canvas once, with its places. The commit is
  // synchronous (CI's server runs with synchronous_commit off): vacuum only marks pages all-visible,
  // which index-only scans need, once the inserting commit is on disk.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`
    with inserted as (
      insert into canvases (slug, owner_id, type, status, introduction, detail, media,
        additional_information, social_media, search_text, search_name, year_of_experience, licensed,
        category_ids, school_ids, program_ids, software_ids, graduation_date, average_ticket,
        visit_frequency, repeat_retention, retail_sales, updated_at, deleted_at)
      select 'plan-' || g, ${owner.id},
        (array['professional', 'student', 'business', 'school'])[1 + g % 4],
        case when g % 10 = 0 then 'private' when g % 10 = 1 then 'draft' else 'public' end,
        '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
        first_name || ' ' || last_name || ' ' || title || ' ' || speciality || ' ' || other_speciality
          || ' loves healthy hair and happy clients in ' || city || ' at studio s' || g,
        -- A word of its own in every text and name ('s123', 'n123'), as real ones mostly have: the
        -- keyword bitmaps then hold a real vocabulary's long tail, not the few dozen words of
        -- these lists.
        lower(first_name || ' ' || last_name || ' ' || title || ' n' || g),
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
      returning id
    )
    -- One location per canvas, spread over the lower 48 states; one in eight has a second salon.
    insert into canvas_locations (canvas_id, position, latitude, longitude)
    select id, 0, 25 + (id * 37 % 2300) / 100.0, -124 + (id * 53 % 5700) / 100.0 from inserted
    union all
    select id, 1, 25 + (id * 41 % 2300) / 100.0, -124 + (id * 59 % 5700) / 100.0
    from inserted where id % 8 = 3
  `);
  });
  // Index-only scans (counts, radius) are only planned over pages vacuum marked all-visible; a
  // snapshot held elsewhere (an autovacuum analyze) can keep a first vacuum from marking them.
  for (const table of BROWSE_TABLES) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
      const result = (await db.execute(
        sql`select relallvisible >= relpages as visible from pg_class where relname = ${table}`,
      )) as unknown as { rows: Array<{ visible: boolean }> };
      if (result.rows[0]?.visible) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await db.execute(sql`analyze search_words`);
  await db.execute(sql`analyze search_lexemes`);
}, 120_000);

/** The plan's nodes: which tables it reads whole, and which indexes it reads. */
const planned = (query: Parameters<typeof explainPlan>[1]) => explainPlan(t.database.db, query);

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

describe('browse searches use the browse indexes, not a scan of any table', () => {
  it.each(SHAPES)('%s', async (_name, input) => {
    const search = browseSearchSchema.parse(input);
    const filter = await resolveBrowseFilter({ db: t.database.db }, search);
    const page = browsePageQuery(t.database.db, filter, {
      limit: search.size,
      offset: (search.page - 1) * search.size,
    });
    for (const query of [page, browseCountQuery(t.database.db, filter)]) {
      const { sequential, indexes } = await planned(query);
      for (const table of BROWSE_TABLES) expect(sequential).not.toContain(table);
      expect(indexes.some((name) => name.startsWith('canvas_search'))).toBe(true);
    }
  });
});

describe('a keyword alone', () => {
  it.each(SHAPES.slice(0, 3))(
    '%s walks the newest rows for its page before ranking every match',
    async (_name, input) => {
      const search = browseSearchSchema.parse(input);
      const filter = await resolveBrowseFilter({ db: t.database.db }, search);
      const { indexes } = await planned(browsePageQuery(t.database.db, filter, { limit: 9, offset: 0 }));
      expect(indexes).toContain('canvas_search_text_recent_idx');
      // The walk's total is counted from the keyword bitmaps: the lexemes' by key, the name words'
      // through their trigram index; the fallback ranks every match through the keyword's indexes.
      expect(indexes).toContain('canvas_search_lexeme_bits_lexeme_id_type_block_pk');
      expect(indexes).toContain('canvas_search_name_bits_word_trgm_idx');
      expect(indexes).toContain('canvas_search_text_lexeme_ids_idx');
      expect(indexes).toContain('canvas_search_text_name_words_idx');
    },
  );
});

describe('a count without a radius or a range', () => {
  it.each([SHAPES[5], SHAPES[6], SHAPES[7], SHAPES[10]] as Array<[string, BrowseSearchInput]>)(
    '%s reads the filter bitmaps by key, no row',
    async (_name, input) => {
      const filter = await resolveBrowseFilter({ db: t.database.db }, browseSearchSchema.parse(input));
      const { indexes } = await planned(browseCountQuery(t.database.db, filter));
      expect([...new Set(indexes)]).toEqual(['canvas_search_facet_bits_facet_value_type_block_pk']);
    },
  );
});

describe('a radius search', () => {
  it.each([
    SHAPES[3],
    SHAPES[4],
    ['radius and category', { location: chicago, userCategory: [4] }],
    ['radius and KPI buckets', { location: chicago, combinedAverageTicket: ['100to200'] }],
  ] as Array<[string, BrowseSearchInput]>)(
    '%s reads the runs of grid cells alone, its filters tested on the index entries',
    async (_name, input) => {
      const filter = await resolveBrowseFilter({ db: t.database.db }, browseSearchSchema.parse(input));
      for (const query of [
        browsePageQuery(t.database.db, filter, { limit: 9, offset: 0 }),
        browseCountQuery(t.database.db, filter),
      ]) {
        const { indexes, indexOnly } = await planned(query);
        expect(indexOnly).toContain('canvas_search_cell_idx');
        // No canvas_search row is read: neither through a facet or range index nor by id.
        const rowReads = indexes.filter(
          (name) =>
            name.startsWith('canvas_search_') && !indexOnly.includes(name) && name !== 'canvas_search_pkey',
        );
        expect(
          rowReads.filter(
            (name) =>
              !name.startsWith('canvas_search_text') &&
              !name.includes('bits') &&
              !name.startsWith('canvas_search_places'),
          ),
        ).toEqual([]);
        if (filter.keyword || filter.categoryIds.length > 0) {
          expect(indexes).toContain('canvas_search_facet_bits_facet_value_type_block_pk');
        }
      }
    },
  );
});

describe('the GIN indexes browse reads', () => {
  it('take writes directly, so no search scans a pending list (fastupdate off)', async () => {
    const result = (await t.database.db.execute(sql`
      select c.relname as name, coalesce(c.reloptions, '{}') as options from pg_class as c
      join pg_index as i on i.indexrelid = c.oid join pg_am as am on am.oid = c.relam
      join pg_class as tbl on tbl.oid = i.indrelid
      where am.amname = 'gin' and (tbl.relname like 'canvas_search%' or tbl.relname = 'search_words')
      order by 1
    `)) as unknown as { rows: Array<{ name: string; options: string[] }> };
    expect(result.rows.length).toBe(8);
    for (const row of result.rows) expect(row.options, row.name).toContain('fastupdate=false');
  });
});
