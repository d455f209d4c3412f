import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';

// A built web app in miniature: the shell and two prerendered pages (apps/web/scripts/prerender.mjs).
const distDir = mkdtempSync(path.join(tmpdir(), 'canvas-web-app-'));
writeFileSync(path.join(distDir, 'index.html'), '<html><body><div id="root"></div>shell</body></html>');
mkdirSync(path.join(distDir, 'prerendered'));
writeFileSync(path.join(distDir, 'prerendered', 'index.html'), '<html><body>prerendered home</body></html>');
writeFileSync(
  path.join(distDir, 'prerendered', 'contact-us.html'),
  '<html><body>prerendered contact</body></html>',
);
// What the build keeps for the server only (the server bundle and templates, the build manifest).
mkdirSync(path.join(distDir, '.ssr', 'templates'), { recursive: true });
writeFileSync(path.join(distDir, '.ssr', 'entry-server.js'), 'export const secret = "server bundle";');
writeFileSync(path.join(distDir, '.ssr', 'templates', 'not-found.html'), 'server template');
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"server":"manifest"}');
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg></svg>');

const t = useTestApp({ WEB_DIST_DIR: distDir });

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

describe('web app pages (docs/decisions/012)', () => {
  it('serves a prerendered page at its exact path', async () => {
    expect(await page('/')).toContain('prerendered home');
    expect(await page('/contact-us')).toContain('prerendered contact');
  });

  it('serves it with campaign tracking in the query, which does not change the page', async () => {
    expect(await page('/contact-us?source=expo&rep=jd&utm_campaign=fall')).toContain('prerendered contact');
  });

  it('answers the app shell when the query may change the page', async () => {
    expect(await page('/contact-us?mode=biz')).toContain('shell');
    expect(await page('/?prefilled=a%40b.com')).toContain('shell');
  });

  it('answers the app shell for every other page, and never serves a prerendered file by its own name', async () => {
    expect(await page('/sign-in')).toContain('shell');
    expect(await page('/index')).toContain('shell');
    expect(await page('/contact-us/')).toContain('shell');
    expect(await page('/prerendered/contact-us')).toContain('shell');
  });

  it('never serves a file under a dot-folder (.ssr, .vite), however the path is spelled', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('<svg></svg>');
    for (const url of [
      '/.ssr/entry-server.js',
      '/.ssr/templates/not-found.html',
      '/.vite/manifest.json',
      '/%2Essr/entry-server.js',
      '/assets/../.ssr/entry-server.js',
    ]) {
      const body = await page(url);
      expect(body, url).toContain('shell');
      expect(body, url).not.toMatch(/server bundle|server template|manifest/);
    }
  });
});
