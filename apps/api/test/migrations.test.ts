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

  it('0024 turns the messages sent before conversations into read direct conversations', async () => {
    const database = await openEmptyTestDatabase();
    try {
      const at = journal.entries.findIndex((entry) => entry.tag === '0024_chat_from_member_messages');
      await migrateWith(database, migrationsBefore(journal.entries.length - at));
      const db = database.db;
      const [ana, ben, cy] = await rows<{ id: number }>(
        db,
        sql`insert into users (email) values ('ana@x.test'), ('ben@x.test'), ('cy@x.test') returning id`,
      );
      if (!ana || !ben || !cy) throw new Error('users not created');
      await db.execute(sql`
        insert into member_messages (from_user_id, to_user_id, body, created_at) values
          (${ana.id}, ${ben.id}, 'Loved your balayage', now() - interval '3 days'),
          (${ben.id}, ${ana.id}, 'Thank you!', now() - interval '2 days'),
          (${cy.id}, ${ben.id}, 'Are you hiring?', now() - interval '1 day')`);
      await migrateWith(database, source);

      const channels = await rows<{ direct_key: string; last: string; n: number; unread: number }>(
        db,
        sql`select c.direct_key, m.body as last,
              (select count(*)::integer from chat_messages where channel_id = c.id) as n,
              (select count(*)::integer from chat_members cm where cm.channel_id = c.id
                 and cm.last_read_message_id < c.last_message_id) as unread
            from chat_channels c join chat_messages m on m.id = c.last_message_id order by c.direct_key`,
      );
      const key = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;
      expect(channels).toEqual(
        [
          { direct_key: key(ana.id, ben.id), last: 'Thank you!', n: 2, unread: 0 },
          { direct_key: key(cy.id, ben.id), last: 'Are you hiring?', n: 1, unread: 0 },
        ].sort((a, b) => a.direct_key.localeCompare(b.direct_key)),
      );
      const members = await rows<{ n: number }>(db, sql`select count(*)::integer as n from chat_members`);
      expect(members[0]?.n).toBe(4);
    } finally {
      await database.close();
    }
  });
});
