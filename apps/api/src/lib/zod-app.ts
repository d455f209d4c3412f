import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Route modules register through this so params, body, query and reply are typed from the zod schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export type RouteModule = (app: FastifyInstance) => Promise<void> | void;
