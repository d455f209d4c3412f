import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

describe('the embedded database counts finished writes (the read cache relies on it)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
    await database.db.execute(sql`create table notes (id int primary key, body text)`);
  });
  afterAll(async () => {
    await database.close();
  });
  const count = () => database.writeCount?.() ?? Number.NaN;

  it('counts inserts, updates, deletes and transactions, not plain selects', async () => {
    let before = count();
    await database.db.execute(sql`select id, body as updated_text from notes`);
    expect(count()).toBe(before);
    await database.db.execute(sql`insert into notes values (1, 'a')`);
    expect(count()).toBe(before + 1);
    before = count();
    await database.db.execute(
      sql`with changed as (update notes set body = 'b' returning id) select id from changed`,
    );
    expect(count()).toBe(before + 1);
    before = count();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from notes where id = 1`);
    });
    expect(count()).toBeGreaterThan(before);
    before = count();
    await database.db.execute(sql`select pg_notify('read_cache', 'x')`);
    expect(count()).toBe(before + 1);
  });
});
