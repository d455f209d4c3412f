import {
  addressDetailsQuerySchema,
  addressPlaceSchema,
  addressSuggestQuerySchema,
  addressSuggestResultSchema,
  apiErrorSchema,
  mapConfigSchema,
  placeSuggestQuerySchema,
  placeSuggestResultSchema,
} from '@canvas/shared';
import { createMapsProvider } from '../../adapters/maps';
import { type RouteModule, typed } from '../../lib/zod-app';
import { addressDetails, mapConfig, type PlacesDeps, suggestAddresses, suggestPlaces } from './service';

export const placeRoutes: RouteModule = (app) => {
  const { config, database } = app.deps;
  const deps: PlacesDeps = {
    maps: createMapsProvider(config, database.db),
    db: database.db,
    addressLookupsPerIp: config.addressLookupsPerIp,
    mapTiles: config.mapTiles,
  };
  const errors = { 422: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema };

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
    (request) => suggestPlaces(deps, request.query),
  );

  // Public like the place suggestions, but limited per IP (service.ts).
  typed(app).get(
    '/api/places/address/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'Street addresses matching the typed text (limited per IP)',
        querystring: addressSuggestQuerySchema,
        response: { 200: addressSuggestResultSchema, ...errors },
      },
    },
    (request) => suggestAddresses(deps, request.ip, request.query),
  );

  typed(app).get(
    '/api/places/address/details',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'The full address and coordinates of an address suggestion (limited per IP)',
        querystring: addressDetailsQuerySchema,
        response: { 200: addressPlaceSchema, 404: apiErrorSchema, ...errors },
      },
    },
    (request) => addressDetails(deps, request.ip, request.query.id),
  );

  typed(app).get(
    '/api/places/map',
    {
      config: { access: 'public' },
      schema: {
        tags: ['places'],
        summary: 'How location maps are drawn: the raster tile URL template and credit, and the zoom',
        response: { 200: mapConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return mapConfig(deps);
    },
  );
};
