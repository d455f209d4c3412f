// Browse search latency: ten representative searches (p50 / p95 ms) over generated canvases, on
// embedded PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on
// that server. Target: p95 <= 30 ms on the server.
//
// Data sets are generated once and kept: PGlite in $TMPDIR/canvas-bench-browse-v<generator>-<n>,
// the server in a database named canvas_bench_browse_v<generator>_<n>. BENCH_CANVASES sets the
// server's count (default 200000) and BENCH_PGLITE_CANVASES PGlite's (default 50000: generating
// 200k into PGlite takes minutes; set it to 200000 to measure that, or 0 to skip PGlite). BENCH_BROWSE_RUNS sets the
// timed runs per search (default 40).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BrowseSearchInput, browseSearchSchema, METERS_PER_MILE } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { maintainEmbeddedDatabase } from '../apps/api/src/db/maintenance';
import { runMigrations } from '../apps/api/src/db/migrate';
import { searchCanvases } from '../apps/api/src/modules/browse/service';
import { GENERATOR_VERSION, generateCanvases } from './generate-canvases';

const TARGET_P95_MS = 30;
const RUNS = Number(process.env.BENCH_BROWSE_RUNS ?? 40);
const WARM_UP_RUNS = 3;

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

const percentile = (sortedValues: number[], p: number) =>
  sortedValues[Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1)] ?? 0;

export interface SearchTiming {
  name: string;
  count: number;
  p50: number;
  p95: number;
}

/**
 * A fixed piece of database work (counting a million generated rows), best of three: on a shared
 * or busy machine the figures scale with it, so runs on different machines can be compared.
 */
async function referenceMs(database: Database): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Brings the browse tables (decision 012) to the state a running server keeps them in: every page
 * marked all-visible, which index-only scans need, and fresh statistics. A data set generated or
 * migrated (the 0009 backfill) just now has neither until autovacuum comes by. Vacuum only marks a
 * page once the commits that wrote it are flushed, so a synchronous commit goes first (CI's and the
 * bench's servers run with synchronous_commit off). Cheap when there is nothing to do.
 */
async function settleBrowseTables(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`select txid_current()`);
  });
  for (const table of [
    'canvas_search',
    'canvas_search_text',
    'canvas_search_places',
    'canvas_search_lexeme_bits',
    'canvas_search_name_bits',
    'search_lexemes',
  ]) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  // The embedded database's other tables (search_words among them), as a running server keeps
  // them (db/maintenance.ts); a no-op on a server, whose autovacuum does it.
  await maintainEmbeddedDatabase(database);
}

/**
 * Times every search RUNS times, round-robin (one run of each, then the next round), so a spell
 * when the machine is busy slows a run of every search rather than the whole series of one.
 */
async function timeSearches(database: Database): Promise<SearchTiming[]> {
  const deps = { db: database.db };
  const searches = BROWSE_SEARCHES.map(({ name, search }) => ({
    name,
    input: browseSearchSchema.parse(search),
    count: 0,
    samples: [] as number[],
  }));
  for (const search of searches) {
    for (let run = 0; run < WARM_UP_RUNS; run += 1)
      search.count = (await searchCanvases(deps, search.input)).count;
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const search of searches) {
      const started = performance.now();
      await searchCanvases(deps, search.input);
      search.samples.push(performance.now() - started);
    }
  }
  return searches.map(({ name, count, samples }) => {
    samples.sort((a, b) => a - b);
    return { name, count, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  });
}

async function pgliteDatabase(count: number): Promise<Database> {
  const dir = path.join(tmpdir(), `canvas-bench-browse-v${GENERATOR_VERSION}-${count}`);
  const done = `${dir}.complete`;
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.info(`  generating ${count} canvases into PGlite at ${dir} (kept for the next run) ...`);
    const database = await openDatabase({ kind: 'pglite', dir });
    await runMigrations(database);
    const result = await generateCanvases(database.db, { count });
    console.info(`  generated in ${(result.ms / 1000).toFixed(0)} s`);
    await database.close();
    writeFileSync(done, new Date().toISOString());
  }
  const database = await openDatabase({ kind: 'pglite', dir });
  await runMigrations(database);
  await settleBrowseTables(database);
  return database;
}

async function serverDatabase(serverUrl: string, count: number): Promise<Database> {
  const name = `canvas_bench_browse_v${GENERATOR_VERSION}_${count}`;
  const marker = `canvas browse bench: ${count} canvases, generator v${GENERATOR_VERSION}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  const existing = (await admin.db.execute(
    sql`select shobj_description(oid, 'pg_database') as note from pg_database where datname = ${name}`,
  )) as unknown as { rows: Array<{ note: string | null }> };
  const complete = existing.rows[0]?.note === marker;
  if (!complete) {
    if (existing.rows.length > 0) await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await runMigrations(database);
  if (!complete) {
    console.info(`  generating ${count} canvases into database ${name} (kept for the next run) ...`);
    const result = await generateCanvases(database.db, { count });
    await database.db.execute(sql`vacuum analyze`);
    console.info(`  generated in ${(result.ms / 1000).toFixed(0)} s`);
    await admin.db.execute(sql.raw(`comment on database ${name} is '${marker}'`));
  }
  await admin.close();
  await settleBrowseTables(database);
  return database;
}

function table(title: string, timings: SearchTiming[]): string {
  const lines = [
    title,
    `  ${'search'.padEnd(32)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    ...timings.map(
      (timing) =>
        `  ${timing.name.padEnd(32)} ${String(timing.count).padStart(8)} ${timing.p50.toFixed(1).padStart(8)} ${timing.p95.toFixed(1).padStart(8)}`,
    ),
  ];
  return lines.join('\n');
}

export async function browseSearches() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const serverCount = Number(process.env.BENCH_CANVASES ?? 200_000);
  const pgliteCount = Number(process.env.BENCH_PGLITE_CANVASES ?? 50_000);

  let pgliteTimings: SearchTiming[] = [];
  let pgliteReference: number | null = null;
  if (pgliteCount > 0) {
    const pglite = await pgliteDatabase(pgliteCount);
    pgliteReference = await referenceMs(pglite);
    pgliteTimings = await timeSearches(pglite);
    await pglite.close();
    console.info(table(`PGlite, ${pgliteCount} canvases (${RUNS} runs per search)`, pgliteTimings));
    console.info(`  reference work (count 1M generated rows): ${pgliteReference.toFixed(0)} ms`);
  } else {
    console.info('PGlite: skipped (BENCH_PGLITE_CANVASES=0)');
  }

  let serverTimings: SearchTiming[] | null = null;
  let serverReference: number | null = null;
  if (serverUrl) {
    const server = await serverDatabase(serverUrl, serverCount);
    serverReference = await referenceMs(server);
    serverTimings = await timeSearches(server);
    await server.close();
    console.info(`  reference work (count 1M generated rows): ${serverReference.toFixed(0)} ms`);
    console.info(
      table(`PostgreSQL server, ${serverCount} canvases (${RUNS} runs per search)`, serverTimings),
    );
  } else {
    console.info('PostgreSQL server: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  const worstServerP95 = serverTimings ? Math.max(...serverTimings.map((timing) => timing.p95)) : null;
  const worstPgliteP95 =
    pgliteTimings.length > 0 ? Math.max(...pgliteTimings.map((timing) => timing.p95)) : null;
  return {
    name: 'browse-search',
    pglite:
      pgliteCount > 0
        ? { canvases: pgliteCount, reference_ms: pgliteReference, searches: pgliteTimings }
        : null,
    server: serverTimings
      ? { canvases: serverCount, reference_ms: serverReference, searches: serverTimings }
      : null,
    target_p95_ms: TARGET_P95_MS,
    pass: worstServerP95 === null ? null : worstServerP95 <= TARGET_P95_MS,
    summary: `${
      worstPgliteP95 === null
        ? 'PGlite not measured'
        : `worst p95 ${worstPgliteP95.toFixed(1)} ms on PGlite (${pgliteCount} canvases)`
    }${
      worstServerP95 === null
        ? '; server not measured'
        : `, ${worstServerP95.toFixed(1)} ms on PostgreSQL (${serverCount} canvases; target ≤ ${TARGET_P95_MS} ms)`
    }`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await browseSearches();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
}
