import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  });
}
