import { outboxListSchema, outboxQuerySchema } from '@canvas/shared';
import { type RouteModule, typed } from '../../lib/zod-app';
import { listOutbox } from './queries';

/**
 * Developer tools, registered only when DEV_TOOLS is on (the default outside production): the
 * outbox of the embedded email and SMS provider, newest first (/dev/mailbox and the journeys read it).
 */
export const devRoutes: RouteModule = (app) => {
  if (!app.deps.config.devTools) return;
  const { db } = app.deps.database;

  typed(app).get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Emails and texts stored by the embedded outbox (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(db, request.query);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
