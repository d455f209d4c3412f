import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_TEMPLATES } from '@canvas/shared';
import { TEMPLATE_MARKERS } from './bundle';

/** Test helpers of the public pages: a web build with a stand-in server bundle. */

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Canvas — portfolios and careers for beauty pros</title>
    <meta name="description" content="The default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for the web's server bundle (apps/web/src/entry-server.tsx), so the module's logic is
 * tested without a web build: it writes everything it was given into the page (HTML-escaped JSON),
 * so a test sees exactly what a page was rendered from. A canvas named 'Breaks On Render' throws.
 * Each render is counted in globalThis.publicPageRenders.
 */
const STAND_IN_BUNDLE = `
const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export const PUBLIC_PAGE_TEMPLATES = ${JSON.stringify(PUBLIC_PAGE_TEMPLATES)};
export async function renderPublicPage(input) {
  globalThis.publicPageRenders = (globalThis.publicPageRenders ?? 0) + 1;
  // Slow enough for requests that arrive together to overlap.
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (input.kind === 'not-found') {
    return {
      html: '<main data-page="not-found">This page is not here ' + escape(input.path) + '</main>',
      title: 'Not found',
      description: 'Nothing at this address.',
      template: 'not-found',
      lcpImage: null,
    };
  }
  if (input.kind === 'canvas' && input.canvas.introduction.name === 'Breaks On Render') throw new Error('render bug');
  const organization = input.kind === 'canvas' && (input.canvas.type === 'business' || input.canvas.type === 'school');
  return {
    html: '<main data-page="' + input.kind + '">' + escape(JSON.stringify(input)) + '</main>',
    title: 'Rendered title',
    description: 'Rendered description',
    template: input.kind === 'opportunity' ? 'opportunity' : organization ? 'canvas-org' : 'canvas-person',
    lcpImage: input.kind === 'canvas' ? { href: '/media/hero.webp', srcSet: '/media/hero-640.webp 640w', sizes: '100vw' } : null,
  };
}
`;

const templateHtml = (name: string) => `<!doctype html>
<html lang="en" data-first-screen>
  <head>
    <meta charset="UTF-8" />
    ${TEMPLATE_MARKERS.head}
    <meta name="test-template" content="${name}" />
    <style>.critical{color:red}</style>
  </head>
  <body><div id="root" data-prerendered="${TEMPLATE_MARKERS.path}">${TEMPLATE_MARKERS.root}</div></body>
</html>`;

/** A web build in a temporary folder: index.html, and with `bundle` a stand-in .ssr/ (and a .vite manifest). */
export function webBuild({ bundle = STAND_IN_BUNDLE as string | null, buildId = 'test-build' } = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'canvas-public-pages-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main.js"}}');
  if (bundle === null) return dist;
  const ssr = path.join(dist, '.ssr');
  mkdirSync(path.join(ssr, 'templates'), { recursive: true });
  mkdirSync(path.join(ssr, buildId));
  writeFileSync(path.join(ssr, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(ssr, buildId, 'entry-server.js'), bundle);
  for (const name of PUBLIC_PAGE_TEMPLATES) {
    writeFileSync(path.join(ssr, 'templates', `${name}.html`), templateHtml(name));
  }
  writeFileSync(path.join(ssr, 'build-id'), `${buildId}\n`);
  return dist;
}

/** Renders by the stand-in bundle so far (in this test process). */
export function renders(): number {
  return (globalThis as { publicPageRenders?: number }).publicPageRenders ?? 0;
}

/** The escaped JSON the stand-in bundle wrote: what the page was rendered from. */
export function renderedInput(html: string): unknown {
  const match = /<main data-page="[^"]+">([^<]*)<\/main>/.exec(html);
  if (!match?.[1]) return null;
  return JSON.parse(
    match[1].replace(
      /&(amp|lt|gt|quot);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '',
    ),
  );
}
