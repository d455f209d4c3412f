import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { maintainEmbeddedDatabase, maintenanceNeeded } from './maintenance';

const t = useTestApp();
/** The api-postgres project runs this file on a server, where the upkeep is autovacuum's. */
const embedded = process.env.TEST_DB_KIND !== 'postgres';

const settled = {
  name: 't',
  reltuples: 10_000,
  relpages: 100,
  relallvisible: 100,
  pages: 100,
  modified: 0,
  dead: 0,
  inserted: 0,
};

describe('maintenanceNeeded (autovacuum’s thresholds)', () => {
  it('leaves a table alone until enough of it changed', () => {
    expect(maintenanceNeeded(settled)).toBeNull();
    expect(maintenanceNeeded({ ...settled, modified: 1050 })).toBeNull();
    expect(maintenanceNeeded({ ...settled, dead: 2050, modified: 1000 })).toBeNull();
  });

  it('analyzes a table never analyzed, or one a tenth of whose rows changed', () => {
    expect(maintenanceNeeded({ ...settled, reltuples: -1, relpages: 0, relallvisible: 0, pages: 0 })).toBe(
      'analyze',
    );
    expect(maintenanceNeeded({ ...settled, modified: 1051 })).toBe('analyze');
  });

  it('vacuums a table with a fifth of its rows dead or new, grown on disk, or mostly not all-visible', () => {
    expect(maintenanceNeeded({ ...settled, dead: 2051 })).toBe('vacuum');
    expect(maintenanceNeeded({ ...settled, inserted: 3001 })).toBe('vacuum');
    expect(maintenanceNeeded({ ...settled, pages: 112 })).toBe('vacuum');
    expect(maintenanceNeeded({ ...settled, relallvisible: 80 })).toBe('vacuum');
  });
});

describe('maintainEmbeddedDatabase', () => {
  it.runIf(embedded)(
    'gives a table written since its last statistics fresh ones and a visibility map, then rests',
    async () => {
      const { db } = t.database;
      await db.execute(sql`create table maintenance_probe (id integer primary key, word text)`);
      await db.execute(
        sql`insert into maintenance_probe select g, 'w' || g from generate_series(1, 5000) as g`,
      );
      const first = await maintainEmbeddedDatabase(t.database);
      expect(first.vacuumed).toContain('maintenance_probe');
      const result = (await db.execute(sql`
      select reltuples::integer as rows, relpages::integer as pages, relallvisible::integer as visible
      from pg_class where relname = 'maintenance_probe'
    `)) as unknown as { rows: Array<{ rows: number; pages: number; visible: number }> };
      const [probe] = result.rows;
      expect(probe?.rows).toBe(5000);
      expect(probe?.visible).toBe(probe?.pages);
      // Nothing changed since: it comes to rest (a vacuum can leave a page it could not yet mark
      // all-visible, which the next pass marks), and the probe is not touched again.
      const second = await maintainEmbeddedDatabase(t.database);
      expect(second.vacuumed).not.toContain('maintenance_probe');
      expect(await maintainEmbeddedDatabase(t.database)).toEqual({ vacuumed: [], analyzed: [] });
      await db.execute(sql`update maintenance_probe set word = 'changed' where id <= 1000`);
      expect((await maintainEmbeddedDatabase(t.database)).vacuumed).toEqual(['maintenance_probe']);
    },
  );

  it('does nothing on a PostgreSQL server, whose autovacuum does this', async () => {
    expect(await maintainEmbeddedDatabase({ ...t.database, kind: 'postgres' })).toEqual({
      vacuumed: [],
      analyzed: [],
    });
  });
});
