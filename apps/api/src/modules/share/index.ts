import type { AppDeps } from '../../lib/deps';
import type { PageRenderer } from '../../lib/web-app';
import { injectPageMeta } from './page-meta';
import { pageMetaForPath } from './service';

export { type PageMeta, pageHeadTags } from './page-meta';
export { canvasPageMeta, opportunityPageMetaOf } from './service';

/**
 * Server-side heads for shared links and crawlers: page requests for a public canvas or
 * opportunity get its title, description, Open Graph image and JSON-LD in the SPA's index.html
 * (link previews run no JavaScript).
 */
export function sharePageRenderer(
  deps: Pick<AppDeps, 'database' | 'storage' | 'email' | 'config'>,
): PageRenderer {
  const pageDeps = {
    db: deps.database.db,
    storage: deps.storage,
    email: deps.email,
    publicUrl: deps.config.publicUrl,
    supportEmail: deps.config.supportEmail,
  };
  return async (pathname, indexHtml) => {
    const meta = await pageMetaForPath(pageDeps, pathname);
    return meta ? injectPageMeta(indexHtml, meta) : null;
  };
}
