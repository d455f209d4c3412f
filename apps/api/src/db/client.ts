import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath; queries files depend on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** Embedded PostgreSQL; `dir` null keeps it in memory; `loadDataDir` starts from a dump (tests). */
  { kind: 'pglite'; dir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: a snapshot of the whole data directory (tests start from a migrated one). */
  dump?: () => Promise<Blob>;
  /**
   * PGlite only: how many writes have finished so far. The embedded database has one process, this
   * one, so an unchanged count means nothing changed (the read cache skips its version check then,
   * decision 034); a server database is written by other processes too and has none.
   */
  writeCount?: () => number;
}

/** A statement that cannot change data: a plain select calling none of the writing functions. */
const isReadOnly = (statement: string) =>
  /^\s*select\b/i.test(statement) &&
  !/\b(insert|update|delete|merge|truncate|nextval|setval|pg_notify|set_config)\b/i.test(statement);

/**
 * Counts finished writes through `client`: a statement that is not read-only, a script, a whole
 * transaction (counted when it ends, so its changes are visible by then).
 */
function countWrites(client: PGlite): () => number {
  let writes = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const counted = async <T>(run: Promise<T>, write: boolean): Promise<T> => {
    try {
      return await run;
    } finally {
      if (write) writes += 1;
    }
  };
  client.query = <T>(statement: string, params?: unknown[], options?: QueryOptions) =>
    counted(query<T>(statement, params, options), !isReadOnly(statement));
  client.exec = (statement: string, options?: QueryOptions) =>
    counted(exec(statement, options), !isReadOnly(statement));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    counted(transaction<T>(callback), true);
  return () => writes;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const extensions = { pg_trgm, cube, earthdistance };
  const options = { extensions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) };
  const client = target.dir ? new PGlite(target.dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    writeCount: countWrites(client),
    dump: async () => {
      const data = await client.dumpDataDir('none');
      return new Blob([await data.arrayBuffer()]);
    },
  };
}
