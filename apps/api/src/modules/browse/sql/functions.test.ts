import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper';
import type { Db } from '../../../db/client';

/**
 * The SQL functions and triggers of an area are kept as source in `modules/<area>/sql/*.sql`, one
 * CREATE OR REPLACE statement each; migrations only ever apply them (browse README.md). This test
 * fails when a source and the migrated database disagree: it runs every source statement in a
 * transaction on a freshly migrated database and compares each definition before and after
 * (`pg_get_functiondef`, `pg_get_triggerdef`, line by line, indentation aside), then rolls back.
 * It also fails when the database has a function or trigger (other than an extension's) that no
 * source defines, a source defines one that no migration created, or a function name has two
 * definitions.
 */
const t = useTestApp();

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Source {
  file: string;
  statement: string;
  /** `function <name>` or `trigger <name> on <table>`, as definitions() names them. */
  object: string;
}

const FUNCTION = /^CREATE OR REPLACE FUNCTION public\.(\w+)\(/;
const TRIGGER = /^CREATE OR REPLACE TRIGGER (\w+)\s[\s\S]*?\sON "?(\w+)"?\s/;

/** Every statement of every module's sql/*.sql, split where migrations split them. */
function readSources(): Source[] {
  return readdirSync(MODULES)
    .map((area) => path.join(MODULES, area, 'sql'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => path.join(dir, name)),
    )
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.length > 0)
        .map((statement) => {
          const code = statement
            .split('\n')
            .filter((line) => !line.startsWith('--'))
            .join('\n')
            .trim();
          const fn = FUNCTION.exec(code);
          const trigger = TRIGGER.exec(code);
          const object = fn ? `function ${fn[1]}` : trigger ? `trigger ${trigger[1]} on ${trigger[2]}` : '';
          return { file: path.relative(MODULES, file), statement, object };
        }),
    );
}

/** The definition of every function and trigger of the public schema that no extension owns. */
async function definitions(db: Db): Promise<Map<string, string>> {
  const result = (await db.execute(sql`
    select 'function ' || p.proname as object, pg_get_functiondef(p.oid) as definition
    from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend as d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || tg.tgname || ' on ' || c.relname, pg_get_triggerdef(tg.oid)
    from pg_trigger as tg join pg_class as c on c.oid = tg.tgrelid
    join pg_namespace as n on n.oid = c.relnamespace
    where n.nspname = 'public' and not tg.tgisinternal
  `)) as unknown as { rows: Array<{ object: string; definition: string }> };
  const found = new Map<string, string>();
  for (const row of result.rows) {
    // One function per name: a change of arguments leaves the old one behind unless a migration
    // drops it, and a source names a function only by its name.
    if (found.has(row.object)) throw new Error(`${row.object} is defined twice (overloaded)`);
    found.set(row.object, row.definition);
  }
  return found;
}

/** A definition line by line, indentation and runs of spaces aside. */
const normalised = (definition: string | undefined) =>
  definition
    ?.split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

const sources = readSources();
let migrated = new Map<string, string>();
let fromSources = new Map<string, string>();

beforeAll(async () => {
  const { db } = t.database;
  migrated = await definitions(db);
  try {
    await db.transaction(async (tx) => {
      for (const source of sources) await tx.execute(sql.raw(source.statement));
      fromSources = await definitions(tx as unknown as Db);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
});

describe('the SQL functions and triggers', () => {
  it('have their sources in modules/<area>/sql, CREATE OR REPLACE statements only', () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.object, `${source.file}: ${source.statement}`).not.toBe('');
    const defined = new Set(sources.map((source) => source.object));
    expect(
      [...migrated.keys()].filter((object) => !defined.has(object)),
      'functions or triggers the migrations created that no source defines',
    ).toEqual([]);
  });

  it('are defined in the migrated database exactly as in their sources', () => {
    expect(
      [...fromSources.keys()].filter((object) => !migrated.has(object)),
      'defined by a source but by no migration: add a migration that holds the source',
    ).toEqual([]);
    const differing = sources.filter(
      (source) => normalised(fromSources.get(source.object)) !== normalised(migrated.get(source.object)),
    );
    const named = (source: Source) => `${source.object} (${source.file})`;
    expect(
      Object.fromEntries(
        differing.map((source) => [named(source), normalised(fromSources.get(source.object))]),
      ),
      'sources that differ from the migrated database: add a migration that holds them',
    ).toEqual(
      Object.fromEntries(differing.map((source) => [named(source), normalised(migrated.get(source.object))])),
    );
  });
});
