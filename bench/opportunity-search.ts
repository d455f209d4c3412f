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
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  METERS_PER_MILE,
  type OpportunityBrowseSearchInput,
  opportunityBrowseSearchSchema,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { maintainEmbeddedDatabase } from '../apps/api/src/db/maintenance';
import { runMigrations } from '../apps/api/src/db/migrate';
import { searchOpportunities } from '../apps/api/src/modules/opportunity-search/service';
import { GENERATOR_VERSION, generateCanvases } from './generate-canvases';
import { generateOpportunities, OPPORTUNITY_GENERATOR_VERSION } from './generate-opportunities';

const TARGET_P95_MS = 30;
const RUNS = Number(process.env.BENCH_OPPORTUNITY_RUNS ?? 40);
const WARM_UP_RUNS = 3;
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

const percentile = (sortedValues: number[], p: number) =>
  sortedValues[Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1)] ?? 0;

interface SearchTiming {
  name: string;
  count: number;
  p50: number;
  p95: number;
}

/** A fixed piece of database work, best of three (bench/browse.ts referenceMs). */
async function referenceMs(database: Database): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The search tables as a running server keeps them: all-visible pages and fresh statistics. */
async function settleSearchTables(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`select txid_current()`);
  });
  for (const table of [
    'opportunity_search',
    'opportunity_search_text',
    'opportunity_search_lexeme_bits',
    'opportunity_search_name_bits',
    'opportunity_search_facet_bits',
    'opportunity_search_words',
    'search_lexemes',
  ]) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await maintainEmbeddedDatabase(database);
}

/** Every search RUNS times, round-robin (bench/browse.ts timeSearches). */
async function timeSearches(database: Database): Promise<SearchTiming[]> {
  const deps = { db: database.db };
  const searches = OPPORTUNITY_SEARCHES.map(({ name, search }) => ({
    name,
    input: opportunityBrowseSearchSchema.parse(search),
    count: 0,
    samples: [] as number[],
  }));
  for (const search of searches) {
    for (let run = 0; run < WARM_UP_RUNS; run += 1)
      search.count = (await searchOpportunities(deps, search.input)).count;
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const search of searches) {
      const started = performance.now();
      await searchOpportunities(deps, search.input);
      search.samples.push(performance.now() - started);
    }
  }
  return searches.map(({ name, count, samples }) => {
    samples.sort((a, b) => a - b);
    return { name, count, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  });
}

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

async function pgliteDatabase(count: number): Promise<Database> {
  const dir = path.join(tmpdir(), `canvas-bench-opportunities-v${VERSION}-${count}`);
  const done = `${dir}.complete`;
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dir });
    await runMigrations(database);
    await generate(database, count, `PGlite at ${dir}`);
    await database.close();
    writeFileSync(done, new Date().toISOString());
  }
  const database = await openDatabase({ kind: 'pglite', dir });
  await runMigrations(database);
  await settleSearchTables(database);
  return database;
}

/** The server's data set, generated once into its own database. */
export async function serverDatabase(serverUrl: string, count: number): Promise<Database> {
  const name = `canvas_bench_opportunities_v${VERSION}_${count}`;
  const marker = `canvas opportunity bench: ${count} opportunities, generators v${VERSION}`;
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
    await generate(database, count, `database ${name}`);
    await database.db.execute(sql`vacuum analyze`);
    await admin.db.execute(sql.raw(`comment on database ${name} is '${marker}'`));
  }
  await admin.close();
  await settleSearchTables(database);
  return database;
}

function table(title: string, timings: SearchTiming[]): string {
  return [
    title,
    `  ${'search'.padEnd(32)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    ...timings.map(
      (timing) =>
        `  ${timing.name.padEnd(32)} ${String(timing.count).padStart(8)} ${timing.p50.toFixed(1).padStart(8)} ${timing.p95.toFixed(1).padStart(8)}`,
    ),
  ].join('\n');
}

export async function opportunitySearches() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const serverCount = Number(process.env.BENCH_OPPORTUNITIES ?? 1_000_000);
  const pgliteCount = Number(process.env.BENCH_PGLITE_OPPORTUNITIES ?? 20_000);

  let pgliteTimings: SearchTiming[] = [];
  let pgliteReference: number | null = null;
  if (pgliteCount > 0) {
    const pglite = await pgliteDatabase(pgliteCount);
    pgliteReference = await referenceMs(pglite);
    pgliteTimings = await timeSearches(pglite);
    await pglite.close();
    console.info(table(`PGlite, ${pgliteCount} opportunities (${RUNS} runs per search)`, pgliteTimings));
    console.info(`  reference work (count 1M generated rows): ${pgliteReference.toFixed(0)} ms`);
  } else {
    console.info('PGlite: skipped (BENCH_PGLITE_OPPORTUNITIES=0)');
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
      table(`PostgreSQL server, ${serverCount} opportunities (${RUNS} runs per search)`, serverTimings),
    );
  } else {
    console.info('PostgreSQL server: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  const worstServerP95 = serverTimings ? Math.max(...serverTimings.map((timing) => timing.p95)) : null;
  const worstPgliteP95 =
    pgliteTimings.length > 0 ? Math.max(...pgliteTimings.map((timing) => timing.p95)) : null;
  return {
    name: 'opportunity-search',
    pglite:
      pgliteCount > 0
        ? { opportunities: pgliteCount, reference_ms: pgliteReference, searches: pgliteTimings }
        : null,
    server: serverTimings
      ? { opportunities: serverCount, reference_ms: serverReference, searches: serverTimings }
      : null,
    target_p95_ms: TARGET_P95_MS,
    pass: worstServerP95 === null ? null : worstServerP95 <= TARGET_P95_MS,
    summary: `${
      worstPgliteP95 === null
        ? 'PGlite not measured'
        : `worst p95 ${worstPgliteP95.toFixed(1)} ms on PGlite (${pgliteCount} opportunities)`
    }${
      worstServerP95 === null
        ? '; server not measured'
        : `, ${worstServerP95.toFixed(1)} ms on PostgreSQL (${serverCount} opportunities; target ≤ ${TARGET_P95_MS} ms)`
    }`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await opportunitySearches();
  console.info(`${result.name}: ${result.summary}`);
  console.info(`BENCH ${JSON.stringify(result)}`);
  process.exit(0);
}
