import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';
import { testFilesThatMockModules } from './scripts/test-isolation';

/**
 * One `vitest run` covers every suite: shared rules, tooling scripts, the API and the web app
 * (jsdom). The API suite runs in full once, on a PostgreSQL server when TEST_DATABASE_URL names one
 * (the faster of the two here), else on the embedded PGlite; with a server, PGlite (the database of
 * `npm start` and the journeys) runs the files a dialect difference could break again
 * (docs/decisions/024-ci-time-budget.md).
 */
const API_TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];

/**
 * API test files that also run on the second database: SQL beyond plain reads and writes.
 * Add a file or folder when its tests rely on extensions, triggers, planner choices or catalogues.
 */
const DIALECT_SENSITIVE = [
  // Migrations from empty and from the schema before the newest migration.
  'apps/api/test/migrations.test.ts',
  // The embedded database's upkeep: VACUUM, ANALYZE, statistics views.
  'apps/api/src/db/**/*.test.ts',
  // Search tables kept by triggers, keyword and facet bitmaps, grid cells, query plans.
  'apps/api/src/modules/browse/**/*.test.ts',
  'apps/api/src/lib/search/**/*.test.ts',
  'apps/api/src/modules/opportunity-search/**/*.test.ts',
  // The gazetteer: trigram and earthdistance look-ups over the places table.
  'apps/api/src/modules/places/**/*.test.ts',
  // School and option search by similarity.
  'apps/api/src/modules/options/**/*.test.ts',
  // The featured list and the index its plan must use.
  'apps/api/src/modules/public/featured*.test.ts',
  // The job queue's claims: FOR UPDATE SKIP LOCKED and leases.
  'apps/api/src/lib/jobs/**/*.test.ts',
  // Billing: idempotency rows, the one-live-plan partial unique index, row locks of subscribe and renewals.
  'apps/api/src/modules/billing/subscribe.test.ts',
  'apps/api/src/modules/billing/renewals.test.ts',
  // Staff invitations: the one-open-invitation partial unique index and the members projection.
  'apps/api/src/modules/canvases/team.test.ts',
  // The coworker picker's name search and the index its plan must use.
  'apps/api/src/modules/canvases/user-search-plans.test.ts',
];

const withServer = Boolean(process.env.TEST_DATABASE_URL);
/** TEST_BOTH_DATABASES=1 runs the whole API suite on the second database too (database-layer changes). */
const secondInFull = process.env.TEST_BOTH_DATABASES === '1';

const root = fileURLToPath(new URL('.', import.meta.url));
/** API test files that replace a module: each runs in fresh modules (scripts/test-isolation.ts). */
const API_MOCKING = ['apps/api/src', 'apps/api/test'].flatMap((dir) => testFilesThatMockModules(root, dir));
/** The `**` and `*` globs above as a test of a path. */
const globTest = (glob: string) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*)/)
      .map((part) =>
        part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/**
 * An API project on one database. Its files share their worker's modules (not the database: each
 * file has its own), which cuts the suite's CPU time to 0.4x (decision 024); files that mock a
 * module run in an `-isolated` project beside it.
 */
const apiProjects = (name: string, kind: 'pglite' | 'postgres', include: string[]) => {
  const project = (suffix: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
    test: {
      name: `${name}${suffix}`,
      ...files,
      isolate,
      environment: 'node',
      env: { TEST_DB_KIND: kind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: ['apps/api/test/setup.ts'],
      globalSetup: ['apps/api/test/global-setup.ts'],
    },
  });
  const mocking = API_MOCKING.filter((file) => include.some((glob) => globTest(glob).test(file)));
  return [
    project('', { include, exclude: [...configDefaults.exclude, ...mocking] }, false),
    ...(mocking.length > 0 ? [project('-isolated', { include: mocking }, true)] : []),
  ];
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on the 2-core CI machine, which then
    // idles while a test waits on PostgreSQL or a timer. Two workers there took the whole suite from
    // 475 s to 225 s, the web files alone from 142 s to 86 s (decision 024).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // Timings per file for .ci/run's summary (written only when TEST_TIMINGS_DIR is set).
    reporters: ['default', './scripts/vitest-timings-reporter.mjs'],
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      ...apiProjects('api', withServer ? 'postgres' : 'pglite', API_TESTS),
      ...(withServer
        ? apiProjects('api-pglite', 'pglite', secondInFull ? API_TESTS : DIALECT_SENSITIVE)
        : []),
      ...webProjects,
    ],
  },
});
