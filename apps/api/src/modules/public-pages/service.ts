import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type Canvas,
  canvasSchema,
  isRenderNeutralQuery,
  type Opportunity,
  opportunityListSchema,
  opportunitySchema,
  type PublicPageInput,
  type RenderedPublicPage,
} from '@canvas/shared';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { type CachedRead, etagOf, readCacheOf } from '../../lib/read-cache';
import type { PageEncoding, PageRenderer, RenderedPage } from '../../lib/web-app';
import { matchBadges } from '../badges/service';
import { PUBLIC_CANVAS_READS, readPublicCanvas } from '../canvases/public-read';
import {
  PUBLIC_OPPORTUNITY_READS,
  readPublicOpportunity,
  versionWithoutCounts,
} from '../opportunities/public-read';
import { listBelongTo } from '../opportunities/service';
import { canvasPageMeta, opportunityPageMetaOf, pageHeadTags } from '../share';
import type { PublicPageBundle, PublicPageBundleSource } from './bundle';
import { fillTemplate, plainHead } from './page';

/** The names of the rendered pages' caches (readCacheOf), beside the JSON ones of decision 034. */
export const CANVAS_PAGES = 'canvas-html';
export const OPPORTUNITY_PAGES = 'opportunity-html';
const NOT_FOUND_PAGES = 'not-found-html';
/** Rendered pages kept per cache (LRU). */
const PAGES_KEPT = 300;

/**
 * The pages rendered on request: their path must be exactly the page's, its reference plain
 * characters (what slugs and ids are made of), so the path is the same decoded or not and
 * needs no escaping wherever the page shows it. Any other spelling gets the app shell.
 */
const PUBLIC_PAGES = {
  canvas: /^\/canvas\/([\w.~-]{1,200})\/?$/,
  opportunity: /^\/opportunity-detail\/([\w.~-]{1,200})\/?$/,
} as const;
type PageKind = keyof typeof PUBLIC_PAGES;

function pageOf(pathname: string, search: string): { kind: PageKind; ref: string } | null {
  if (!isRenderNeutralQuery(search)) return null;
  for (const kind of ['canvas', 'opportunity'] as const) {
    const ref = PUBLIC_PAGES[kind].exec(pathname)?.[1];
    if (ref) return { kind, ref };
  }
  return null;
}

/** The not-found page is rendered once per build at this path, then given each request's own. */
const NOT_FOUND_PATH: Record<PageKind, string> = {
  canvas: '/canvas/__ssr_not_found__',
  opportunity: '/opportunity-detail/__ssr_not_found__',
};

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/**
 * What a page shows of a list of opportunities: all but their counts of views and applicants (only
 * the poster sees those): a view of one of a salon's opportunities does not draw its canvas again.
 */
const shownVersionOf = (list: readonly Opportunity[]) =>
  etagOf(JSON.stringify(list.map(({ viewCount: _views, applicants: _applicants, ...shown }) => shown)));

/** The answer a route's response schema gives a visitor: serialized as Fastify does, read back as the browser does. */
function visitorAnswer<T>(schema: z.ZodType, url: string) {
  const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  return {
    serialize: (value: T) => serialize(value),
    read: (body: string) => JSON.parse(body) as T,
  };
}

/** A rendered page kept compressed beside it, once, the first time a client asks for an encoding. */
function compressedOnce() {
  const encoded = new WeakMap<CachedRead, Partial<Record<PageEncoding, Buffer>>>();
  return (entry: CachedRead) => (encoding: PageEncoding) => {
    const known = encoded.get(entry) ?? {};
    encoded.set(entry, known);
    known[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              // Quality 9: within a point of 11's size in a fraction of its time (a miss waits for it).
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipSync(entry.body, { level: 9 });
    return known[encoding];
  };
}

export interface PublicPagesOptions {
  /** The web build's server bundle (ssrBundleSource), or a stand-in in tests. */
  bundle: PublicPageBundleSource;
  /** What every other page request gets, and these pages when they cannot be rendered: the shell with share meta. */
  fallback: PageRenderer;
  log: FastifyBaseLogger;
}

/**
 * Public canvas and opportunity pages as HTML with their content (issue 24, decision 035): the
 * visitor's answers read as GET /api/canvas/{ref} and /api/opportunity/{ref} read them (the same
 * caches and versions, decision 034), drawn by the web's server bundle into the page's template,
 * and kept per process by version and build. Missing, private, draft, deleted and expired ones are
 * the not-found page with a 404. Whoever asks gets the visitor's page: a member's own view is
 * drawn by the app in their browser.
 */
export function publicPageRenderer(
  deps: Pick<AppDeps, 'database' | 'storage' | 'email' | 'config'>,
  { bundle: bundleSource, fallback, log }: PublicPagesOptions,
): PageRenderer {
  const { database, storage, email, config } = deps;
  const readDeps = {
    db: database.db,
    storage,
    email,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  };
  const writeCount = database.writeCount;
  // The JSON caches are the routes' own: a page and its API answer are built once between them.
  const canvasReads = readCacheOf(deps, PUBLIC_CANVAS_READS, { writeCount });
  const opportunityReads = readCacheOf(deps, PUBLIC_OPPORTUNITY_READS, { writeCount });
  // A page is some 150 KB (its critical CSS, its markup) plus its compressed copies: fewer kept than
  // the JSON answers' 2,000, at most about 60 MB per cache.
  const canvasPages = readCacheOf(deps, CANVAS_PAGES, { writeCount, maxEntries: PAGES_KEPT });
  const opportunityPages = readCacheOf(deps, OPPORTUNITY_PAGES, { writeCount, maxEntries: PAGES_KEPT });
  const notFoundPages = readCacheOf(deps, NOT_FOUND_PAGES);
  const canvasAnswer = visitorAnswer<Canvas>(canvasSchema, '/api/canvas/:idOrSlug');
  const opportunityAnswer = visitorAnswer<Opportunity>(opportunitySchema, '/api/opportunity/:idOrSlug');
  const listAnswer = visitorAnswer<z.input<typeof opportunityListSchema>>(
    opportunityListSchema,
    '/api/opportunity/belongto/:canvasId',
  );
  const encodedOf = compressedOnce();
  const day = () => new Date().toISOString().slice(0, 10);

  const render = async (
    bundle: PublicPageBundle,
    input: PublicPageInput,
    head: (page: RenderedPublicPage) => string,
  ) => {
    const page = await bundle.renderPublicPage(input);
    return fillTemplate(bundle.templates[page.template], page, head(page), input.path);
  };

  const canvasPage = (bundle: PublicPageBundle, pathname: string, ref: string) =>
    // Keyed by the path as requested (it is in the page), looked up again only when the canvas
    // answer's version may have moved (decision 034), and each day (expiry shows without a write).
    canvasPages.readByRef(JSON.stringify({ pathname, day: day() }), async () => {
      const json = await readPublicCanvas(readDeps, canvasReads, ref, canvasAnswer.serialize);
      const canvas = canvasAnswer.read(json.body);
      const organization = canvas.type === 'business' || canvas.type === 'school';
      // A salon's or school's own opportunities are the answer of GET /api/opportunity/belongto/{id}.
      const list = organization ? listAnswer.serialize(await listBelongTo(readDeps, null, canvas.id)) : null;
      const opportunities = list ? opportunityListSchema.parse(JSON.parse(list)).list : [];
      // The awards' badges: what POST /api/badges/match answers the page for them (the canvas's
      // schema bounds its awards as the route's body does, so the route never refuses them). The
      // catalogue is code, but the version names the matches all the same (a map lookup per award),
      // so a page never outlives the badges it shows (decision 035).
      const badges = canvas.achievements.length > 0 ? matchBadges(canvas.achievements) : [];
      const badgesVersion = badges.length > 0 ? etagOf(JSON.stringify(badges)) : '';
      return {
        key: pathname,
        version: [
          bundle.buildId,
          json.version,
          json.etag,
          list ? shownVersionOf(opportunities) : '',
          badgesVersion,
        ].join(' '),
        build: async () => ({
          body: await render(
            bundle,
            { kind: 'canvas', path: pathname, canvas, opportunities, badges, origin: config.publicUrl },
            () => pageHeadTags(canvasPageMeta(canvas, config.publicUrl)),
          ),
          lastModified: null,
        }),
      };
    });

  const opportunityPage = (bundle: PublicPageBundle, pathname: string, ref: string) =>
    opportunityPages.readByRef(JSON.stringify({ pathname, day: day() }), async () => {
      const json = await readPublicOpportunity(readDeps, opportunityReads, ref, opportunityAnswer.serialize);
      const opportunity = opportunityAnswer.read(json.body);
      return {
        key: pathname,
        // The version covers the poster canvas's row too (its name, and whether its link is shown),
        // and not the counts (the page does not show them; the answer it carries may be behind on them).
        version: [bundle.buildId, versionWithoutCounts(json.version)].join(' '),
        build: async () => {
          const meta = await opportunityPageMetaOf(readDeps, opportunity);
          return {
            body: await render(bundle, { kind: 'opportunity', path: pathname, opportunity }, () =>
              pageHeadTags(meta),
            ),
            lastModified: null,
          };
        },
      };
    });

  /** The same for every missing page of a kind but for its path, which the page shows (its header's links). */
  const notFoundPage = async (bundle: PublicPageBundle, kind: PageKind, pathname: string) => {
    const path = NOT_FOUND_PATH[kind];
    const page = await notFoundPages.read(kind, bundle.buildId, async () => ({
      body: await render(bundle, { kind: 'not-found', path, what: kind }, plainHead),
      lastModified: null,
    }));
    return page.body.replaceAll(path, pathname);
  };

  return async (pathname, indexHtml, search) => {
    const page = pageOf(pathname, search);
    if (page) {
      try {
        const bundle = await bundleSource();
        if (bundle) return await renderedPage(bundle, page.kind, page.ref, pathname);
      } catch (error) {
        // A visitor never gets a failure page: the shell with its share meta, as before server rendering.
        log.error({ err: error, path: pathname }, 'public page: rendering failed, serving the app shell');
      }
    }
    return fallback(pathname, indexHtml, search);
  };

  async function renderedPage(
    bundle: PublicPageBundle,
    kind: PageKind,
    ref: string,
    pathname: string,
  ): Promise<RenderedPage> {
    try {
      const entry = await (kind === 'canvas' ? canvasPage : opportunityPage)(bundle, pathname, ref);
      return { status: 200, html: entry.body, etag: entry.etag, encoded: encodedOf(entry) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return { status: 404, html: await notFoundPage(bundle, kind, pathname) };
    }
  }
}
