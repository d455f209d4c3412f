import { createContext, useContext, useEffect } from 'react';

interface PageMetaProps {
  title: string;
  description: string;
}

const SITE_NAME = 'Canvas';

/** What a page declares about itself, collected while it renders at build time (entry-server.tsx). */
export interface CollectedPageMeta {
  title?: string;
  description?: string;
  /** The picture the first screen is drawn around, which the server's page preloads. */
  lcpImage?: { href: string; srcSet?: string; sizes?: string };
}

/** Given only at build time: the prerendered HTML carries the page's title and description. */
export const PageMetaCollector = createContext<CollectedPageMeta | null>(null);

const withSiteName = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Title, description, Open Graph and Twitter card of the current page, for search engines and for
 * link previews when a page is shared. Renders nothing.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title: withSiteName(title), description });
  useEffect(() => {
    const fullTitle = withSiteName(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href.split('#')[0] ?? window.location.href);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
  return null;
}

/**
 * Names the picture a page's first screen is drawn around (its largest contentful paint), for the
 * page rendered on a server to preload it (issue 24). The first one named wins. Renders nothing.
 */
export function PageLcpImage({ href, srcSet, sizes }: NonNullable<CollectedPageMeta['lcpImage']>) {
  const collector = useContext(PageMetaCollector);
  if (collector && !collector.lcpImage) {
    collector.lcpImage = { href, ...(srcSet ? { srcSet } : {}), ...(srcSet && sizes ? { sizes } : {}) };
  }
  return null;
}
