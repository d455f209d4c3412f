// Browse search latency: ten representative searches (p50 / p95 ms) over generated canvases, on
// embedded PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on
// that server. Target: p95 <= 30 ms on the server.
//
// Data sets are generated once and kept: PGlite in $TMPDIR/canvas-bench-browse-v<generator>-<n>,
// the server in a database named canvas_bench_browse_v<generator>_<n>. BENCH_CANVASES sets the
// server's count (default 200000) and BENCH_PGLITE_CANVASES PGlite's (default 50000: generating
// 200k into PGlite takes minutes; set it to 200000 to measure that, or 0 to skip PGlite). BENCH_BROWSE_RUNS sets the
// timed runs per search (default 40).
import { pathToFileURL } from 'node:url';
import { type BrowseSearchInput, browseSearchSchema, METERS_PER_MILE } from '@canvas/shared';
import { searchCanvases } from '../apps/api/src/modules/browse/service';
import { GENERATOR_VERSION, generateCanvases } from './generate-canvases';
import { runSearchBench } from './search-bench';

const RUNS = Number(process.env.BENCH_BROWSE_RUNS ?? 40);

const miles = (value: number) => value * METERS_PER_MILE;
const CHICAGO: [number, number] = [-87.6298, 41.8781];
const LOS_ANGELES: [number, number] = [-118.2437, 34.0522];

/** Ten searches a browse screen sends, from light to heavy. */
export const BROWSE_SEARCHES: Array<{ name: string; search: BrowseSearchInput }> = [
  { name: 'keyword only', search: { keyword: 'balayage' } },
  { name: 'typo keyword', search: { keyword: 'balayge specialst' } },
  { name: 'radius only (Chicago, 25 mi)', search: { location: { coordinates: CHICAGO, radius: miles(25) } } },
  {
    name: 'keyword + radius + 2 filters',
    search: {
      keyword: 'color',
      location: { coordinates: LOS_ANGELES, radius: miles(50) },
      userCategory: [4, 2],
      yearOfExperience: ['5to10', '11to15'],
    },
  },
  { name: 'category + licensed', search: { userCategory: [1, 2], category: 'licensed' } },
  {
    name: 'KPI buckets',
    search: { combinedAverageTicket: ['100to200'], repeatClientRetention: ['51to80', '81to100'] },
  },
  { name: 'graduation window', search: { type: ['student'], graduationDate: ['1to3', '3to6'] } },
  { name: 'school + program', search: { type: ['student'], school: [1, 2, 3, 4, 5, 6], program: [41] } },
  { name: 'deep page (page 500)', search: { page: 500 } },
  { name: 'no filters', search: {} },
];

export async function browseSearches() {
  return runSearchBench({
    name: 'browse-search',
    noun: 'canvases',
    slug: 'browse',
    version: String(GENERATOR_VERSION),
    marker: (count) => `canvas browse bench: ${count} canvases, generator v${GENERATOR_VERSION}`,
    pgliteCountVariable: 'BENCH_PGLITE_CANVASES',
    pgliteCount: Number(process.env.BENCH_PGLITE_CANVASES ?? 50_000),
    serverCount: Number(process.env.BENCH_CANVASES ?? 200_000),
    runs: RUNS,
    searches: BROWSE_SEARCHES.map(({ name, search }) => ({ name, input: browseSearchSchema.parse(search) })),
    search: searchCanvases,
    // The browse tables (decision 012).
    tables: [
      'canvas_search',
      'canvas_search_text',
      'canvas_search_places',
      'canvas_search_lexeme_bits',
      'canvas_search_name_bits',
      'search_lexemes',
    ],
    generate: async (database, count, where) => {
      console.info(`  generating ${count} canvases into ${where} (kept for the next run) ...`);
      const result = await generateCanvases(database.db, { count });
      console.info(`  generated in ${(result.ms / 1000).toFixed(0)} s`);
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await browseSearches();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
}
