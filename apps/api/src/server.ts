import { fileURLToPath } from 'node:url';
import { ensureGazetteer } from './adapters/maps/gazetteer';
import { createStorageDriver } from './adapters/storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { maintainEmbeddedDatabase } from './db/maintenance';
import { runMigrations } from './db/migrate';
import { purgeFailedJobs } from './lib/jobs/queue';
import { purgeExpiredAuthState } from './modules/auth/housekeeping';
import { RENEWAL_EVERY_MS, renewDueSubscriptions } from './modules/billing/renewals';
import { billingDeps } from './modules/billing/routes';
import { purgeDeletedCanvases } from './modules/canvases/housekeeping';
import { sweepUnattachedUploads } from './modules/media/service';
import { DIGEST_EVERY_MS, runDailyDigest } from './modules/notifications/digest';
import {
  OPPORTUNITY_SEARCH_EXPIRY_EVERY_MS,
  OPPORTUNITY_SEARCH_EXPIRY_JOB,
} from './modules/opportunity-search/service';
import { seedIfEmpty } from './seed';
import { startupWarnings } from './startup-warnings';

async function main() {
  const config = loadConfig();
  // src/server.ts and dist/server.mjs both sit one level below apps/api.
  config.webDistDir ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

  const database = await openDatabase(config.database);
  await runMigrations(database);
  // The bundled places gazetteer is reference data, not demo data: loaded on first start either way.
  const gazetteer = config.maps.kind === 'gazetteer' ? await ensureGazetteer(database.db) : null;
  await seedIfEmpty(database.db, config, createStorageDriver(config));
  const housekeeping = { db: database.db, loginLimits: config.loginLimits };
  await purgeExpiredAuthState(housekeeping);

  const app = await buildApp({ config, database, chatSocket: true });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');
  for (const warning of startupWarnings(config)) app.log.warn({ mode: config.mode }, warning);
  if (gazetteer?.loaded)
    app.log.info({ places: gazetteer.loaded, ms: gazetteer.ms }, 'places gazetteer loaded');
  const canvasHousekeeping = {
    db: database.db,
    storage: app.deps.storage,
    onError: (error: unknown, key: string) => app.log.warn({ err: error, key }, 'purged media not deleted'),
  };
  await purgeDeletedCanvases(canvasHousekeeping);
  // Hourly with the rest (the job queue has no recurring jobs): uploads no canvas took within a day,
  // and jobs that failed for good more than FAILED_JOB_RETENTION_DAYS ago.
  const sweepUploads = () =>
    sweepUnattachedUploads(canvasHousekeeping).catch((error: unknown) =>
      app.log.error({ err: error }, 'upload sweep failed'),
    );
  await sweepUploads();

  const HOUR_MS = 60 * 60 * 1000;
  const housekeepingTimer = setInterval(() => {
    purgeExpiredAuthState(housekeeping).catch((error: unknown) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
    purgeDeletedCanvases(canvasHousekeeping).catch((error: unknown) =>
      app.log.error({ err: error }, 'canvas purge failed'),
    );
    void sweepUploads();
    purgeFailedJobs(database.db)
      .then((purged) => {
        if (purged > 0) app.log.info({ purged }, 'failed jobs purged');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'failed-job purge failed'));
  }, HOUR_MS);
  housekeepingTimer.unref();

  // The embedded database has no autovacuum (db/maintenance.ts): its tables' statistics and
  // visibility maps are kept here, first once the server is listening, then every ten minutes.
  const maintain = () =>
    maintainEmbeddedDatabase(database)
      .then((report) => {
        if (report.vacuumed.length + report.analyzed.length > 0) app.log.info(report, 'database maintained');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'database maintenance failed'));
  const maintenanceTimer = setInterval(() => void maintain(), 10 * 60 * 1000);
  maintenanceTimer.unref();

  // Plans whose period ended are renewed (modules/billing/renewals.ts): every process runs the job,
  // once listening and every ten minutes; its SKIP LOCKED claims renew each plan once.
  const renewalDeps = { ...billingDeps(app), jobs: app.deps.jobs };
  let renewing: Promise<void> | undefined;
  const renew = () => {
    renewing ??= renewDueSubscriptions(renewalDeps)
      .then((report) => {
        if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'plans renewed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'plan renewals failed'))
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };
  const renewalTimer = setInterval(() => void renew(), RENEWAL_EVERY_MS);
  renewalTimer.unref();

  // The daily notification digest (modules/notifications/README.md): every process looks each hour;
  // SKIP LOCKED claims and a once-a-day key per user send each digest once.
  const digestDeps = { db: database.db, jobs: app.deps.jobs, publicUrl: config.publicUrl };
  let digesting: Promise<void> | undefined;
  const digest = () => {
    digesting ??= runDailyDigest(digestDeps)
      .then((report) => {
        if (report.sent > 0) app.log.info(report, 'notification digests sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notification digest failed'))
      .finally(() => {
        digesting = undefined;
      });
    return digesting;
  };
  const digestTimer = setInterval(() => void digest(), DIGEST_EVERY_MS);
  digestTimer.unref();

  // Opportunities whose expire day passed leave search (modules/opportunity-search): a job on the
  // queue, every five minutes from each process (a repeat deletes nothing more).
  const expireOpportunities = () =>
    app.deps.jobs
      .enqueue(OPPORTUNITY_SEARCH_EXPIRY_JOB, {})
      .catch((error: unknown) => app.log.error({ err: error }, 'opportunity expiry not queued'));
  void expireOpportunities();
  const expiryTimer = setInterval(() => void expireOpportunities(), OPPORTUNITY_SEARCH_EXPIRY_EVERY_MS);
  expiryTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(housekeepingTimer);
    clearInterval(maintenanceTimer);
    clearInterval(renewalTimer);
    clearInterval(digestTimer);
    clearInterval(expiryTimer);
    await app.close();
    // A renewal in hand finishes (its charge recorded); the next start or another process does the rest.
    await renewing;
    await digesting;
    // Jobs in hand finish; the rest wait in the table for the next start (or another process).
    await app.deps.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.deps.jobs.start();
  void maintain();
  void renew();
  void digest();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Canvas failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
