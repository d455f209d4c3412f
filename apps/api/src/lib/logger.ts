import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SENSITIVE_QUERY_KEYS = /^(token|code|password|access_token|state|forgotPasswordLink|ticket)$/i;

/** Masks secrets that can travel in a query string (reset links, OAuth codes) before logging a URL. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${path}?${params.toString()}`;
}

/**
 * Structured JSON logs (pino). Request bodies are never logged; headers that carry credentials
 * are redacted in case a future serializer includes them.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.access_token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
