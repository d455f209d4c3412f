import {
  apiErrorSchema,
  optionQuerySchema,
  optionsResultSchema,
  schoolSearchResultSchema,
  schoolSearchSchema,
} from '@canvas/shared';
import { type RouteModule, typed } from '../../lib/zod-app';
import { findSchools, listOfficialOptions, listUnofficialOptions } from './service';

export const optionRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  typed(app).get(
    '/api/option/customized',
    {
      config: { access: 'public' },
      schema: {
        tags: ['options'],
        summary:
          'Option catalogues by name: types is a JSON list of category, brand, software, speciality, paymentMode, companyBenefit, charity, program, state, jobTitle. kind=official answers the curated entries, kind=unofficial the names members typed that no catalogue holds, with how many public canvases use each (most used first, at most 200)',
        querystring: optionQuerySchema,
        response: { 200: optionsResultSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Catalogues change only with a release; browsers and CDNs may keep them briefly.
      reply.header('Cache-Control', 'public, max-age=300');
      const { kind, types } = request.query;
      return kind === 'official' ? listOfficialOptions(db, types) : listUnofficialOptions(db, types);
    },
  );

  typed(app).put(
    '/api/option/school/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['options'],
        summary: 'Beauty schools by name (contains or close to the keyword), limited to the given tactics',
        body: schoolSearchSchema,
        response: { 200: schoolSearchResultSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ list: await findSchools(db, request.body.keyword, request.body.tactics) }),
  );
};
