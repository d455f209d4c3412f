import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStorageDriver } from '../apps/api/src/adapters/storage';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemoData } from '../apps/api/src/seed';

/**
 * Lighthouse performance (mobile preset: emulated phone, simulated slow 4G and CPU) on the public
 * pages that campaigns send people to and the shared links people open on a phone (a student, a
 * professional, a salon and a school canvas and an opportunity of the demo data, seeded here), median
 * of 3 runs each, plus the size of the JavaScript each page's load fetches before any interaction.
 * Targets (issues 4 and 24), per page: score >= 95, CLS <= 0.05, initial JS <= 150 KB gzipped.
 * Needs the built web app (npm run build) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 *
 * The preset's CPU slowdown (4x) assumes a high-end desktop host (Lighthouse benchmarkIndex
 * 1500-2000) and turns it into a mid-tier phone. On another host the slowdown is calibrated, as
 * Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") describes, to emulate that same
 * phone: the host's benchmarkIndex (from the run before, the first time a warm-up run) over the
 * phone's (~440, i.e. 1750 / 4), between 1x and 10x (decision 017). BENCH_LIGHTHOUSE_CPU_MULTIPLIER=4 runs the preset unchanged.
 */
const DEFAULT_PAGES = [
  '/',
  '/paulmitchell',
  '/contact-us',
  '/canvas/demo-student',
  '/canvas/demo-pro',
  '/canvas/demo-salon',
  '/canvas/demo-school',
  // The demo salon's opening under the old site's job slug (opportunities/seed-data.ts, LEGACY_JOBS).
  '/opportunity-detail/receptionist',
];
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? DEFAULT_PAGES;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_DETAILS=1 prints, per page's first run, where the main thread's time went. */
const DETAILS = process.env.BENCH_LIGHTHOUSE_DETAILS === '1';
/** The benchmarkIndex of the phone the mobile preset emulates: the middle of a high-end desktop's range, over 4. */
const EMULATED_PHONE_BENCHMARK_INDEX = 1750 / 4;
const PRESET_CPU_MULTIPLIER = 4;
const FIXED_CPU_MULTIPLIER = process.env.BENCH_LIGHTHOUSE_CPU_MULTIPLIER
  ? Number(process.env.BENCH_LIGHTHOUSE_CPU_MULTIPLIER)
  : null;

/** The CPU slowdown that makes a host of this benchmarkIndex emulate the preset's phone. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex / EMULATED_PHONE_BENCHMARK_INDEX;
  return Math.round(Math.min(10, Math.max(1, multiplier)) * 10) / 10;
}
const TARGET_SCORE = 95;
const TARGET_CLS = 0.05;
const TARGET_INITIAL_JS_KB = 150;
/** BENCH_WEB_DIST measures another build (e.g. one built with --outDir elsewhere) instead of apps/web/dist. */
const webDist = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  si_ms: 'speed-index',
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Gzipped bytes of every script a page's load fetches: the entry, the modules it preloads and those it
 * imports as it starts (e.g. the islands that wake on the first screen, or the page's route chunk
 * after a prerendered first paint), as Lighthouse recorded them. What a first visit downloads before
 * it taps anything.
 */
async function initialJsKb(scriptUrls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(scriptUrls)) {
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  }
  return Math.round(bytes / 1024);
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

type AuditItems = { items?: Record<string, unknown>[] } | undefined;

/**
 * What blocked the main thread in one run: its long tasks (start, duration, the script they are
 * attributed to) and the scripts that took the most CPU (evaluation, parse and compile). A page's
 * Total Blocking Time is the long tasks' time past 50 ms each.
 */
function blockingDetails(
  page: string,
  audits: Record<string, { details?: unknown }>,
  origin: string,
): string {
  const short = (url: unknown) =>
    String(url)
      .replace(origin, '')
      .replace(/^\/assets\//, '');
  const tasks = ((audits['long-tasks']?.details as AuditItems)?.items ?? []).map(
    (task) =>
      `${Math.round(Number(task.startTime))}+${Math.round(Number(task.duration))} ms ${short(task.url)}`,
  );
  const scripts = ((audits['bootup-time']?.details as AuditItems)?.items ?? [])
    .slice(0, 6)
    .map(
      (script) =>
        `${short(script.url)} ${Math.round(Number(script.scripting))} ms run, ${Math.round(Number(script.scriptParseCompile))} ms parse`,
    );
  return `${page}\n  long tasks: ${tasks.join('; ') || 'none'}\n  scripts: ${scripts.join('; ')}`;
}

export async function lighthousePublicPages() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    return { name: 'lighthouse', summary: 'skipped: build the web app first (npm run build)', skipped: true };
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/canvas-bench-lighthouse',
    // Production mode refuses a repetitive secret and wants the public origin (decision 027).
    JWT_SECRET: 'bench-only-signing-key-7Qv2Lp9XkR4mZ8wN',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDist,
  });
  const database = await openDatabase({ kind: 'pglite', dir: null });
  await runMigrations(database);
  // The demo data (its artwork rendered into DATA_DIR's media once): the canvases and opportunity above.
  await seedDemoData(database.db, { storage: createStorageDriver(config), demoAdmin: false });
  const app = await buildApp({ config, database, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const scores: Record<string, number> = {};
  const metrics: Record<string, Record<string, number>> = {};
  const pageScripts: Record<string, string[]> = {};
  const benchmarkIndexes: number[] = [];
  const audit = async (page: string, cpuSlowdownMultiplier: number) => {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is taken again.
    for (let attempt = 1; ; attempt += 1) {
      // Only the CPU slowdown is set; the rest of the throttling stays the preset's.
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        throttling: { cpuSlowdownMultiplier },
      });
      const failure = result?.lhr.runtimeError;
      if (result && !failure) {
        const { throttling } = result.lhr.configSettings;
        if (throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier || throttling.rttMs !== 150)
          throw new Error(`lighthouse ran with other throttling: ${JSON.stringify(throttling)}`);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        return result;
      }
      if (attempt === 3) throw new Error(`lighthouse ${page}: ${failure?.code} ${failure?.message}`);
    }
  };
  try {
    // A warm-up run measures the host (and warms the server and Chromium); it is not counted.
    // The host's speed drifts, so each run is calibrated by the benchmarkIndex of the run before it.
    let hostIndex = (await audit(PAGES[0] ?? '/', PRESET_CPU_MULTIPLIER)).lhr.environment.benchmarkIndex;
    const multipliers: number[] = [];
    for (const page of PAGES) {
      const runs: number[] = [];
      const samples: Record<string, number[]> = {};
      for (let run = 0; run < RUNS; run += 1) {
        const cpuMultiplier = FIXED_CPU_MULTIPLIER ?? calibratedCpuMultiplier(hostIndex);
        multipliers.push(cpuMultiplier);
        const result = await audit(page, cpuMultiplier);
        hostIndex = result.lhr.environment.benchmarkIndex;
        runs.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
        if (run === 0 && DETAILS) console.info(blockingDetails(page, result.lhr.audits, origin));
        if (run === 0) {
          const details = result?.lhr.audits['network-requests']?.details as
            | { items?: NetworkRequest[] }
            | undefined;
          pageScripts[page] = (details?.items ?? [])
            .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
            .map((request) => request.url);
        }
        for (const [key, audit] of Object.entries(METRICS)) {
          samples[key] = [...(samples[key] ?? []), Math.round(result?.lhr.audits[audit]?.numericValue ?? 0)];
        }
        samples.cls_x1000 = [
          ...(samples.cls_x1000 ?? []),
          Math.round((result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
        ];
      }
      scores[page] = median(runs);
      metrics[page] = Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [key, median(values)]),
      );
    }
    const initialJs: Record<string, number> = {};
    for (const page of PAGES) initialJs[page] = await initialJsKb(pageScripts[page] ?? []);
    const clsOf = (page: string) => (metrics[page]?.cls_x1000 ?? 0) / 1000;
    const passed = PAGES.every(
      (page) =>
        (scores[page] ?? 0) >= TARGET_SCORE &&
        clsOf(page) <= TARGET_CLS &&
        (initialJs[page] ?? 0) <= TARGET_INITIAL_JS_KB,
    );
    const benchmarkIndex = Math.round(median(benchmarkIndexes));
    const cpuMultiplier =
      Math.min(...multipliers) === Math.max(...multipliers)
        ? `${multipliers[0]}x`
        : `${Math.min(...multipliers)}-${Math.max(...multipliers)}x`;
    return {
      name: 'lighthouse',
      scores,
      metrics,
      benchmark_index: benchmarkIndex,
      cpu_slowdown_multiplier: cpuMultiplier,
      initial_js_kb_gz: initialJs,
      target_score: TARGET_SCORE,
      target_cls: TARGET_CLS,
      target_initial_js_kb_gz: TARGET_INITIAL_JS_KB,
      passed,
      summary: `${PAGES.map(
        (page) => `${page} ${scores[page]} (CLS ${clsOf(page)}, JS ${initialJs[page]} KB)`,
      ).join(
        ', ',
      )} (median of ${RUNS}; targets score ${TARGET_SCORE}, CLS ${TARGET_CLS}, initial JS ${TARGET_INITIAL_JS_KB} KB gz; CPU slowdown ${cpuMultiplier} for host benchmarkIndex ${benchmarkIndex})`,
    };
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
  }
}
