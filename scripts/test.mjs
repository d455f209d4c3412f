// `npm test`: every suite CI runs. Unit, API (PGlite; and PostgreSQL when TEST_DATABASE_URL is set)
// and web tests through Vitest, then the Playwright journeys in Debian's Chromium against the built
// app. Outside CI, suites whose prerequisites are missing are skipped with instructions; with
// CI=true they are required.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// .ci/run sets TEST_TIMINGS_DIR: each part's time goes to phases.tsv there, and the Vitest and
// Playwright reporters leave per-file timings beside it (scripts/slowest-tests.mjs reads them).
const timingsDir = process.env.TEST_TIMINGS_DIR;
if (timingsDir) mkdirSync(timingsDir, { recursive: true });

/** Runs one part of the suite; a failure ends `npm test` with its status. */
function run(phase, command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = result.status ?? 1;
  if (timingsDir) {
    const seconds = Math.round((Date.now() - started) / 1000);
    appendFileSync(path.join(timingsDir, 'phases.tsv'), `${phase}\t${seconds}\t${status}\n`);
  }
  if (status !== 0) process.exit(status);
}

function requireOrSkip(isAvailable, what, howTo) {
  if (isAvailable) return true;
  if (isCI) {
    console.error(`\n✗ ${what} is required under CI=true. ${howTo}`);
    process.exit(1);
  }
  console.warn(`\n! Skipping ${what}. ${howTo}`);
  return false;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

requireOrSkip(
  Boolean(process.env.TEST_DATABASE_URL),
  'the API suite on a PostgreSQL server',
  'Install PostgreSQL (apt-get install postgresql postgresql-contrib), start a server and set ' +
    'TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/postgres (a role allowed to create databases); ' +
    '.ci/run shows how to start a throwaway one.',
);
run('vitest', 'npx', ['vitest', 'run']);

if (
  requireOrSkip(
    existsSync(chromium),
    'the end-to-end journeys in Chromium',
    "Install Debian's Chromium (apt-get install chromium) or set CHROMIUM_PATH.",
  )
) {
  run('build', 'npm', ['run', 'build']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-e2e-'));
  const appPort = await freePort();
  let oauthPort = await freePort();
  while (oauthPort === appPort) oauthPort = await freePort();
  let npmStartPort = await freePort();
  while (npmStartPort === appPort || npmStartPort === oauthPort) npmStartPort = await freePort();
  try {
    run('playwright', 'npm', ['test', '-w', '@canvas/e2e'], {
      E2E_PORT: String(appPort),
      // The local OAuth provider that stands in for Google (e2e/oauth-provider.mjs).
      E2E_OAUTH_PORT: String(oauthPort),
      E2E_DATA_DIR: dataDir,
      // The fresh-clone journey's own `npm start` server (data in `${dataDir}-npm-start`).
      E2E_NPM_START_PORT: String(npmStartPort),
      CHROMIUM_PATH: chromium,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-npm-start`, { recursive: true, force: true });
  }
}
