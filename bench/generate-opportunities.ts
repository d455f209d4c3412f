// Fills a database that holds generated canvases (generate-canvases.ts) with N opportunities
// (default 1000000) for the opportunity search benchmark, posted by its public business and school
// canvases at their located addresses.
//
//   npx tsx bench/generate-opportunities.ts --count 1000000 --pglite /tmp/canvas-bench-db
//   DATABASE_URL=postgres://... npx tsx bench/generate-opportunities.ts --count 1000000
//
// The mix: about 5 % national (valid in every state), 5 % contests, 5 % private and 5 % expired;
// job titles, categories and payment modes from the option catalogues, job types from the post
// form's list (OPPORTUNITY_JOB_TYPES), brands and software as catalogue tags with a few free
// tags. Rows go in as one INSERT ... SELECT FROM jsonb_to_recordset per batch, so the triggers of
// migration 0021 fill the search tables as the API's writes do.

import { pathToFileURL } from 'node:url';
import { OPPORTUNITY_JOB_TYPES } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { analyzeTables, createRandom, rowsOf, runGeneratorCli } from './generator-kit';

/** Bump when the generated data changes shape, so cached bench databases are rebuilt. */
export const OPPORTUNITY_GENERATOR_VERSION = 1;
export const DEFAULT_OPPORTUNITY_COUNT = 1_000_000;

const PHRASES = [
  'Join our award winning team of stylists and colorists',
  'We offer continuing education, product discounts and a flexible schedule',
  'Looking for a balayage specialist who loves lived-in color',
  'Build your book with our steady walk-in and referral clients',
  'Paid training in extensions, keratin treatments and precision cutting',
  'Our salon values kindness, creativity and great client care',
  'Assist senior stylists, shampoo clients and learn blowouts',
  'Commission with a guaranteed hourly base and tips',
  'Bring your clientele and enjoy a private suite with booth rental',
  'Teach cosmetology students in our modern academy classrooms',
  'Barbering, fades and beard design for a busy downtown shop',
  'Nail technicians wanted for gel, acrylic and nail art services',
  'Esthetician role with facials, waxing and lash lifts',
  'Makeup artist for weddings, editorial shoots and events',
  'Salon coordinator greeting guests and managing the front desk',
];
const TAG_LINES = ['Grow with us', 'Your chair is waiting', 'Education first', 'Love what you do', ''];
const FREE_TAGS = ['Local Organics', 'House Blend', 'Indie Color Co', 'Studio Tools'];

interface Poster {
  id: number;
  uuids: string[];
}
interface Option {
  optionId: number;
  name: string;
}

export interface GenerateOpportunitiesOptions {
  count?: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

async function loadPosters(db: Db): Promise<Poster[]> {
  const posters = rowsOf<{ id: number; uuids: string[] | null }>(
    await db.execute(sql`
      select c.id, (select jsonb_agg(l->>'uuid') from jsonb_array_elements(c.detail->'locations') as l
        where jsonb_typeof(l->'coordinates') = 'array') as uuids
      from canvases as c
      where c.type in ('business', 'school') and c.status = 'public' and c.deleted_at is null
      order by c.id`),
  ).filter((poster): poster is Poster => Array.isArray(poster.uuids) && poster.uuids.length > 0);
  if (posters.length === 0)
    throw new Error('no public business or school canvas with a location: generate canvases first');
  return posters;
}

async function loadOptions(db: Db, kind: string): Promise<Option[]> {
  const options = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from options where kind = ${kind} order by id`),
  ).map((row) => ({ optionId: row.id, name: row.name }));
  if (options.length === 0) throw new Error(`no ${kind} in the option catalogues`);
  return options;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Adds `count` opportunities to a database holding generated canvases. */
export async function generateOpportunities(db: Db, options: GenerateOpportunitiesOptions = {}) {
  const count = options.count ?? DEFAULT_OPPORTUNITY_COUNT;
  const batchSize = options.batchSize ?? 5000;
  const random = createRandom(options.seed ?? 20261126);
  const started = performance.now();
  const posters = await loadPosters(db);
  const titles = await loadOptions(db, 'jobTitle');
  const categories = await loadOptions(db, 'category');
  const payments = await loadOptions(db, 'paymentMode');
  const software = await loadOptions(db, 'software');
  const brands = await loadOptions(db, 'brand');
  const run = `${Date.now().toString(36)}${Math.floor(random.next() * 1e6).toString(36)}`;
  const now = Date.now();
  const media = { thumbPhoto: null, featuredPhoto: null, companyPhoto: null, featuredVideo: null };
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows: unknown[] = [];
    for (let index = offset; index < Math.min(count, offset + batchSize); index += 1) {
      const poster = random.pick(posters);
      const national = random.next() < 0.05;
      const roll = random.next();
      const status = roll < 0.05 ? 'private' : 'public';
      const createdAt = now - Math.floor(random.next() * 730 * DAY_MS);
      const expire =
        roll >= 0.05 && roll < 0.1
          ? isoDay(now - (1 + Math.floor(random.next() * 200)) * DAY_MS)
          : isoDay(createdAt + 3650 * DAY_MS);
      const uuid = random.pick(poster.uuids);
      const brandTags: Array<{ optionId: number | null; name: string }> = random.sample(
        brands,
        Math.floor(random.next() * 3),
      );
      if (random.next() < 0.2) brandTags.push({ optionId: null, name: random.pick(FREE_TAGS) });
      rows.push({
        slug: `bench-opportunity-${run}-${index}`,
        canvas_id: poster.id,
        status,
        expire,
        job_title: random.pick(titles),
        job_type: random.pick(OPPORTUNITY_JOB_TYPES),
        job_category: random.pick(categories),
        location: national ? null : { uuid, address: '' },
        location_uuid: national ? null : uuid,
        valid_for_all_state: national,
        competition: random.next() < 0.05,
        editor: `<p>${random.sample(PHRASES, 2 + Math.floor(random.next() * 3)).join('. ')}.</p>`,
        media,
        additional: {
          retailBrands: brandTags,
          softwares: random.sample(software, Math.floor(random.next() * 3)),
          paymentStructure: random.pick(payments),
          tagLine: random.pick(TAG_LINES),
          website: 'salon.example.com',
          about: '',
          pay: null,
        },
        created_at: new Date(createdAt).toISOString(),
      });
    }
    await db.execute(sql`
      insert into opportunities (slug, canvas_id, status, expire, job_title, job_type, job_category,
        location, location_uuid, valid_for_all_state, competition, editor, media, additional,
        created_at, updated_at)
      select slug, canvas_id, status, expire, job_title, job_type, job_category, location, location_uuid,
        valid_for_all_state, competition, editor, media, additional, created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(slug text, canvas_id integer,
        status text, expire date, job_title jsonb, job_type jsonb, job_category jsonb, location jsonb,
        location_uuid text, valid_for_all_state boolean, competition boolean, editor text, media jsonb,
        additional jsonb, created_at timestamptz)
    `);
    options.onProgress?.(Math.min(count, offset + batchSize), count);
  }
  await analyzeTables(db, [
    'opportunities',
    'opportunity_search',
    'opportunity_search_text',
    'search_lexemes',
  ]);
  return { count, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runGeneratorCli({
    noun: 'opportunities',
    countVariable: process.env.BENCH_OPPORTUNITIES,
    defaultCount: DEFAULT_OPPORTUNITY_COUNT,
    generate: generateOpportunities,
  });
}
