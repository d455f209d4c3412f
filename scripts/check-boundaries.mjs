// The layer rules of apps/web/src and apps/api/src, checked on every `npm run lint`. Biome's
// noRestrictedImports sees only specifier strings, and a relative import (`../../media/...`) crosses a
// feature without naming it, so this script resolves every specifier to a file and judges the pair.
// Dependency-free and regex-based: fast enough to run on each lint (a few hundred files in ~100 ms).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '.d.ts', '/index.ts', '/index.tsx', '/index.mjs'];

/** Every layer of apps/web/src; a new top-level folder must be placed here first. */
const WEB_LAYERS = new Set(['app', 'islands', 'ssr', 'features', 'components', 'api', 'lib', 'testing']);

/**
 * @typedef {{ file: string, line: number, specifier: string, rule: string }} Violation
 * @typedef {{ specifier: string, line: number }} ImportRef
 */

/**
 * Replaces comments with spaces (newlines kept, so offsets still give line numbers) and leaves strings,
 * template literals and regex literals as they are: an import named in a comment is not an import.
 * @param {string} text
 */
export function stripComments(text) {
  let out = '';
  let i = 0;
  /** Last significant character outside comments: decides whether `/` opens a regex literal. */
  let previous = '';
  /** Brace depth of each open `${` of a template literal, innermost last. */
  const templateDepths = [];
  let braceDepth = 0;
  const blank = (chunk) => chunk.replace(/[^\n]/g, ' ');

  const readQuoted = (quote) => {
    let j = i + 1;
    while (j < text.length && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  /** Reads template text from i (just after ` or }) to the closing ` or an opening ${. */
  const readTemplate = () => {
    let j = i;
    while (j < text.length) {
      if (text[j] === '\\') j += 2;
      else if (text[j] === '`') return { end: j + 1, opensExpression: false };
      else if (text[j] === '$' && text[j + 1] === '{') return { end: j + 2, opensExpression: true };
      else j += 1;
    }
    return { end: j, opensExpression: false };
  };
  const readRegex = () => {
    let j = i + 1;
    let inClass = false;
    while (j < text.length && text[j] !== '\n') {
      if (text[j] === '\\') j += 2;
      else {
        if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        else if (text[j] === '/' && !inClass) break;
        j += 1;
      }
    }
    j += 1;
    while (j < text.length && /[a-z]/i.test(text[j])) j += 1;
    return j;
  };

  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (char === "'" || char === '"') {
      const end = readQuoted(char);
      out += text.slice(i, end);
      i = end;
      previous = char;
    } else if (char === '`' || (char === '}' && templateDepths.at(-1) === braceDepth)) {
      if (char === '}') templateDepths.pop();
      const start = i;
      i += 1;
      const { end, opensExpression } = readTemplate();
      if (opensExpression) templateDepths.push(braceDepth);
      out += text.slice(start, end);
      i = end;
      previous = '`';
    } else if (char === '/' && (previous === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      const end = readRegex();
      out += text.slice(i, end);
      i = end;
      previous = '/';
    } else {
      if (char === '{') braceDepth += 1;
      else if (char === '}') braceDepth -= 1;
      if (!/\s/.test(char)) previous = char;
      out += char;
      i += 1;
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  // import x from '…', import { a } from '…', import * as x from '…', export { a } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?(?:(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)|[\w$]+)\s*from\s*(['"])([^'"\n]+)\1/g,
  // import '…' (side effects only)
  /\bimport\s*(['"])([^'"\n]+)\1/g,
  // import('…') and typeof import('…')
  /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  // Vitest's module mocks name a module too, and silently mock nothing once it moves.
  /\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*(['"])([^'"\n]+)\1/g,
];

/**
 * The module specifiers a source file names, with their line numbers.
 * @param {string} text
 * @returns {ImportRef[]}
 */
export function extractImports(text) {
  const code = stripComments(text);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  /** @type {Map<number, ImportRef>} keyed by offset, as one import can match two patterns */
  const found = new Map();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      const offset = match.index + match[0].lastIndexOf(specifier);
      found.set(offset, { specifier, line: lineOf(offset) });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, ref]) => ref);
}

/** @param {string} dir @returns {string[]} */
function listSources(dir) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'dist' || entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/** @param {string} candidate */
function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a local specifier names, or undefined when it names none; `null` for packages.
 * @param {string} specifier @param {string} fromFile @param {string | undefined} aliasRoot
 */
function resolveSpecifier(specifier, fromFile, aliasRoot) {
  const bare = specifier.replace(/[?#].*$/, '');
  let base;
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    base = path.resolve(path.dirname(fromFile), bare);
  } else if (aliasRoot && bare.startsWith('@/')) {
    base = path.join(aliasRoot, bare.slice(2));
  } else {
    return null;
  }
  for (const suffix of RESOLVE_SUFFIXES) if (isFile(base + suffix)) return base + suffix;
  // `./x.js` written for a `./x.ts` source (Node's ESM resolution)
  const withoutJs = base.replace(/\.m?js$/, '');
  if (withoutJs !== base)
    for (const suffix of ['.ts', '.tsx']) if (isFile(withoutJs + suffix)) return withoutJs + suffix;
  return undefined;
}

/** @param {string} relative path inside apps/web/src, with / separators */
function webLayer(relative) {
  const parts = relative.split('/');
  if (parts.length === 1) return { layer: 'entry' };
  const [top, second] = parts;
  if (top === 'features') return { layer: 'features', feature: parts.length > 2 ? second : undefined };
  return { layer: WEB_LAYERS.has(top) ? top : 'unknown', folder: top };
}

/** A test-only file: a test, or anything in a `testing/` folder. */
const isTestOnly = (relative) => TEST.test(relative) || relative.split('/').includes('testing');

/** @param {string} from @param {string} to */
function judgeWeb(from, to) {
  const source = webLayer(from);
  const target = webLayer(to);
  if (isTestOnly(to) && !isTestOnly(from)) return 'only tests import testing code';
  // Tests of every layer share the test kit (render, mock API, fixtures).
  if (target.layer === 'testing' && isTestOnly(from)) return null;
  if (['entry', 'app', 'islands', 'ssr'].includes(source.layer)) return null;
  if (source.layer === 'testing') return null;
  if (source.layer === 'unknown') return null; // reported once per file, see checkWeb
  if (source.layer === 'features') {
    if (target.layer === 'features') {
      return target.feature === source.feature
        ? null
        : `a feature never imports another feature (${target.feature})`;
    }
    if (['components', 'lib', 'api', 'testing'].includes(target.layer)) return null;
    return `a feature imports only its own files, components/, api/, lib/ and testing/ (not ${target.layer}/)`;
  }
  if (source.layer === 'components') {
    return ['components', 'lib', 'api'].includes(target.layer)
      ? null
      : `components/ imports only components/, api/ and lib/ (not ${target.layer}/)`;
  }
  if (source.layer === 'api') {
    return ['api', 'lib'].includes(target.layer)
      ? null
      : `api/ imports only api/ and lib/ (not ${target.layer}/)`;
  }
  if (source.layer === 'lib')
    return target.layer === 'lib' ? null : `lib/ imports only lib/ (not ${target.layer}/)`;
  return null;
}

/** @param {string} relative path inside apps/api/src */
function apiPlace(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'modules' && parts.length > 2) {
    const rest = parts.slice(2);
    const isQueries = rest[0] === 'queries' || rest[0] === 'queries.ts' || rest[0] === 'queries.mjs';
    return { layer: 'modules', module: parts[1], isQueries };
  }
  return { layer: parts.length === 1 ? 'entry' : parts[0] };
}

/** @param {string} from @param {string} to */
function judgeApi(from, to) {
  const source = apiPlace(from);
  const target = apiPlace(to);
  if (['adapters', 'db', 'lib'].includes(source.layer) && target.layer === 'modules') {
    return `${source.layer}/ never imports modules/`;
  }
  if (
    source.layer === 'modules' &&
    target.layer === 'modules' &&
    target.module !== source.module &&
    target.isQueries
  ) {
    return `a module never imports another module's queries (${target.module}); call its service`;
  }
  return null;
}

/** Finds the cycles among module folders (Tarjan), one concrete cycle per strongly connected group. */
function findModuleCycles(edges) {
  const nodes = [...edges.keys()].sort();
  let index = 0;
  const indexes = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  const connect = (node) => {
    indexes.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
      if (!indexes.has(next)) {
        connect(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indexes.get(next)));
      }
    }
    if (lowLinks.get(node) === indexes.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!indexes.has(node)) connect(node);

  // A shortest way back to the group's first module, through the group only.
  return groups.map((group) => {
    const members = new Set(group);
    const start = group[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    let closing = null;
    while (queue.length > 0 && !closing) {
      const node = queue.shift();
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (!members.has(next)) continue;
        if (next === start) {
          closing = node;
          break;
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const cycle = [];
    for (let node = closing; node !== null; node = previous.get(node)) cycle.unshift(node);
    return cycle;
  });
}

/**
 * Checks the layer rules of the web app and the API under `root`.
 * @param {{ root: string, webSrc?: string, apiSrc?: string }} options
 * @returns {Violation[]}
 */
export function checkBoundaries({ root, webSrc = 'apps/web/src', apiSrc = 'apps/api/src' }) {
  /** @type {Violation[]} */
  const violations = [];
  const webRoot = path.join(root, webSrc);
  const apiRoot = path.join(root, apiSrc);
  const toPosix = (file) => file.split(path.sep).join('/');
  const display = (file) => toPosix(path.relative(root, file));

  const eachImport = (srcRoot, aliasRoot, visit) => {
    for (const file of listSources(srcRoot)) {
      const from = toPosix(path.relative(srcRoot, file));
      visit.file?.(file, from);
      for (const ref of extractImports(readFileSync(file, 'utf8'))) {
        const resolved = resolveSpecifier(ref.specifier, file, aliasRoot);
        if (resolved === null) continue;
        const report = (rule) =>
          violations.push({ file: display(file), line: ref.line, specifier: ref.specifier, rule });
        if (resolved === undefined) {
          report('names no file');
          continue;
        }
        const to = toPosix(path.relative(srcRoot, resolved));
        if (to.startsWith('../')) continue; // outside this app: packages, config files
        visit.edge(file, from, to, ref, report);
      }
    }
  };

  eachImport(webRoot, webRoot, {
    file: (file, from) => {
      const place = webLayer(from);
      if (place.layer === 'unknown') {
        violations.push({
          file: display(file),
          line: 1,
          specifier: '',
          rule: `${place.folder}/ is not a layer of apps/web/src (see apps/web/src/README.md and scripts/check-boundaries.mjs)`,
        });
      }
    },
    edge: (_file, from, to, _ref, report) => {
      const rule = judgeWeb(from, to);
      if (rule) report(rule);
    },
  });

  /** module → imported module → the first import that makes the edge */
  const moduleEdges = new Map();
  eachImport(apiRoot, undefined, {
    edge: (file, from, to, ref, report) => {
      const rule = judgeApi(from, to);
      if (rule) report(rule);
      const source = apiPlace(from);
      const target = apiPlace(to);
      if (source.layer === 'modules' && target.layer === 'modules' && source.module !== target.module) {
        if (!moduleEdges.has(source.module)) moduleEdges.set(source.module, new Map());
        const targets = moduleEdges.get(source.module);
        if (!targets.has(target.module)) targets.set(target.module, { file: display(file), ...ref });
      }
    },
  });
  for (const cycle of findModuleCycles(moduleEdges)) {
    const steps = cycle.map((module, i) => {
      const next = cycle[(i + 1) % cycle.length];
      return { module, next, edge: moduleEdges.get(module).get(next) };
    });
    const path = [...cycle, cycle[0]].join(' → ');
    const via = steps.map(({ edge }) => `${edge.file}:${edge.line} imports ${edge.specifier}`).join('; ');
    const first = steps[0].edge;
    violations.push({
      file: first.file,
      line: first.line,
      specifier: first.specifier,
      rule: `import cycle between modules ${path} (${via})`,
    });
  }

  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** @param {Violation} violation */
export function formatViolation({ file, line, specifier, rule }) {
  return specifier ? `${file}:${line} imports ${specifier} — ${rule}` : `${file}:${line} — ${rule}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries({ root });
  if (violations.length > 0) {
    for (const violation of violations) console.error(formatViolation(violation));
    console.error(
      `\n${violations.length} boundary violation(s); the layers are described in apps/web/src/README.md.`,
    );
    process.exit(1);
  }
}
