import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PUBLIC_PAGE_TEMPLATES,
  type PublicPageInput,
  type PublicPageTemplate,
  type RenderedPublicPage,
} from '@canvas/shared';

/*
 * The contract with the web's server bundle is in @canvas/shared (public-pages.ts); the template
 * markers are those of apps/web/scripts/prerender.mjs.
 */

/** Where a template takes the page's head (title, share meta, preload), its markup and its path. */
export const TEMPLATE_MARKERS = {
  head: '<!--ssr-head-->',
  root: '<!--ssr-root-->',
  path: '__SSR_PATH__',
} as const;

/** What renders the public pages: the web build's server bundle in production, a stand-in in tests. */
export interface PublicPageBundle {
  /** Names the build: pages rendered by another build are another cache entry. */
  buildId: string;
  templates: Record<PublicPageTemplate, string>;
  renderPublicPage(input: PublicPageInput): Promise<RenderedPublicPage>;
}

/** The current bundle, or null when there is none (a build without .ssr/, development). */
export type PublicPageBundleSource = () => Promise<PublicPageBundle | null>;

interface ServerModule {
  renderPublicPage?: unknown;
}

async function loadBundle(ssrDir: string, buildId: string): Promise<PublicPageBundle> {
  // Each build's bundle has a folder of its own (.ssr/<build id>/), so a new build is new modules.
  // Never a query string on the entry's URL instead: its chunks import the entry back by its plain
  // URL, which would load a second copy (another React, other contexts) and draw empty pages.
  if (!/^[\w-]+$/.test(buildId)) throw new Error(`${ssrDir}/build-id is not a build id`);
  const url = pathToFileURL(path.join(ssrDir, buildId, 'entry-server.js')).href;
  const server = (await import(url)) as ServerModule;
  const render = server.renderPublicPage;
  if (typeof render !== 'function') throw new Error(`${url} exports no renderPublicPage`);
  const templates = {} as Record<PublicPageTemplate, string>;
  for (const name of PUBLIC_PAGE_TEMPLATES) {
    const html = readFileSync(path.join(ssrDir, 'templates', `${name}.html`), 'utf8');
    for (const marker of Object.values(TEMPLATE_MARKERS)) {
      if (!html.includes(marker)) throw new Error(`${ssrDir}/templates/${name}.html has no ${marker}`);
    }
    templates[name] = html;
  }
  return {
    buildId,
    templates,
    renderPublicPage: (input) => render(input) as Promise<RenderedPublicPage>,
  };
}

/** How often the build id's file is looked at: a deploy that replaces the build is seen that fast. */
const RECHECK_MS = 1_000;

/**
 * The server bundle the web build left in `<distDir>/.ssr/` (apps/web/scripts/prerender.mjs),
 * loaded on first use and again when a new build replaces it (its build id changes). No bundle
 * (or one that fails to load): null, and the pages are the app shell with their share meta as before.
 */
export function ssrBundleSource(
  distDir: string | null,
  { onLoadError, now = Date.now }: { onLoadError: (error: unknown) => void; now?: () => number },
): PublicPageBundleSource {
  if (!distDir) return async () => null;
  const ssrDir = path.join(distDir, '.ssr');
  const idFile = path.join(ssrDir, 'build-id');
  let current: { id: string; mtimeMs: number; bundle: Promise<PublicPageBundle | null> } | null = null;
  let checkedAt = -Infinity;
  return async () => {
    // Between looks, the bundle last found (or none): a page request costs no file system call.
    if (now() - checkedAt < RECHECK_MS) return current ? current.bundle : null;
    checkedAt = now();
    let mtimeMs: number;
    try {
      mtimeMs = statSync(idFile).mtimeMs;
    } catch {
      current = null;
      return null;
    }
    if (current?.mtimeMs === mtimeMs) return current.bundle;
    const id = readFileSync(idFile, 'utf8').trim();
    if (current?.id === id) {
      current.mtimeMs = mtimeMs;
      return current.bundle;
    }
    // A bundle that fails to load is reported once; its build is served as the app shell.
    const bundle = loadBundle(ssrDir, id).catch((error: unknown) => {
      onLoadError(error);
      return null;
    });
    current = { id, mtimeMs, bundle };
    return bundle;
  };
}
