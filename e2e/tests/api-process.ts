import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * API server processes of a journey's own (`node apps/api/dist/server.mjs`, as `npm start` runs it)
 * on a database of their own on the PostgreSQL server named by TEST_DATABASE_URL: what several
 * processes behind a load balancer look like.
 */

const root = path.resolve(import.meta.dirname, '../..');

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server (dropped by `drop`, connections and all). */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on a free port and waits until it answers /api/health. Demo mode without
 * the demo data (the journey makes its own) and with the dev outbox, so accounts can be verified.
 * The web app is the build the main journeys use (WEB_DIST_DIR when set, else apps/web/dist).
 */
export async function startApiProcess(options: {
  databaseUrl: string;
  dataDir: string;
}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      CANVAS_MODE: 'demo',
      SEED_DEMO: '0',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEV_TOOLS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process on ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API process on ${url} did not become healthy within 90 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A data directory (uploaded media) the processes share, as they would share object storage. */
export function sharedDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'canvas-e2e-processes-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
