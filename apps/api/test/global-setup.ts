import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createServerDatabase, testDatabaseKind } from './databases';
import './provided-context';

/**
 * Migrates one database per run and project, from empty; each test file's database starts as a
 * copy of it (migrating per file would cost seconds each): a PGlite dump, loaded in about a
 * second, or a template database on the PostgreSQL server, copied by CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseKind(project.config.env.TEST_DB_KIND) === 'postgres') {
    const template = await createServerDatabase('canvas_template');
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    try {
      await runMigrations(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const database = await openDatabase({ kind: 'pglite', dir: null });
  await runMigrations(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const dir = mkdtempSync(path.join(tmpdir(), 'canvas-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
