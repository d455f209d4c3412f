// What the search benches (browse.ts, opportunity-search.ts) share: a data set generated once and
// kept (PGlite in $TMPDIR, a server in its own database), its tables settled as a running server
// keeps them, every search timed round-robin, and the p50 / p95 report.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { maintainEmbeddedDatabase } from '../apps/api/src/db/maintenance';
import { runMigrations } from '../apps/api/src/db/migrate';

export const TARGET_P95_MS = 30;
const WARM_UP_RUNS = 3;

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
 * Brings the search tables to the state a running server keeps them in: every page marked
 * all-visible, which index-only scans need, and fresh statistics. A data set generated or migrated
 * just now has neither until autovacuum comes by. Vacuum only marks a page once the commits that
 * wrote it are flushed, so a synchronous commit goes first (CI's and the bench's servers run with
 * synchronous_commit off). Cheap when there is nothing to do.
 */
async function settleTables(database: Database, tables: readonly string[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(sql`select txid_current()`);
  });
  for (const table of tables) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  // The embedded database's other tables (search_words among them), as a running server keeps
  // them (db/maintenance.ts); a no-op on a server, whose autovacuum does it.
  await maintainEmbeddedDatabase(database);
}

export interface SearchBench<Input> {
  /** The result's name ('browse-search'). */
  name: string;
  /** What the data set counts ('canvases'): the report's wording and the result's key. */
  noun: string;
  /** Names the kept data sets ('browse': canvas-bench-browse-v<version>-<n>, canvas_bench_browse_v…). */
  slug: string;
  /** The generators' version: a new one generates the kept data sets again. */
  version: string;
  /** The note a complete server data set carries (a changed note generates it again). */
  marker: (count: number) => string;
  /** The environment variable that sets PGlite's count (named when it is 0). */
  pgliteCountVariable: string;
  pgliteCount: number;
  serverCount: number;
  runs: number;
  searches: Array<{ name: string; input: Input }>;
  search: (deps: { db: Database['db'] }, input: Input) => Promise<{ count: number }>;
  /** The tables the searches read, vacuumed before timing. */
  tables: readonly string[];
  /** Fills a fresh, migrated database with `count` rows (`where` names it in the progress lines). */
  generate: (database: Database, count: number, where: string) => Promise<void>;
}

/**
 * Times every search `runs` times, round-robin (one run of each, then the next round), so a spell
 * when the machine is busy slows a run of every search rather than the whole series of one.
 */
async function timeSearches<Input>(bench: SearchBench<Input>, database: Database): Promise<SearchTiming[]> {
  const deps = { db: database.db };
  const searches = bench.searches.map(({ name, input }) => ({
    name,
    input,
    count: 0,
    samples: [] as number[],
  }));
  for (const search of searches) {
    for (let run = 0; run < WARM_UP_RUNS; run += 1)
      search.count = (await bench.search(deps, search.input)).count;
  }
  for (let run = 0; run < bench.runs; run += 1) {
    for (const search of searches) {
      const started = performance.now();
      await bench.search(deps, search.input);
      search.samples.push(performance.now() - started);
    }
  }
  return searches.map(({ name, count, samples }) => {
    samples.sort((a, b) => a - b);
    return { name, count, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  });
}

async function pgliteDatabase<Input>(bench: SearchBench<Input>, count: number): Promise<Database> {
  const dir = path.join(tmpdir(), `canvas-bench-${bench.slug}-v${bench.version}-${count}`);
  const done = `${dir}.complete`;
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dir });
    await runMigrations(database);
    await bench.generate(database, count, `PGlite at ${dir}`);
    await database.close();
    writeFileSync(done, new Date().toISOString());
  }
  const database = await openDatabase({ kind: 'pglite', dir });
  await runMigrations(database);
  await settleTables(database, bench.tables);
  return database;
}

/** The server's data set, generated once into its own database. */
async function serverDatabase<Input>(
  bench: SearchBench<Input>,
  serverUrl: string,
  count: number,
): Promise<Database> {
  const name = `canvas_bench_${bench.slug}_v${bench.version}_${count}`;
  const marker = bench.marker(count);
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
    await bench.generate(database, count, `database ${name}`);
    await database.db.execute(sql`vacuum analyze`);
    await admin.db.execute(sql.raw(`comment on database ${name} is '${marker}'`));
  }
  await admin.close();
  await settleTables(database, bench.tables);
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

/** Runs the bench on PGlite (unless its count is 0) and on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL. */
export async function runSearchBench<Input>(bench: SearchBench<Input>) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const { noun, pgliteCount, serverCount, runs } = bench;

  let pgliteTimings: SearchTiming[] = [];
  let pgliteReference: number | null = null;
  if (pgliteCount > 0) {
    const pglite = await pgliteDatabase(bench, pgliteCount);
    pgliteReference = await referenceMs(pglite);
    pgliteTimings = await timeSearches(bench, pglite);
    await pglite.close();
    console.info(table(`PGlite, ${pgliteCount} ${noun} (${runs} runs per search)`, pgliteTimings));
    console.info(`  reference work (count 1M generated rows): ${pgliteReference.toFixed(0)} ms`);
  } else {
    console.info(`PGlite: skipped (${bench.pgliteCountVariable}=0)`);
  }

  let serverTimings: SearchTiming[] | null = null;
  let serverReference: number | null = null;
  if (serverUrl) {
    const server = await serverDatabase(bench, serverUrl, serverCount);
    serverReference = await referenceMs(server);
    serverTimings = await timeSearches(bench, server);
    await server.close();
    console.info(`  reference work (count 1M generated rows): ${serverReference.toFixed(0)} ms`);
    console.info(table(`PostgreSQL server, ${serverCount} ${noun} (${runs} runs per search)`, serverTimings));
  } else {
    console.info('PostgreSQL server: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  const worstServerP95 = serverTimings ? Math.max(...serverTimings.map((timing) => timing.p95)) : null;
  const worstPgliteP95 =
    pgliteTimings.length > 0 ? Math.max(...pgliteTimings.map((timing) => timing.p95)) : null;
  return {
    name: bench.name,
    pglite:
      pgliteCount > 0
        ? { [noun]: pgliteCount, reference_ms: pgliteReference, searches: pgliteTimings }
        : null,
    server: serverTimings
      ? { [noun]: serverCount, reference_ms: serverReference, searches: serverTimings }
      : null,
    target_p95_ms: TARGET_P95_MS,
    pass: worstServerP95 === null ? null : worstServerP95 <= TARGET_P95_MS,
    summary: `${
      worstPgliteP95 === null
        ? 'PGlite not measured'
        : `worst p95 ${worstPgliteP95.toFixed(1)} ms on PGlite (${pgliteCount} ${noun})`
    }${
      worstServerP95 === null
        ? '; server not measured'
        : `, ${worstServerP95.toFixed(1)} ms on PostgreSQL (${serverCount} ${noun}; target ≤ ${TARGET_P95_MS} ms)`
    }`,
  };
}
