import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRenderNeutralQuery } from '@canvas/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from './read-cache';

/** Paths the React app never owns: unknown ones answer the API's JSON 404. */
const SERVER_PREFIXES = ['/api/', '/media/'];

function isFile(file: string): boolean {
  try {
    // No exception for a missing file: most page requests are paths that are not files.
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** A compression the client accepts and a rendered page can be sent in. */
export type PageEncoding = 'br' | 'gzip';

/** A page rendered for its request: a public canvas or opportunity, or their not-found page (404). */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** A strong validator of `html` (a repeat visit with it is a 304). */
  etag?: string;
  /** `html` compressed, kept by the renderer with its cached page (never compressed per request). */
  encoded?: (encoding: PageEncoding) => Buffer;
}

/**
 * A page's own version of index.html (a public canvas with its share meta, or the page rendered on
 * the server, docs/decisions/035), or null for the plain one. Given the request's path
 * (URL-encoded, no query), the built index.html and the query string (without its '?').
 */
export type PageRenderer = (
  pathname: string,
  indexHtml: string,
  search: string,
) => Promise<string | RenderedPage | null>;

/** Paths under a dot-folder (.vite's manifest, .ssr's server bundle and templates) are never files to serve. */
function isDotPath(pathname: string): boolean {
  return pathname.split(/[\\/]/).some((part) => part.startsWith('.'));
}

function encodingFor(request: FastifyRequest): PageEncoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A rendered page with its validator: 304 when the reader's copy is current, else in the encoding accepted. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  const encoding = page.encoded ? encodingFor(request) : null;
  if (page.encoded) reply.header('Vary', 'Accept-Encoding');
  if (page.etag && page.status === 200) {
    // Each encoding is its own representation, with its own strong validator.
    const etag = encoding ? `${page.etag.slice(0, -1)}.${encoding}"` : page.etag;
    reply.header('ETag', etag);
    if (isNotModified(request, { etag, lastModified: null })) return reply.code(304).send();
  }
  reply.code(page.status);
  if (!encoding || !page.encoded) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page.encoded(encoding));
}

/**
 * Serves the built React app. Hashed assets are cached for a year; index.html is revalidated so a
 * deploy is picked up at once. Paths that match no file get index.html (client-side routes).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  renderPage?: PageRenderer,
): Promise<boolean> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  // Re-read only when the build replaced it, so a rendered page never points at old asset names.
  const indexFile = path.join(distDir, 'index.html');
  let index = { mtimeMs: -1, html: '' };
  const readIndex = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    // Serve <file>.br / <file>.gz written next to the file by the build, when the client accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  /**
   * The build renders some public pages into HTML (dist/prerendered/, docs/decisions/012): served
   * for their exact path when the query cannot change what they show, so the first paint needs no
   * script. The app hydrates that markup (apps/web/src/app/start.tsx applies the same rule).
   */
  const prerendered = (pathname: string, search: string): string | null => {
    if (!isRenderNeutralQuery(search)) return null;
    const name = pathname === '/' ? 'index' : pathname.slice(1);
    if (!/^[a-z0-9-]+$/.test(name) || pathname === '/index') return null;
    const file = path.join('prerendered', `${name}.html`);
    return isFile(path.join(distDir, file)) ? file : null;
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', search = ''] = request.url.split('?', 2);
    const pathname = decodeURIComponent(rawPath);
    const page = prerendered(pathname, search);
    if (page) return reply.header('Cache-Control', 'no-cache').sendFile(page);
    if (pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.callNotFound();
    }
    const file = path.join(distDir, path.normalize(pathname));
    if (file.startsWith(distDir + path.sep) && !isDotPath(path.relative(distDir, file)) && isFile(file)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    // The raw (still encoded) path: the renderer decodes its own parameters once.
    const rendered = renderPage ? await renderPage(rawPath, readIndex(), search) : null;
    if (rendered === null) return sendIndex(reply);
    return sendRendered(
      request,
      reply,
      typeof rendered === 'string' ? { status: 200, html: rendered } : rendered,
    );
  };
  app.get('/', { schema: { hide: true } }, servePage);
  app.get('/*', { schema: { hide: true } }, servePage);
  return true;
}
