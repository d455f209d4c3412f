import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_RATIO = 0.5;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * GET /api/health through the whole stack (security headers, request ids, structured logging at
 * info, access check, zod serialisation) against a bare Fastify route doing the same database
 * round trip, in the same run so machine speed cancels out.
 */
export async function apiOverhead() {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/canvas-bench',
    // Production mode refuses a repetitive secret and wants the public origin (decision 027).
    JWT_SECRET: 'bench-only-signing-key-7Qv2Lp9XkR4mZ8wN',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'info',
  });
  const database = await openDatabase({ kind: 'pglite', dir: null });
  await runMigrations(database);

  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const full = await buildApp({ config, database, logger: { stream: discard } });
  const bare = Fastify();
  bare.get('/api/health', async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  const fullUrl = await full.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Warm up both, then measure alternately so drift in machine load hits both sides.
  await autocannon({ url: `${fullUrl}/api/health`, connections: 10, duration: 1 });
  await autocannon({ url: `${bareUrl}/api/health`, connections: 10, duration: 1 });
  const fullRps =
    (await requestsPerSecond(`${fullUrl}/api/health`)) + (await requestsPerSecond(`${fullUrl}/api/health`));
  const bareRps =
    (await requestsPerSecond(`${bareUrl}/api/health`)) + (await requestsPerSecond(`${bareUrl}/api/health`));

  await full.close();
  await bare.close();
  await database.close();

  const ratio = fullRps / bareRps;
  return {
    name: 'api-overhead',
    full_rps: Math.round(fullRps / 2),
    bare_rps: Math.round(bareRps / 2),
    ratio: Number(ratio.toFixed(3)),
    target: TARGET_RATIO,
    pass: ratio >= TARGET_RATIO,
    summary: `full stack ${Math.round(fullRps / 2)} req/s vs bare Fastify ${Math.round(bareRps / 2)} req/s → ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`,
  };
}
