import { healthSchema } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { type RouteModule, typed } from '../../lib/zod-app';

export const healthRoutes: RouteModule = (app) => {
  typed(app).get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } },
    },
    async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};
