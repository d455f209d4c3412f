import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { openEmptyTestDatabase, useTestApp } from './helper';

/**
 * Migrations on this project's database (the dialect list in vitest.config.ts runs this file on
 * both): every test file's database was migrated from empty once per run (global setup); here a
 * database at the previous migration's schema is brought up to date and must end up the same.
 */
const t = useTestApp();
const source = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const scratch = mkdtempSync(path.join(tmpdir(), 'canvas-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder that stops before the newest `dropped` migrations. */
function migrationsBefore(dropped: number): string {
  const folder = path.join(scratch, `before-${dropped}`);
  cpSync(source, folder, { recursive: true });
  const kept = { ...journal, entries: journal.entries.slice(0, journal.entries.length - dropped) };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(kept));
  return folder;
}

async function migrateWith(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<never>, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<never>, { migrationsFolder });
  }
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table, column, index, constraint, function and trigger, and each table's row count. */
async function schemaOf(db: Db): Promise<string[]> {
  const items = await rows<{ item: string }>(
    db,
    sql`
      select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
        || ' ' || coalesce(column_default, '') as item
      from information_schema.columns where table_schema = 'public'
      union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
      union all select 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
      union all select 'function ' || p.oid::regprocedure || ' ' || md5(pg_get_functiondef(p.oid))
      from pg_proc p where pronamespace = 'public'::regnamespace and prokind in ('f', 'p')
      union all select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    `,
  );
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: string[] = [];
  for (const { name } of tables) {
    const [count] = await rows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from ${sql.identifier(name)}`,
    );
    counts.push(`rows ${name} ${count?.n}`);
  }
  return [...items.map((row) => row.item), ...counts].sort();
}

describe('migrations', () => {
  it('brought every test database up from empty: each migration applied once, in order', async () => {
    const applied = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::integer as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it("upgrade a database at the previous migration's schema to the same schema as from empty", async () => {
    const database = await openEmptyTestDatabase();
    try {
      await migrateWith(database, migrationsBefore(1));
      await migrateWith(database, source);
      const fromEmpty = await schemaOf(t.database.db);
      expect(fromEmpty.filter((item) => item.startsWith('trigger ')).length).toBeGreaterThan(0);
      expect(await schemaOf(database.db)).toEqual(fromEmpty);
    } finally {
      await database.close();
    }
  });
});
