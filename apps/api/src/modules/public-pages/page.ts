import type { LcpImage, RenderedPublicPage } from '@canvas/shared';
import { escapeHtml } from '../../lib/html';
import { TEMPLATE_MARKERS } from './bundle';

/** The page's largest picture, fetched with the HTML's first bytes rather than once the markup reaches it. */
export function lcpPreload(image: LcpImage | null): string {
  if (!image) return '';
  const attributes = [
    `href="${escapeHtml(image.href)}"`,
    ...(image.srcSet ? [`imagesrcset="${escapeHtml(image.srcSet)}"`] : []),
    ...(image.sizes ? [`imagesizes="${escapeHtml(image.sizes)}"`] : []),
  ];
  return `\n    <link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`;
}

/**
 * A page: its template with the page's head (already escaped), its markup and its path put in.
 * The path goes in first and user text last, so nothing a user wrote can be taken for a marker
 * (their text is escaped anyway: no '<' reaches the page unescaped).
 */
export function fillTemplate(
  template: string,
  page: Pick<RenderedPublicPage, 'html' | 'lcpImage'>,
  head: string,
  pathname: string,
): string {
  return template
    .replace(
      `data-prerendered="${TEMPLATE_MARKERS.path}"`,
      () => `data-prerendered="${escapeHtml(pathname)}"`,
    )
    .replace(TEMPLATE_MARKERS.head, () => `${head}${lcpPreload(page.lcpImage)}`)
    .replace(TEMPLATE_MARKERS.root, () => page.html);
}

/** The head of a page with no share meta of its own (the not-found page). */
export function plainHead(page: Pick<RenderedPublicPage, 'title' | 'description'>): string {
  return [
    // A page that names itself nothing still gets the site's name in its tab.
    `<title>${escapeHtml(page.title || 'Canvas')}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  ].join('\n    ');
}
