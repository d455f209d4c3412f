import { apiErrorSchema, browseResultSchema, browseSearchSchema } from '@canvas/shared';
import { type RouteModule, typed } from '../../lib/zod-app';
import { type BrowseDeps, searchCanvases } from './service';

export const browseRoutes: RouteModule = (app) => {
  const deps: BrowseDeps = { db: app.deps.database.db };

  // The browse screen requires sign-in (spec 1 §2.4), and so does its data.
  typed(app).post(
    '/api/canvas/browse/searchv2',
    {
      config: { access: 'user' },
      schema: {
        tags: ['browse'],
        summary: 'Search public canvases by keyword, place and radius, and filters; one page and the total',
        body: browseSearchSchema,
        response: { 200: browseResultSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => searchCanvases(deps, request.body),
  );
};
