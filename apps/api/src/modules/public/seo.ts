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

/** sitemap.xml of the public pages, with absolute URLs on PUBLIC_URL. */
export function sitemapXml(publicUrl: string, extraPaths: readonly string[] = []): string {
  const urls = [...SITEMAP_PATHS, ...extraPaths].map(
    (path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
