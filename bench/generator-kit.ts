// What the bench data generators (generate-canvases.ts, generate-opportunities.ts) share: seeded
// random numbers, raw-query rows, fresh statistics, and the command line that fills a database.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same data set. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** `count` distinct items (fewer when the list is shorter). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0)
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    return out;
  };
  /** Picks by weight: [[value, weight], ...]. */
  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll <= 0) return value;
    }
    return (entries.at(-1) as readonly [T, number])[0];
  };
  /** Roughly normal (sum of three uniforms), clamped. */
  const around = (mean: number, spread: number, min: number, max: number) =>
    Math.min(max, Math.max(min, mean + ((next() + next() + next()) / 1.5 - 1) * spread));
  return { next, int, pick, sample, weighted, around };
}

/** The rows of a raw `db.execute` result. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Fresh statistics on the tables a generator filled, so the searches that follow plan with them. */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

type Generate = (
  db: Db,
  options: { count: number; onProgress?: (done: number, total: number) => void },
) => Promise<{ count: number; ms: number }>;

/**
 * A generator's command line: `--count N` (or the count variable, or the default) rows into
 * `--pglite <data dir>` or the database at DATABASE_URL, migrated first, with progress lines.
 */
export async function runGeneratorCli(options: {
  noun: string;
  countVariable: string | undefined;
  defaultCount: number;
  generate: Generate;
}): Promise<void> {
  const count = Number(argument('count') ?? options.countVariable ?? options.defaultCount);
  const pgliteDir = argument('pglite');
  const url = process.env.DATABASE_URL;
  if (!pgliteDir && !url) {
    console.error('Give --pglite <data dir> or set DATABASE_URL');
    process.exit(2);
  }
  const database = await openDatabase(
    pgliteDir ? { kind: 'pglite', dir: pgliteDir } : { kind: 'postgres', url: url as string },
  );
  await runMigrations(database);
  let lastReport = 0;
  const result = await options.generate(database.db, {
    count,
    onProgress: (done, total) => {
      if (performance.now() - lastReport > 5000 || done === total) {
        lastReport = performance.now();
        console.info(`  ${done} / ${total}`);
      }
    },
  });
  console.info(
    `generated ${result.count} ${options.noun} on ${database.kind} in ${(result.ms / 1000).toFixed(1)} s`,
  );
  await database.close();
}
