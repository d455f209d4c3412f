import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database a test project runs on (vitest.config.ts sets TEST_DB_KIND per project): a server
 * needs TEST_DATABASE_URL, so without it every project runs on the embedded PGlite.
 */
export function testDatabaseKind(asked = process.env.TEST_DB_KIND): 'pglite' | 'postgres' {
  return asked === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the test server, empty or a copy of `template` (a file copy of a migrated
 * database takes a tenth of a second; migrating takes several).
 */
export async function createServerDatabase(prefix: string, template?: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
