import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built app on a free port
 * with a fresh data directory; `npm test` (scripts/test.mjs) picks both and builds first.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The local stand-in for Google (e2e/oauth-provider.mjs). */
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? (port + 1000 <= 65535 ? port + 1000 : port - 1000));
const oauthUrl = `http://127.0.0.1:${oauthPort}`;
const root = path.resolve(import.meta.dirname, '..');
export const baseURL = `http://127.0.0.1:${port}`;
/** `npm start` as a fresh clone runs it (fresh-clone.spec.ts): only its port and data directory are set. */
const npmStartPort = Number(
  process.env.E2E_NPM_START_PORT ?? (port + 2000 <= 65535 ? port + 2000 : port - 2000),
);
const npmStartURL = `http://127.0.0.1:${npmStartPort}`;
const FRESH_CLONE = /fresh-clone\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a journey that passes only on its second try is a flaky wait to fix, not to hide.
  retries: 0,
  // .ci/run collects per-journey times (scripts/slowest-tests.mjs) from the JSON report.
  reporter: process.env.TEST_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.TEST_TIMINGS_DIR, 'playwright.json') }]]
    : [['list']],
  // Journeys sign up, sign in and run axe; a loaded 2-core CI machine takes up to twice as long.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@mobile/,
      testIgnore: FRESH_CLONE,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
      testIgnore: FRESH_CLONE,
    },
    {
      name: 'npm-start',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: npmStartURL },
      testMatch: FRESH_CLONE,
    },
  ],
  webServer: [
    {
      command: 'node e2e/oauth-provider.mjs',
      cwd: root,
      url: `${oauthUrl}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_OAUTH_PORT: String(oauthPort) },
    },
    {
      // Exactly the two-command start (it rebuilds only what is stale): demo mode, no test settings.
      command: 'npm start',
      cwd: root,
      url: `${npmStartURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(npmStartPort),
        DATA_DIR: `${process.env.E2E_DATA_DIR ?? path.join(root, 'data', 'e2e')}-npm-start`,
      },
    },
    {
      command: 'node apps/api/dist/server.mjs',
      cwd: root,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        // Demo mode (decision 027) with the test settings below (production mode would also want
        // JWT_SECRET and PUBLIC_URL set).
        CANVAS_MODE: 'demo',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, 'data', 'e2e'),
        LOG_LEVEL: 'warn',
        // Journeys sign in many times from one address; the limits themselves are tested in the API suite.
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        // Likewise sign-ups and account-email requests (the data directory outlives a run).
        EMAIL_REQUESTS_MAX_PER_IP: '1000',
        SIGN_UPS_MAX_PER_IP: '1000',
        // And the address suggestions of the business and school location fields.
        ADDRESS_LOOKUPS_MAX_PER_IP: '100000',
        // The captcha still runs for real, with a proof of work small enough for a loaded CI machine.
        CAPTCHA_COST: '100',
        CAPTCHA_MAX_NUMBER: '500',
        // Journeys read sent emails and texts from the outbox and use the demo partner client.
        DEV_TOOLS: '1',
        GOOGLE_CLIENT_ID: 'canvas-e2e',
        GOOGLE_CLIENT_SECRET: 'canvas-e2e-secret',
        GOOGLE_AUTH_URL: `${oauthUrl}/authorize`,
        GOOGLE_TOKEN_URL: `${oauthUrl}/token`,
        GOOGLE_USERINFO_URL: `${oauthUrl}/userinfo`,
      },
    },
  ],
});
