import {
  apiErrorSchema,
  optionListSchema,
  optionQuerySchema,
  schoolSearchResultSchema,
  schoolSearchSchema,
} from '@canvas/shared';
import { type RouteModule, typed } from '../../lib/zod-app';
import { findSchools, listOptions } from './service';

export const optionRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  typed(app).get(
    '/api/option/customized',
    {
      config: { access: 'public' },
      schema: {
        tags: ['options'],
        summary:
          'One option catalogue (category, brand, software, speciality, paymentMode, companyBenefit, charity, program, state, jobTitle); types=licensed|unlicensed filters categories',
        querystring: optionQuerySchema,
        response: { 200: optionListSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Catalogues change only with a release; browsers and CDNs may keep them briefly.
      reply.header('Cache-Control', 'public, max-age=300');
      return { list: await listOptions(db, request.query.kind, request.query.types) };
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
