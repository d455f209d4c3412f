import { SITEMAP_PATHS } from '@canvas/shared';
import { escapeHtml } from '../../lib/html';

/** robots.txt: everything public may be crawled; the API, account and admin areas may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /admin-',
    'Disallow: /sign-in',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemap URL: a path on PUBLIC_URL and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** How many more URLs fit beside the static pages and `used` others. */
export const sitemapRoom = (used: number) => Math.max(0, SITEMAP_URL_LIMIT - SITEMAP_PATHS.length - used);

/** sitemap.xml of the public pages, with absolute URLs on PUBLIC_URL. */
export function sitemapXml(publicUrl: string, extra: readonly (string | SitemapEntry)[] = []): string {
  const urls = [...SITEMAP_PATHS, ...extra].map((entry) => {
    const { path, lastmod } = typeof entry === 'string' ? { path: entry, lastmod: undefined } : entry;
    const loc = `<loc>${escapeHtml(`${publicUrl}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
