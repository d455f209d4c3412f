// Checks the code every public page's first load runs, after the client build (`npm run build` runs it):
//   node scripts/check-first-load.mjs [--outDir dist]
// That code is the entry and the islands' start-up with their static imports (src/islands/start.tsx);
// each island's own chunk comes on top. It must not bring back what no public page uses: the product's
// message texts (the API client needs only its fallbacks, packages/shared/src/messages/server.ts) or
// member screens' Mantine code (dialogs, menus, drag and focus trap), and it stays under a budget
// (issue 24: a page's first load under 150 KB gz; docs/decisions/023 says what goes in the framework).
// The build's sourcemaps name each chunk's modules.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--outDir');
const outDir = path.resolve(webDir, outFlag >= 0 ? (process.argv[outFlag + 1] ?? 'dist') : 'dist');
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`check-first-load: ${manifestFile} is missing; build first`);

/** What every public page loads before its islands: the entry and the islands' start-up. */
const ROOTS = ['index.html', 'src/islands/start.tsx'];
/** Gzipped KB of those chunks together: 108 when set (the framework alone is 88). */
const BUDGET_KB = 112;
/** Modules that have no place there, with why. */
const FORBIDDEN = [
  {
    test: /packages\/shared\/src\/messages(\.ts$|\/(?!server\.ts$))/,
    why: 'message texts beyond the API client fallbacks (messages are a namespace: read them where they show)',
  },
  {
    test: /node_modules\/@mantine\/hooks\/esm\/(use-drag|use-move|use-focus-trap|use-focus-return|use-local-storage|use-collapse|use-long-press|use-pagination)\//,
    why: 'a hook of member screens and dialogs (BASIC_HOOKS in vite.config.ts)',
  },
  {
    test: /node_modules\/@mantine\/core\/esm\/components\/(Portal|Paper|Popover|ModalBase|Modal|Menu|Combobox|FocusTrap)\//,
    why: 'a component of dialogs and menus (BASIC_COMPONENTS in vite.config.ts)',
  },
];

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-first-load: ${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of ROOTS) visit(root);

const problems = [];
let bytes = 0;
let maps = 0;
for (const file of files) {
  const code = await readFile(path.join(outDir, file));
  bytes += gzipSync(code).length;
  const mapFile = path.join(outDir, `${file}.map`);
  // A chunk without a map has no module of its own (the bundler's runtime).
  if (!existsSync(mapFile)) continue;
  maps += 1;
  const { sources } = JSON.parse(await readFile(mapFile, 'utf8'));
  for (const source of sources) {
    // Relative to the chunk: only the part from the repository's folders on says which module.
    const module = source.replaceAll('\\', '/').replace(/^.*?(?=node_modules\/|packages\/|apps\/)/, '');
    const rule = FORBIDDEN.find(({ test }) => test.test(module));
    if (rule) problems.push(`${file} has ${module}: ${rule.why}`);
  }
}
if (maps === 0) problems.push('no sourcemaps: the check reads which modules each chunk holds from them');
const kb = bytes / 1024;
if (kb > BUDGET_KB) {
  problems.push(`${kb.toFixed(1)} KB gz, over the budget of ${BUDGET_KB} KB (${[...files].join(', ')})`);
}
if (problems.length > 0) {
  console.error(`check-first-load: the code every public page loads first\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`check-first-load: every public page's first ${files.size} chunks, ${kb.toFixed(1)} KB gz`);
