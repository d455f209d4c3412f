import { PGlite } from '@electric-sql/pglite';
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
    dump: async () => {
      const data = await client.dumpDataDir('none');
      return new Blob([await data.arrayBuffer()]);
    },
  };
}
