import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/**
 * Migrations sit beside this file in the source tree and beside the bundle in dist/ (the build
 * copies them), so the same lookup works in both.
 */
function migrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('./db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(dir)) return dir;
  }
  throw new Error('migrations folder not found');
}

/** Applies pending migrations; drizzle records applied ones, so a second start is a no-op. */
export async function runMigrations(database: Database): Promise<void> {
  const options = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, options);
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, options);
  }
}
