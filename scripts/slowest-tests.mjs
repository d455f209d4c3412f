// Prints the slowest test files of a run from the timings `npm test` leaves in TEST_TIMINGS_DIR:
// vitest.json (scripts/vitest-timings-reporter.mjs) and playwright.json (Playwright's JSON reporter).
// `node scripts/slowest-tests.mjs [dir] [count]`; .ci/run calls it at the end, pass or fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? process.env.TEST_TIMINGS_DIR;
const count = Number(process.argv[3] ?? 10);
if (!dir) {
  console.error('usage: node scripts/slowest-tests.mjs <timings dir> [count]');
  process.exit(2);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function printTable(title, rows) {
  console.info(`\n${title}`);
  if (rows.length === 0) {
    console.info('  (no timings: the suite did not run or did not finish)');
    return;
  }
  for (const row of rows.slice(0, count)) {
    console.info(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.label}`);
  }
}

/** Vitest: whole-file time (environment, set-up file, imports, hooks and tests), slowest first. */
function vitestRows() {
  const files = readJson(path.join(dir, 'vitest.json')) ?? [];
  const phase = (file, name) => (file.phases[name] / 1000).toFixed(1);
  return files
    .map((file) => ({
      seconds: file.seconds,
      label:
        `${file.project.padEnd(12)} ${file.file} (${file.tests} tests${file.ok ? '' : ', FAILED'}; ` +
        `import ${phase(file, 'import')} s, tests+hooks ${phase(file, 'tests')} s)`,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * Playwright: the time its journeys took in a worker, summed per spec file and project (journeys
 * run in parallel, so this is the share of the run a file costs, not a wall time).
 */
function playwrightRows() {
  const report = readJson(path.join(dir, 'playwright.json'));
  if (!report) return { files: [], journeys: [] };
  const perFile = new Map();
  const journeys = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000;
        const failed = (test.results ?? []).some((result) => !['passed', 'skipped'].includes(result.status));
        const key = `${test.projectName.padEnd(8)} ${here}`;
        const entry = perFile.get(key) ?? { seconds: 0, journeys: 0 };
        perFile.set(key, { seconds: entry.seconds + seconds, journeys: entry.journeys + 1 });
        journeys.push({
          seconds,
          label: `${test.projectName.padEnd(8)} ${here}: ${spec.title}${failed ? ' (FAILED)' : ''}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const files = [...perFile]
    .map(([label, entry]) => ({ seconds: entry.seconds, label: `${label} (${entry.journeys} journeys)` }))
    .sort((a, b) => b.seconds - a.seconds);
  return { files, journeys: journeys.sort((a, b) => b.seconds - a.seconds) };
}

printTable(`Slowest ${count} Vitest files`, vitestRows());
const playwright = playwrightRows();
printTable(`Slowest ${count} Playwright spec files (journey time summed)`, playwright.files);
printTable(`Slowest ${count} Playwright journeys`, playwright.journeys);
