import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths the React app never owns: unknown ones answer the API's JSON 404. */
const SERVER_PREFIXES = ['/api/', '/media/'];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A page's own version of index.html (a public canvas with its share meta), or null for the plain
 * one. Given the request's path (URL-encoded, no query) and the built index.html.
 */
export type PageRenderer = (pathname: string, indexHtml: string) => Promise<string | null>;

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
  // The build also writes prerendered public pages (dist/prerendered/); they are not served yet:
  // forms on them can be used before hydration and lose input (docs/decisions/006).
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.callNotFound();
    }
    const file = path.join(distDir, path.normalize(pathname));
    if (file.startsWith(distDir + path.sep) && isFile(file)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    // The raw (still encoded) path: the renderer decodes its own parameters once.
    const page = renderPage ? await renderPage(request.url.split('?')[0] ?? '/', readIndex()) : null;
    if (page !== null)
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return sendIndex(reply);
  });
  return true;
}
