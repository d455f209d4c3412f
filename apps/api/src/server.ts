import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { purgeExpiredAuthState } from './modules/auth/housekeeping';
import { isDatabaseEmpty, seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  // src/server.ts and dist/server.mjs both sit one level below apps/api.
  config.webDistDir ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

  const database = await openDatabase(config.database);
  await runMigrations(database);
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
  }
  const housekeeping = { db: database.db, loginLimits: config.loginLimits };
  await purgeExpiredAuthState(housekeeping);

  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');

  const HOUR_MS = 60 * 60 * 1000;
  const housekeepingTimer = setInterval(() => {
    purgeExpiredAuthState(housekeeping).catch((error: unknown) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
  }, HOUR_MS);
  housekeepingTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(housekeepingTimer);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Canvas failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
