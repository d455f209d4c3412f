import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { readCacheOf } from '../src/lib/read-cache';
import { createServerDatabase, type ServerDatabase, testDatabaseKind } from './databases';
import { type TestApp, testConfig } from './helper';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A visitor's read and whether the read cache answered it. */
export interface CachedRead {
  response: LightMyRequestResponse;
  hit: boolean;
}

/**
 * A visitor's GET of `urlOf(ref)` and whether the read cache `name` (lib/read-cache) answered it:
 * its hits went up during the request.
 */
export function cachedReader<Ref>(t: TestApp, name: string, urlOf: (ref: Ref) => string) {
  return async (ref: Ref, headers: Record<string, string> = {}): Promise<CachedRead> => {
    const cache = readCacheOf(t.app.deps, name);
    const before = cache.hits;
    const response = await t.app.inject({ method: 'GET', url: urlOf(ref), headers });
    return { response, hit: cache.hits > before };
  };
}

/**
 * Reads twice: the first builds the answer, the second comes from the cache as the same bytes and
 * ETag, still to be revalidated (`private, no-cache`). Answers both reads.
 */
export async function expectBuiltOnceThenCached(read: () => Promise<CachedRead>) {
  const first = await read();
  expect(first.response.statusCode).toBe(200);
  expect(first.hit).toBe(false);
  const second = await read();
  expect(second.hit).toBe(true);
  expect(second.response.body).toBe(first.response.body);
  expect(second.response.headers.etag).toBe(first.response.headers.etag);
  expect(second.response.headers['cache-control']).toBe('private, no-cache');
  return { first, second };
}

/**
 * Two API processes on one database, for the read caches' freshness tests: each app has its own
 * caches, as two processes would. On the PostgreSQL server (TEST_DATABASE_URL) they also have their
 * own connections; on PGlite they share the embedded database. Built before the file's tests,
 * closed after them.
 */
export function useTwoApiProcesses(t: TestApp, config: () => Config = () => testConfig()) {
  const processes: { apps: App[]; databases: Database[] } = { apps: [], databases: [] };
  let server: ServerDatabase | undefined;
  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      server = await createServerDatabase('canvas_test', inject('postgresTemplate'));
      const url = server.url;
      processes.databases.push(
        await openDatabase({ kind: 'postgres', url }),
        await openDatabase({ kind: 'postgres', url }),
      );
    } else {
      processes.databases.push(t.database);
    }
    const first = processes.databases[0];
    if (!first) throw new Error('no database');
    // Filled in place: the tests hold these arrays from the start.
    processes.apps.push(
      ...(await Promise.all(
        [first, processes.databases[1] ?? first].map((database) =>
          buildApp({ config: config(), database, logger: false }),
        ),
      )),
    );
  });
  afterAll(async () => {
    for (const app of processes.apps) await app.close();
    if (server) {
      for (const database of processes.databases) await database.close();
      await server.drop();
    }
  });
  return processes;
}
