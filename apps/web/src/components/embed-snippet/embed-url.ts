import { paths } from '@/lib/paths';

/**
 * A query flag is on when present with any value but 'false' or '0' (`?isEmbedded`, `=true`, `=1`),
 * as the opportunity page reads its flags. The API's security headers read `isEmbedded` the same way
 * (apps/api/src/lib/security.ts) to let other sites frame that page alone.
 */
export function isQueryFlagOn(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

/** Whether the page's query asks for the embedded view (no site header and footer). */
export function isEmbeddedQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return isQueryFlagOn(params.get('isEmbedded'));
}

/** Height of the embedded page: the title, apply buttons and the start of the description show. */
export const EMBED_HEIGHT = 900;

export interface EmbedOptions {
  /** 'Include Why Join Our Team': the company section shows in the embedded page. */
  includeCompany: boolean;
}

/**
 * The address the snippet frames: the opportunity's public page in its embedded mode with the
 * featured video autoplaying (muted). `origin` is where this app is served ("embed base URLs depend
 * on the host environment", spec 3), so a staging site's snippet points at staging.
 */
export function embedUrl(origin: string, slug: string, { includeCompany }: EmbedOptions): string {
  const href = paths.opportunityDetail.getHref(slug, {
    isEmbedded: true,
    autoplay: true,
    hideCompany: !includeCompany,
  });
  return `${origin}${href}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML a business pastes into its own site: a responsive iframe (full width, a fixed height),
 * titled for screen readers, loaded only when scrolled near, allowed to autoplay its video.
 */
export function embedSnippet(url: string, title: string): string {
  return [
    `<iframe src="${escapeAttribute(url)}"`,
    ` title="${escapeAttribute(title)}"`,
    ` width="100%" height="${EMBED_HEIGHT}"`,
    ' style="border:0;width:100%;max-width:100%;"',
    ' loading="lazy" allow="autoplay; fullscreen"></iframe>',
  ].join('');
}
