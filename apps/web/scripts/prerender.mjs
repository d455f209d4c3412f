// Renders the public pages listed in src/entry-server.tsx into HTML at build time, so a visitor's first
// paint needs no JavaScript (then only the page's islands are hydrated, see src/islands/). Runs after the client build:
//   node scripts/prerender.mjs [--outDir dist]
// Writes <outDir>/prerendered/<page>.html ('/' is index.html): the built index.html with the page's
// markup in #root and its route's stylesheets; dist/index.html stays the app shell (for every other
// path), with the app's code preloaded. Serving a page's file at its path (instead of index.html, for
// that exact path without a query string) is the API's job: apps/api/src/lib/web-app.ts.
// Pages rendered on request (public canvases and opportunities, docs/decisions/035) need the server
// bundle and a template per kind of page, with that kind's critical CSS: both are kept in
// <outDir>/.ssr/ (never served), which the API loads (apps/api/src/modules/public-pages/).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--outDir');
const outDir = path.resolve(webDir, outFlag >= 0 ? (process.argv[outFlag + 1] ?? 'dist') : 'dist');
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
/** The app's start-up module (loaded by main.tsx); it loads the rest of the app in stages. */
const START = 'src/app/start.tsx';
if (!existsSync(manifestFile))
  throw new Error(`prerender: ${manifestFile} is missing; build the client first`);

// The server bundle stays with the build: the API renders public pages with it on request. Every
// dependency is bundled in (one React, resolved here at build time), so it loads from wherever the
// build is put with a plain import(); CSS imports compile to class names only. It ends up in
// .ssr/<build id>/: a new build is a new path, so a running API loads it as new modules (a query
// string on the entry's URL would load the entry twice, as its chunks import it back).
const ssrDir = path.join(outDir, '.ssr');
const bundleDir = path.join(ssrDir, 'bundle');
await rm(ssrDir, { recursive: true, force: true });
await build({
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: bundleDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    // The favicon and the like are served from the client build.
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        'entry-server': path.join(webDir, 'src/entry-server.tsx'),
        // The sample pages (build time only): each template's critical CSS is picked from them.
        samples: path.join(webDir, 'src/ssr/samples.ts'),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
// The bundle is ES modules wherever the build is copied (no package.json above it says so).
await writeFile(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
const server = await import(pathToFileURL(path.join(bundleDir, 'entry-server.js')).href);
const { PUBLIC_PAGE_SAMPLES: samples = {} } = await import(
  pathToFileURL(path.join(bundleDir, 'samples.js')).href
);
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
// Without the shell's preloads (added below), so that running this twice gives the same files.
const template = (await readFile(path.join(outDir, 'index.html'), 'utf8')).replace(
  /\n *<link rel="modulepreload" crossorigin href="[^"]+" data-shell>/g,
  '',
);
const present = new Set([...template.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]));

/**
 * The stylesheets a page needs for its first paint, minus what index.html links: those of the app
 * shell (src/app/start.tsx, loaded by main.tsx) and of the page's route module, with their imports.
 */
const stylesheetsOf = (...keys) => {
  const css = new Set();
  const seen = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk) throw new Error(`prerender: ${id} is not in the build manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    // A chunk's imports first, as Vite links them when it loads the chunk: the cascade is the same.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  for (const key of keys) {
    visit(key);
    // start.tsx loads the app in stages (dynamic imports); their styles are part of every page.
    if (key === START) for (const stage of manifest[START].dynamicImports ?? []) visit(stage);
  }
  return [...css].filter((href) => !present.has(href));
};

// The app shell (index.html, every other page) needs the app's code at once: preload it. Prerendered
// pages do not (their code is fetched after the first paint), so they are made from the template first.
const shellScripts = [];
const collect = (id) => {
  const chunk = manifest[id];
  if (!chunk) throw new Error(`prerender: ${id} is not in the build manifest`);
  if (shellScripts.includes(`/${chunk.file}`)) return;
  shellScripts.push(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(START);
for (const stage of manifest[START].dynamicImports ?? []) collect(stage);
const preloads = shellScripts
  .filter((href) => !present.has(href))
  .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}" data-shell>`);
await writeFile(
  path.join(outDir, 'index.html'),
  template.replace('\n  </head>', `${preloads.join('')}\n  </head>`),
);

// A page's first paint needs only the CSS rules its markup uses: they are inlined. The whole
// stylesheet (the islands' other states: drawer, errors, featured tiles) is left in an inert
// <template> that src/lib/deferred-styles.ts puts in place when it is needed (the CSP allows no
// inline handler, so not beasties' own onload switch); its <noscript> link serves no-JS visitors.
/**
 * Beasties keeps a rule when its selector, without pseudo-classes, matches the page's markup. Its
 * islands change attributes as they come to life and when used (Mantine's data-active, data-
 * expanded, aria-invalid...), so attribute tests are left out of that match too: every state of an
 * element on the page keeps its rules, and hydrating moves nothing.
 */
class StatefulBeasties extends Beasties {
  /** The page's <html> tag: the state of the document itself (its colour scheme). */
  rootTag = '';

  process(html) {
    this.rootTag = /<html[^>]*>/i.exec(html)?.[0] ?? '';
    return super.process(html);
  }

  normalizeCssSelector(selector) {
    // A rule for the document's own state (`:root[data-mantine-color-scheme=light]`, the colour
    // scheme's variables) is tested on its <html> tag: beasties matches inside the document only.
    const root = /^:root\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]$/.exec(selector);
    if (root) {
      const [, name, value] = root;
      return this.rootTag.includes(value === undefined ? ` ${name}` : ` ${name}="${value}"`) ? '*' : '';
    }
    const anyState = selector
      // An attribute test beside another part of the same compound: drop it ...
      .replace(/(?<=[\w\-)\]*])\[[^\]]*\]/g, '')
      // ... one standing alone matches any element.
      .replace(/\[[^\]]*\]/g, '*');
    return super.normalizeCssSelector(anyState);
  }
}
/**
 * Components draw parts of themselves only once mounted (a SegmentedControl's indicator) or used
 * (a mode's other copy), which no selector match on the prerendered markup can foresee. So the
 * page keeps every rule of each component it shows: the classes of a Mantine component's
 * stylesheet, or of one of our CSS modules (the hash in `_name_hash_n`), go together.
 */
const mantineStyles = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'));
const classGroups = new Map();
for (const file of await readdir(mantineStyles)) {
  if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
  const css = await readFile(path.join(mantineStyles, file), 'utf8');
  const classes = new Set([...css.matchAll(/\.(m_[0-9a-f]+)/g)].map((match) => match[1]));
  for (const name of classes) classGroups.set(name, classes);
}
const moduleOf = (name) => /^_[\w-]+?_([a-z0-9]{5})_\d+$/i.exec(name)?.[1] ?? null;
const stylesheetHref = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(template)?.[1];
if (!stylesheetHref) throw new Error('prerender: index.html links no stylesheet');
const stylesheet = await readFile(path.join(outDir, stylesheetHref), 'utf8');
// A CSS module reached through another's `composes: x from '...'` is compiled by postcss-modules
// without the project's PostCSS plugins: its rem() and @mixin stay raw, and the browser drops
// the rules after them (a page lost its hero's background that way). Compose within one file.
const unprocessed = /@mixin\b|[\s:,(]rem\(/.exec(stylesheet);
if (unprocessed) {
  const around = stylesheet.slice(Math.max(0, unprocessed.index - 120), unprocessed.index + 40);
  throw new Error(`prerender: the stylesheet holds CSS that PostCSS did not process: …${around}…`);
}
const moduleClasses = new Map();
for (const [, name] of stylesheet.matchAll(/\.(_[\w-]+?_[a-z0-9]{5}_\d+)/gi)) {
  const module = moduleOf(name);
  if (!moduleClasses.has(module)) moduleClasses.set(module, new Set());
  moduleClasses.get(module).add(name);
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A rule of any component whose class is in `html` (a RegExp for beasties' allowRules). */
const componentRules = (html) => {
  const used = new Set();
  for (const [, names] of html.matchAll(/class="([^"]*)"/g))
    for (const name of names.split(/\s+/)) used.add(name);
  const allowed = new Set();
  for (const name of used) {
    for (const member of classGroups.get(name) ?? []) allowed.add(member);
    for (const member of moduleClasses.get(moduleOf(name)) ?? []) allowed.add(member);
  }
  if (allowed.size === 0) return [];
  return [new RegExp(`\\.(?:${[...allowed].map(escapeRegExp).join('|')})(?![\\w-])`)];
};
const beastiesOptions = {
  path: outDir,
  publicPath: '/',
  preload: 'media',
  noscriptFallback: true,
  // The theme names its fonts through CSS variables, which beasties cannot follow: the
  // @font-face rules are added below instead.
  fonts: false,
  keyframes: 'critical',
  reduceInlineStyles: false,
  logLevel: 'warn',
};
// Every @font-face of the stylesheet (their unicode-range keeps the browser to the subsets a page uses).
const DEFERRED_FONTS_ATTRIBUTE = 'data-deferred-fonts';
// The metric-matched local stand-ins (src/app/font-fallbacks.css) are what the first paint uses:
// they are inlined with it; the web fonts' faces wait in the deferred sheet.
const allFontFaces = stylesheet.match(/@font-face\{[^}]*\}/g) ?? [];
const isFallback = (face) => /font-family:\s*["']?[\w ]+ Fallback["']?[;}]/.test(face);
const fallbackFaces = allFontFaces.filter(isFallback).join('');
const fontFaces = allFontFaces.filter((face) => !isFallback(face)).join('');
if (!fontFaces) throw new Error('prerender: the stylesheet has no @font-face');
if (!fallbackFaces)
  throw new Error('prerender: the stylesheet has no fallback @font-face (font-fallbacks.css)');
const DEFERRED_BY_BEASTIES = /<link ([^>]*) media="print" onload="this\.media='all'">/g;
const inlineCriticalCss = async (html) => {
  const beasties = new StatefulBeasties({ ...beastiesOptions, allowRules: componentRules(html) });
  const processed = await beasties.process(html);
  const deferred = processed.replaceAll(
    DEFERRED_BY_BEASTIES,
    (_, attributes) => `<template data-deferred-style><link ${attributes}></template>`,
  );
  if (deferred === processed || !processed.includes('<noscript>') || !processed.includes('<style>'))
    throw new Error('prerender: beasties deferred no stylesheet (its output changed?)');
  // The fonts come right after the first paint (src/lib/deferred-styles.ts switches this sheet on
  // as the page's script starts), so they do not compete with the page itself for the network.
  return deferred.replace(
    '</head>',
    () =>
      `<style>${fallbackFaces}</style>\n    <style media="print" ${DEFERRED_FONTS_ATTRIBUTE}>${fontFaces}</style>\n  </head>`,
  );
};

await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
for (const page of server.PRERENDERED_PAGES) {
  const { html: markup, meta } = await server.render(page.path);
  if (!meta.title || !meta.description) throw new Error(`prerender: ${page.path} renders no <PageMeta>`);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const css = stylesheetsOf(START, page.module);
  // Only the stylesheets: the page's code is fetched after its first paint (src/main.tsx).
  const head = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('\n    ');
  const html = template
    // data-first-screen: until the page has started, only its first screen is laid out
    // (src/lib/first-screen.ts).
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light" data-first-screen>')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    // Static HTML: only its islands are hydrated (src/islands/start.tsx), each waiting in its own
    // container until then (a disabled fieldset when it has controls).
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${page.path}">${markup}</div>`);
  if (!html.includes('data-prerendered'))
    throw new Error('prerender: index.html has no <div id="root"></div>');
  if (!html.includes(`<title>${title}</title>`) || !html.includes(`content="${description}" />`))
    throw new Error('prerender: index.html has no <title> or description to replace');
  const name = page.path === '/' ? 'index' : page.path.slice(1);
  const finished = await inlineCriticalCss(html);
  await writeFile(path.join(outDir, 'prerendered', `${name}.html`), finished);
  console.info(`prerendered ${page.path} (${Math.round(finished.length / 1024)} KB)`);
}

// One template per kind of page rendered on request (docs/decisions/035): the CSS its first paint
// uses is picked here, from sample pages covering every section and state a visitor can see, by
// the same pass as the pages above. At run time the API only puts in the page's markup, its path
// (what the islands' start compares with location.pathname) and its head (title, share meta,
// JSON-LD, the preload of its largest picture), at these markers.
const SSR_HEAD = '<!--ssr-head-->';
const SSR_ROOT = '<!--ssr-root-->';
const SSR_PATH = '__SSR_PATH__';
/** The route modules that draw each template's pages (their stylesheets). */
const TEMPLATE_MODULES = {
  'canvas-person': ['src/app/routes/canvas-public.tsx'],
  'canvas-org': ['src/app/routes/canvas-public.tsx'],
  opportunity: ['src/app/routes/opportunity-detail.tsx'],
  'not-found': ['src/app/routes/canvas-public.tsx', 'src/app/routes/opportunity-detail.tsx'],
};
const templatesDir = path.join(ssrDir, 'templates');
await mkdir(templatesDir, { recursive: true });
for (const name of server.PUBLIC_PAGE_TEMPLATES) {
  const modules = TEMPLATE_MODULES[name];
  if (!modules) throw new Error(`prerender: no route module for the template ${name}`);
  const markups = [];
  for (const input of samples[name] ?? []) {
    const page = await server.renderPublicPage(input);
    if (page.template !== name) throw new Error(`prerender: a ${name} sample renders as ${page.template}`);
    markups.push(page.html);
  }
  const css = stylesheetsOf(START, ...modules);
  const html = template
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light" data-first-screen>')
    .replace(/<title>[^<]*<\/title>/, () => SSR_HEAD)
    .replace(/\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace(
      '</head>',
      `${css.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `).join('')}</head>`,
    )
    // All the samples at once: every rule any of them uses is kept. They are cut out below.
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${SSR_PATH}"><!--ssr-samples-->${markups.join('')}<!--/ssr-samples--></div>`,
    );
  const finished = (await inlineCriticalCss(html)).replace(
    /<!--ssr-samples-->[\s\S]*<!--\/ssr-samples-->/,
    () => SSR_ROOT,
  );
  for (const marker of [SSR_HEAD, SSR_ROOT, `data-prerendered="${SSR_PATH}"`]) {
    if (finished.split(marker).length !== 2)
      throw new Error(`prerender: the ${name} template must hold ${marker} once`);
  }
  await writeFile(path.join(templatesDir, `${name}.html`), finished);
  console.info(`template ${name} (${markups.length} samples, ${Math.round(finished.length / 1024)} KB)`);
}
// Names this build's pages: the API keys the pages it rendered with it, so a new build renders anew.
const buildHash = createHash('sha1');
for (const file of (await readdir(ssrDir, { recursive: true })).sort()) {
  if (!/\.(js|html)$/.test(file)) continue;
  buildHash.update(file).update(await readFile(path.join(ssrDir, file)));
}
const buildId = buildHash.digest('hex').slice(0, 16);
await rename(bundleDir, path.join(ssrDir, buildId));
await writeFile(path.join(ssrDir, 'build-id'), `${buildId}\n`);
