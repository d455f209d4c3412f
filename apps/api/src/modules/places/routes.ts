import { apiErrorSchema, placeSuggestQuerySchema, placeSuggestResultSchema } from '@canvas/shared';
import { createMapsProvider } from '../../adapters/maps';
import { type RouteModule, typed } from '../../lib/zod-app';
import { suggestPlaces } from './service';

export const placeRoutes: RouteModule = (app) => {
  const maps = createMapsProvider(app.deps.config, app.deps.database.db);

  // Public: the sign-up and editor forms ask for a place before and after sign-in alike.
  typed(app).get(
    '/api/places/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'US cities and ZIP codes matching the typed text, with coordinates',
        querystring: placeSuggestQuerySchema,
        response: { 200: placeSuggestResultSchema, 422: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    (request) => suggestPlaces({ maps }, request.query),
  );
};
