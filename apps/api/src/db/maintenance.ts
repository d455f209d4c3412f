import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PostgreSQL's autovacuum keeps each table's statistics and visibility map current; the embedded
 * database (PGlite) has no autovacuum, so without this its planner works from statistics taken
 * when a migration last ran ANALYZE, or none at all (a never-analyzed table of trigram words was
 * read whole: 110 ms a typo search at 50k canvases instead of 19), and it never plans the
 * index-only scans browse relies on (decision 019). `maintainEmbeddedDatabase` does autovacuum's
 * job with autovacuum's default thresholds, one table at a time so requests queue behind one table
 * at most. A server's own autovacuum does it there, so it does nothing on a server.
 */

/** Autovacuum's defaults: base row counts and fractions of the table that trigger each job. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
/** A table this much larger on disk than when it was last vacuumed or analyzed has changed since. */
const GROWTH_SCALE = 0.1;
const PAGE_BYTES = 8192;

interface TableState {
  name: string;
  /** Rows at the last VACUUM or ANALYZE; -1 when never analyzed. */
  reltuples: number;
  relpages: number;
  relallvisible: number;
  /** Pages on disk now. */
  pages: number;
  /** Counted by this process since it opened the database (the counters start at zero). */
  modified: number;
  dead: number;
  inserted: number;
}

export interface MaintenanceReport {
  vacuumed: string[];
  analyzed: string[];
}

/** What a table needs, by autovacuum's rules plus growth on disk since the last statistics. */
export function maintenanceNeeded(table: TableState): 'vacuum' | 'analyze' | null {
  const rows = Math.max(table.reltuples, 0);
  const grown = table.pages > table.relpages * (1 + GROWTH_SCALE) + 1;
  const vacuum =
    table.dead > VACUUM_THRESHOLD + VACUUM_SCALE * rows ||
    table.inserted > INSERT_THRESHOLD + INSERT_SCALE * rows ||
    (grown && table.pages > 0) ||
    table.relallvisible < table.relpages * (1 - GROWTH_SCALE);
  if (vacuum) return 'vacuum';
  if (table.reltuples < 0 || table.modified > ANALYZE_THRESHOLD + ANALYZE_SCALE * rows) return 'analyze';
  return null;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Vacuums (with ANALYZE) or analyzes the tables of the embedded database that need it; a no-op on
 * a PostgreSQL server. Cheap when nothing changed: one catalogue query.
 */
export async function maintainEmbeddedDatabase(database: Database): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { vacuumed: [], analyzed: [] };
  if (database.kind !== 'pglite') return report;
  const { db } = database;
  // This process's counts of changes reach pg_stat_user_tables when they are flushed.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select s.schemaname as schema, s.relname as name, c.reltuples::float8 as reltuples,
      c.relpages::integer as relpages, c.relallvisible::integer as relallvisible,
      (pg_relation_size(c.oid) / ${PAGE_BYTES})::integer as pages,
      s.n_mod_since_analyze::integer as modified, s.n_dead_tup::integer as dead,
      s.n_ins_since_vacuum::integer as inserted
    from pg_stat_user_tables as s join pg_class as c on c.oid = s.relid
    order by s.relname
  `)) as unknown as { rows: Array<TableState & { schema: string }> };
  for (const row of result.rows) {
    const table: TableState = {
      name: row.name,
      reltuples: Number(row.reltuples),
      relpages: Number(row.relpages),
      relallvisible: Number(row.relallvisible),
      pages: Number(row.pages),
      modified: Number(row.modified),
      dead: Number(row.dead),
      inserted: Number(row.inserted),
    };
    const job = maintenanceNeeded(table);
    if (!job) continue;
    const qualified = `${quoteIdentifier(row.schema)}.${quoteIdentifier(row.name)}`;
    if (job === 'vacuum') {
      await db.execute(sql.raw(`vacuum (analyze) ${qualified}`));
      report.vacuumed.push(row.name);
    } else {
      await db.execute(sql.raw(`analyze ${qualified}`));
      report.analyzed.push(row.name);
    }
  }
  return report;
}
