import {
  METERS_PER_MILE,
  type OpportunityBrowseSearchInput,
  opportunityBrowseSearchSchema,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { explainPlan } from '../../../test/query-plans';
import { opportunityCountQuery, opportunityPageQuery, pageCarriesCount } from './queries/opportunity-browse';
import { resolveOpportunityFilter } from './service';

/**
 * The main opportunity search shapes are answered through the indexes of the opportunity search
 * tables and bitmaps (decision 025, as browse-plans.test.ts for canvases), never by reading a whole
 * table. Runs on PGlite and on a PostgreSQL server (DIALECT_SENSITIVE), over rows generated in SQL:
 * canvases with located addresses, then opportunities whose triggers fill the search tables.
 */
const t = useTestApp();
const CANVASES = 4000;
const ROWS = 20_000;

const SEARCH_TABLES = [
  'opportunity_search',
  'opportunity_search_text',
  'opportunity_search_lexeme_bits',
  'opportunity_search_name_bits',
  'opportunity_search_facet_bits',
  'opportunities',
  'canvases',
];

beforeAll(async () => {
  const owner = await createUser(t.database);
  const { db } = t.database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    // Salons spread over the lower 48 states, each with one located address.
    await tx.execute(sql`
      insert into canvases (slug, owner_id, type, status, introduction, detail, media,
        additional_information, social_media, search_text, search_name, licensed, category_ids,
        school_ids, program_ids, software_ids)
      select 'plan-salon-' || g, ${owner.id}, 'business', 'public',
        jsonb_build_object('name', (array['Aurora', 'Velvet', 'Juniper', 'Copper', 'Ivy', 'Lumen'])[1 + g % 6] || ' Salon ' || g),
        jsonb_build_object('locations', jsonb_build_array(jsonb_build_object('uuid', 'loc-' || g,
          'coordinates', jsonb_build_array(-124 + (g * 53 % 5700) / 100.0, 25 + (g * 37 % 2300) / 100.0)))),
        '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '', '', false, '{}', '{}', '{}', '{}'
      from generate_series(1, ${CANVASES}) as g`);
    // Opportunities: one in twenty national, one in twenty a contest, one in ten private. Their ids
    // are spread over seven bitmap blocks, as a live table's are over its blocks (a one-block
    // bitmap table is small enough that reading it whole is the right plan).
    await tx.execute(sql`
      insert into opportunities (id, slug, canvas_id, status, expire, job_title, job_type, job_category,
        location_uuid, valid_for_all_state, competition, editor, media, additional, created_at)
      overriding system value
      select g * 5, 'plan-opportunity-' || g, c.id,
        case when g % 10 = 0 then 'private' else 'public' end, current_date + 3650,
        jsonb_build_object('optionId', 700 + g % 28, 'name', (array['Hair Stylist', 'Colorist', 'Barber', 'Esthetician', 'Nail Technician', 'Salon Assistant', 'Educator'])[1 + g % 7]),
        jsonb_build_object('optionId', 1 + g % 5, 'name', 'Full Time'),
        jsonb_build_object('optionId', 1 + g % 18, 'name', 'Hair'),
        case when g % 20 = 0 then null else 'loc-' || (1 + g % ${CANVASES}) end, g % 20 = 0, g % 20 = 1,
        '<p>' || (array['balayage', 'highlights', 'fades', 'facials', 'gel manicures', 'lash lifts', 'braids', 'keratin', 'extensions', 'updos'])[1 + (g / 3) % 10]
          || ' and ' || (array['color correction', 'bridal makeup', 'scalp care', 'toning', 'razor cuts', 'blonding'])[1 + (g / 7) % 6]
          || ' in our studio, role r' || g || '</p>',
        '{}'::jsonb,
        jsonb_build_object('paymentStructure', jsonb_build_object('optionId', 170 + g % 8, 'name', 'Commission'),
          'retailBrands', jsonb_build_array(jsonb_build_object('optionId', 200 + g % 50, 'name', 'Brand ' || g % 50)),
          'softwares', jsonb_build_array(jsonb_build_object('optionId', 300 + g % 21, 'name', 'Software ' || g % 21))),
        now() - make_interval(mins => g)
      from generate_series(1, ${ROWS}) as g
      join canvases as c on c.slug = 'plan-salon-' || (1 + g % ${CANVASES})`);
  });
  for (const table of SEARCH_TABLES) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
      const result = (await db.execute(
        sql`select relallvisible >= relpages as visible from pg_class where relname = ${table}`,
      )) as unknown as { rows: Array<{ visible: boolean }> };
      if (result.rows[0]?.visible) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await db.execute(sql`analyze opportunity_search_words`);
  await db.execute(sql`analyze search_lexemes`);
}, 180_000);

const planned = (query: Parameters<typeof explainPlan>[1]) => explainPlan(t.database.db, query);

const chicago = { coordinates: [-87.6298, 41.8781] as [number, number], radius: 50 * METERS_PER_MILE };

const SHAPES: Array<[string, OpportunityBrowseSearchInput]> = [
  ['keyword', { keyword: 'balayage' }],
  ['typo keyword', { keyword: 'balayge' }],
  ['radius', { location: chicago }],
  ['keyword, radius and filters', { keyword: 'color', location: chicago, category: [4], jobtype: [1, 2] }],
  ['filters only', { category: [2, 3], jobtype: [4], paymentMode: [171], brand: [205] }],
  ['software and contests', { software: [305], kind: 'contest' }],
  ['no filters', {}],
  ['deep page', { page: 100 }],
];

async function queriesOf(input: OpportunityBrowseSearchInput) {
  const search = opportunityBrowseSearchSchema.parse(input);
  const filter = await resolveOpportunityFilter({ db: t.database.db }, search);
  return {
    filter,
    page: opportunityPageQuery(t.database.db, filter, {
      limit: search.size,
      offset: (search.page - 1) * search.size,
    }),
    count: opportunityCountQuery(t.database.db, filter),
  };
}

describe('opportunity searches use the search indexes, not a scan of any table', () => {
  it.each(SHAPES)('%s', async (_name, input) => {
    const { page, count } = await queriesOf(input);
    for (const query of [page, count]) {
      const { sequential, indexes } = await planned(query);
      for (const table of SEARCH_TABLES) expect(sequential).not.toContain(table);
      expect(indexes.some((name) => name.startsWith('opportunity_search'))).toBe(true);
    }
  });
});

describe('a keyword alone', () => {
  it.each(SHAPES.slice(0, 2))('%s walks the newest rows for its page', async (_name, input) => {
    const { page } = await queriesOf(input);
    const { indexes } = await planned(page);
    expect(indexes).toContain('opportunity_search_text_recent_idx');
    // The total is counted from the keyword bitmaps. When the walk comes back short, the matches
    // are read newest first: through the lexeme index or on down the recent index, as the planner
    // costs a common or a rare keyword.
    expect(indexes).toContain('opportunity_search_lexeme_bits_lexeme_id_type_block_pk');
  });
});

describe('a count without a radius', () => {
  it.each([SHAPES[4], SHAPES[5], SHAPES[6]] as Array<[string, OpportunityBrowseSearchInput]>)(
    '%s reads the filter bitmaps by key, no row',
    async (_name, input) => {
      const { count } = await queriesOf(input);
      const { indexes } = await planned(count);
      expect([...new Set(indexes)]).toEqual(['opportunity_search_facet_bits_facet_value_type_block_pk']);
    },
  );
});

describe('a radius search', () => {
  it.each([
    SHAPES[2],
    SHAPES[3],
    ['radius and payment mode', { location: chicago, paymentMode: [172] }],
  ] as Array<[string, OpportunityBrowseSearchInput]>)(
    '%s reads the runs of grid cells alone, and the national rows from their index or bitmap',
    async (_name, input) => {
      const { filter, page, count } = await queriesOf(input);
      for (const query of [page, count]) {
        const { indexes, indexOnly } = await planned(query);
        expect(indexOnly).toContain('opportunity_search_cell_idx');
        // The page reads the newest national rows from their partial index; the count adds them
        // from the 'national' bitmap.
        const bits =
          filter.keyword !== null || filter.categoryIds.length > 0 || filter.paymentModeIds.length > 0;
        if (query === page) {
          expect(indexOnly).toContain('opportunity_search_national_idx');
          if (bits) {
            // With bits to test, the page's one pass over the cells keeps every match and carries
            // the total (national ones from their bitmap): no walk, no second pass.
            expect(indexes).not.toContain('opportunity_search_recent_idx');
            expect(indexes).toContain('opportunity_search_facet_bits_facet_value_type_block_pk');
            expect(pageCarriesCount(filter)).toBe(true);
          } else {
            // The page walks the newest rows first; the cells are read when the walk comes back short.
            expect(indexes).toContain('opportunity_search_recent_idx');
            expect(pageCarriesCount(filter)).toBe(false);
          }
        } else expect(indexes).toContain('opportunity_search_facet_bits_facet_value_type_block_pk');
        // The filters are tested as bits on the index entries, not by reading rows.
        if (filter.categoryIds.length > 0 || filter.paymentModeIds.length > 0) {
          expect(indexes).toContain('opportunity_search_facet_bits_facet_value_type_block_pk');
        }
      }
    },
  );
});

describe('filters without a radius', () => {
  it.each([SHAPES[4], SHAPES[5]] as Array<[string, OpportunityBrowseSearchInput]>)(
    '%s walk the recent index alone testing bits, or read few matches by id, and count from the same bitmaps',
    async (_name, input) => {
      const { filter, page } = await queriesOf(input);
      const { indexes, indexOnly } = await planned(page);
      expect(indexOnly).toContain('opportunity_search_recent_idx');
      // Few matches are read by id from the bitmaps, each row by key.
      expect(indexes).toContain('opportunity_search_pkey');
      expect(pageCarriesCount(filter)).toBe(true);
    },
  );
});

describe('the deep page', () => {
  it('reads the newest rows in order from the recent index', async () => {
    const { page } = await queriesOf({ page: 100 });
    const { indexes } = await planned(page);
    expect(indexes).toContain('opportunity_search_recent_idx');
  });
});
