/**
 * Who may call a route. Every /api route declares one in `config.access`; app.ts refuses to start
 * if a route forgets, so access is never decided by omission.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
