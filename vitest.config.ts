import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every suite: shared rules, API (in-memory PGlite; and again on a real
 * PostgreSQL server when TEST_DATABASE_URL is set) and the web app (jsdom).
 */
const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['apps/api/test/setup.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      apiProject('api', 'pglite'),
      ...(withPostgres ? [apiProject('api-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
