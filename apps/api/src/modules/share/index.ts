import type { AppDeps } from '../../lib/deps';
import type { PageRenderer } from '../../lib/web-app';
import { injectPageMeta } from './page-meta';
import { pageMetaForPath } from './service';

/**
 * Server-side heads for shared links: page requests for a public canvas get its title,
 * description and Open Graph image in the SPA's index.html (link previews run no JavaScript).
 */
export function sharePageRenderer(deps: Pick<AppDeps, 'database' | 'storage' | 'config'>): PageRenderer {
  const canvasDeps = { db: deps.database.db, storage: deps.storage, publicUrl: deps.config.publicUrl };
  return async (pathname, indexHtml) => {
    const meta = await pageMetaForPath(canvasDeps, pathname);
    return meta ? injectPageMeta(indexHtml, meta) : null;
  };
}
