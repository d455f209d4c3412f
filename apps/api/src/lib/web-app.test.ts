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
});
