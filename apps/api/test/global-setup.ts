import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import './provided-context';

/** Builds and migrates one embedded database per run: loading it takes a second, initdb takes several. */
export default async function setup(project: TestProject) {
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
