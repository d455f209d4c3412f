import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify treats a bare number as "trust nobody", so a hop
 * count becomes a function trusting that many hops nearest the server; never `true`, with which a
 * client would choose its own IP (and per-IP limits) through X-Forwarded-For.
 */
export function trustProxyOption(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

/**
 * Security headers for every response. The CSP allows only our own scripts (no inline script);
 * styles may be inline because Mantine writes CSS variables at run time. HSTS is sent only over
 * https (behind a TLS-terminating proxy named by TRUST_PROXY), never on plain-http local installs.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (isEmbeddablePage(request.method, request.url)) allowFramingByAnyOrigin(reply);
  });
}

/** The web app's opportunity page in its embedded mode (spec 3 "Opportunity detail", ?isEmbedded). */
const EMBEDDABLE_PAGE = /^\/opportunity-detail\/[^/?#]+$/;
const isFlagOn = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * Whether a request asks for the one page other sites may put in an iframe: the embed snippet's
 * `/opportunity-detail/{slug}?isEmbedded=true` (components/embed-snippet in the web app). Every
 * other response, the same page without the flag included, keeps `frame-ancestors 'none'`, so the
 * owner's own view (Edit, Set as Private) cannot be framed and clickjacked (decision 031).
 */
export function isEmbeddablePage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const [pathname = '', search = ''] = url.split('?', 2);
  return EMBEDDABLE_PAGE.test(pathname) && isFlagOn(new URLSearchParams(search).get('isEmbedded'));
}

/** Any site may frame this response: the CSP's frame-ancestors opens and X-Frame-Options goes. */
function allowFramingByAnyOrigin(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('Content-Security-Policy', policy.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
  // A page whose embedder sets COEP loads it only when it allows cross-origin use.
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}
