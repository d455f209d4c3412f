// Opportunity search latency (decision 025): representative searches (p50 / p95 ms) over generated
// opportunities, on embedded PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
// PostgreSQL server, on that server. Target: p95 <= 30 ms on the server at a million opportunities.
//
// Data sets are generated once and kept: canvases first (generate-canvases.ts: the posters are its
// public business and school canvases), then the opportunities (generate-opportunities.ts). PGlite
// in $TMPDIR/canvas-bench-opportunities-v<generator>-<n>, the server in a database named
// canvas_bench_opportunities_v<generator>_<n>. BENCH_OPPORTUNITIES sets the server's count (default
// 1000000), BENCH_PGLITE_OPPORTUNITIES PGlite's (default 20000; 0 skips it),
// BENCH_OPPORTUNITY_CANVASES the canvases generated first (default 20000: about 4000 public
// businesses and schools), BENCH_OPPORTUNITY_RUNS the timed runs per search (default 40).
import { pathToFileURL } from 'node:url';
import {
  METERS_PER_MILE,
  type OpportunityBrowseSearchInput,
  opportunityBrowseSearchSchema,
} from '@canvas/shared';
import type { Database } from '../apps/api/src/db/client';
import { searchOpportunities } from '../apps/api/src/modules/opportunity-search/service';
import { GENERATOR_VERSION, generateCanvases } from './generate-canvases';
import { generateOpportunities, OPPORTUNITY_GENERATOR_VERSION } from './generate-opportunities';
import { runSearchBench } from './search-bench';

const RUNS = Number(process.env.BENCH_OPPORTUNITY_RUNS ?? 40);
const CANVASES = Number(process.env.BENCH_OPPORTUNITY_CANVASES ?? 20_000);
const VERSION = `${GENERATOR_VERSION}_${OPPORTUNITY_GENERATOR_VERSION}`;

const miles = (value: number) => value * METERS_PER_MILE;
const CHICAGO: [number, number] = [-87.6298, 41.8781];
const LOS_ANGELES: [number, number] = [-118.2437, 34.0522];
const NEW_YORK: [number, number] = [-74.006, 40.7128];

/** Searches the opportunity browse screen sends, from light to heavy (ids: the seeded catalogues). */
export const OPPORTUNITY_SEARCHES: Array<{ name: string; search: OpportunityBrowseSearchInput }> = [
  { name: 'keyword only', search: { keyword: 'balayage' } },
  { name: 'typo keyword', search: { keyword: 'balayge specialst' } },
  { name: 'radius 25 mi (Chicago)', search: { location: { coordinates: CHICAGO, radius: miles(25) } } },
  { name: 'radius 50 mi (New York)', search: { location: { coordinates: NEW_YORK, radius: miles(50) } } },
  {
    name: 'keyword + radius + 2 filters',
    search: {
      keyword: 'color',
      location: { coordinates: LOS_ANGELES, radius: miles(50) },
      category: [1, 2],
      jobtype: [1, 2],
    },
  },
  { name: 'category + job type + brand', search: { category: [1, 2], jobtype: [4], brand: [200, 201] } },
  { name: 'payment mode', search: { paymentMode: [170] } },
  { name: 'deep page (page 100)', search: { page: 100 } },
  { name: 'no filters', search: {} },
];

async function generate(database: Database, count: number, where: string) {
  const canvases = Math.min(CANVASES, Math.max(1000, count));
  console.info(
    `  generating ${canvases} canvases and ${count} opportunities into ${where} (kept for the next run) ...`,
  );
  const started = performance.now();
  await generateCanvases(database.db, { count: canvases });
  let lastReport = 0;
  await generateOpportunities(database.db, {
    count,
    onProgress: (done, total) => {
      if (performance.now() - lastReport > 60_000 || done === total) {
        lastReport = performance.now();
        console.info(`    ${done} / ${total} opportunities`);
      }
    },
  });
  console.info(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function opportunitySearches() {
  return runSearchBench({
    name: 'opportunity-search',
    noun: 'opportunities',
    slug: 'opportunities',
    version: VERSION,
    marker: (count) => `canvas opportunity bench: ${count} opportunities, generators v${VERSION}`,
    pgliteCountVariable: 'BENCH_PGLITE_OPPORTUNITIES',
    pgliteCount: Number(process.env.BENCH_PGLITE_OPPORTUNITIES ?? 20_000),
    serverCount: Number(process.env.BENCH_OPPORTUNITIES ?? 1_000_000),
    runs: RUNS,
    searches: OPPORTUNITY_SEARCHES.map(({ name, search }) => ({
      name,
      input: opportunityBrowseSearchSchema.parse(search),
    })),
    search: searchOpportunities,
    tables: [
      'opportunity_search',
      'opportunity_search_text',
      'opportunity_search_lexeme_bits',
      'opportunity_search_name_bits',
      'opportunity_search_facet_bits',
      'opportunity_search_words',
      'search_lexemes',
    ],
    generate,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await opportunitySearches();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
  process.exit(0);
}
