import { escapeHtml } from '../../lib/html';
import { type JsonLd, scriptSafeJson } from './structured-data';

/** What a shared link's preview shows (Open Graph and Twitter cards) and the page's own head. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, when there is one. */
  image: string | null;
  imageAlt?: string;
  type?: 'profile' | 'website';
  /** schema.org structured data, written as a JSON-LD script. */
  jsonLd?: JsonLd;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Sanitized rich text (the opportunity description) as plain text for a description tag: tags
 * dropped, blocks and line breaks as spaces, entities decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li|\/h[1-6]|\/div|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#')) {
        const point =
          code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tags the SPA's index.html may already carry for the same purpose; they are replaced, not doubled. */
const REPLACED_META =
  /<meta\s[^>]*(?:name|property)\s*=\s*"(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi;
const TITLE = /<title>[\s\S]*?<\/title>/i;

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The page's share tags (all but the title): description, Open Graph, Twitter, canonical link, JSON-LD. */
function metaTags(meta: PageMeta): string[] {
  return [
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:site_name', 'Canvas'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.url),
    ...(meta.image
      ? [
          metaTag('property', 'og:image', meta.image),
          ...(meta.imageAlt ? [metaTag('property', 'og:image:alt', meta.imageAlt)] : []),
        ]
      : []),
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    ...(meta.image ? [metaTag('name', 'twitter:image', meta.image)] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`] : []),
  ];
}

const titleTag = (title: string) => `<title>${escapeHtml(title)}</title>`;

/**
 * The whole head a page's template leaves a place for (a page rendered on request, decision 035):
 * its title and the tags injectPageMeta adds, each value HTML-escaped.
 */
export function pageHeadTags(meta: PageMeta): string {
  return [titleTag(meta.title), ...metaTags(meta)].join('\n    ');
}

/**
 * The SPA's index.html with the page's title, description, Open Graph and Twitter tags (and its
 * JSON-LD), so link previews and crawlers (which may run no JavaScript) see the right page. Every
 * value is HTML-escaped; the JSON-LD is escaped so that nothing in it can close its script.
 */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = metaTags(meta);
  const title = titleTag(meta.title);
  const withoutOld = html.replace(REPLACED_META, '');
  const withTitle = TITLE.test(withoutOld) ? withoutOld.replace(TITLE, () => title) : withoutOld;
  const head = `${TITLE.test(withoutOld) ? '' : `${title}\n    `}${tags.join('\n    ')}\n  </head>`;
  // A function replacement: `$` sequences in user text must not be read as patterns.
  return withTitle.replace(/<\/head>/i, () => head);
}
