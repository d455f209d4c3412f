import {
  apiErrorSchema,
  opportunityBrowseResultSchema,
  opportunityBrowseSearchSchema,
  opportunityCanvasLocationSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import {
  findSearchStart,
  OPPORTUNITY_SEARCH_EXPIRY_JOB,
  type OpportunitySearchDeps,
  removeExpiredFromSearch,
  searchOpportunities,
} from './service';

const tags = ['opportunities'];

export const opportunitySearchRoutes: RouteModule = (app) => {
  const deps: OpportunitySearchDeps = { db: app.deps.database.db };

  // Queued every few minutes by server.ts: an expiry day passing writes nothing, so this job takes
  // the expired opportunities out of search.
  app.deps.jobs.register(OPPORTUNITY_SEARCH_EXPIRY_JOB, async () => {
    const removed = await removeExpiredFromSearch(deps);
    if (removed > 0) app.log.info({ removed }, 'expired opportunities left search');
  });

  // The opportunity browse screen requires sign-in (spec 1 §2.4), as portfolio browse does.
  typed(app).post(
    '/api/opportunity/browse/search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Search public, unexpired opportunities by keyword, place and radius (national ones match every place) and filters; one page and the total',
        body: opportunityBrowseSearchSchema,
        response: { 200: opportunityBrowseResultSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => searchOpportunities(deps, request.body),
  );

  typed(app).get(
    '/api/opportunity/canvas/location',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Where the caller's opportunity search starts: the first located address of their own canvases (their portfolio first); nulls when none",
        response: { 200: opportunityCanvasLocationSchema, 401: apiErrorSchema },
      },
    },
    (request) => findSearchStart(deps, requireAuth(request).user.id),
  );
};
