import { outboxListSchema, outboxQuerySchema } from '@canvas/shared';
import { type RouteModule, typed } from '../../lib/zod-app';
import { assertMayReadOutbox, readOutbox } from './service';

/**
 * Developer tools, registered only when DEV_TOOLS is on (by default: demo mode on a loopback HOST,
 * decision 027): the outbox of the embedded email and SMS provider, newest first (/dev/mailbox and
 * the journeys read it). Off, the /dev pages answer 404 too, not the web app.
 */
export const devRoutes: RouteModule = (app) => {
  const { config } = app.deps;
  if (!config.devTools) {
    app.get('/dev/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    return;
  }
  const { db } = app.deps.database;

  typed(app).get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary:
          'Emails and texts stored by the embedded outbox, and those still queued or failed (developer tools: a loopback-bound server, or an admin)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      const { headers } = request;
      assertMayReadOutbox(config, {
        forwarded: headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined,
        user: request.auth?.user ?? null,
      });
      return { list: await readOutbox(db, request.query) };
    },
  );
};
