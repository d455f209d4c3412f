import {
  apiErrorSchema,
  instagramAccessTokenQuerySchema,
  instagramAppSchema,
  instagramCanvasParam,
  instagramConnectResultSchema,
  instagramConnectSchema,
  instagramHandleInputSchema,
  instagramLinkResultSchema,
  instagramMediaListSchema,
  instagramMediaQuerySchema,
  instagramPortfolioSchema,
} from '@canvas/shared';
import { createInstagramProvider, DemoInstagramProvider, TokenCipher } from '../../adapters/instagram';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { registerDemoInstagramRoutes } from './demo-routes';
import {
  disconnectCanvas,
  finishConnect,
  getPortfolio,
  type InstagramDeps,
  instagramApp,
  listMedia,
  removePortfolio,
  startConnect,
  updateHandle,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['instagram'];

/** Instagram connection of a canvas (spec 2 §7 Instagram), plus the demo Instagram under DEV_TOOLS. */
export const instagramRoutes: RouteModule = (app) => {
  const { config, database } = app.deps;
  const provider = createInstagramProvider(config);
  const deps: InstagramDeps = {
    db: database.db,
    provider,
    cipher: new TokenCipher(config.instagram.tokenSecret),
    publicUrl: config.publicUrl,
    warn: (details, message) => app.log.warn(details, message),
  };

  typed(app).get(
    '/api/instagram/app',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether Instagram can be connected (the app id; demo when it is the built-in demo)',
        response: { 200: instagramAppSchema },
      },
    },
    () => instagramApp(deps),
  );

  typed(app).put(
    '/api/instagram/canvas',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start connecting Instagram to a saved canvas: answers the authorization URL',
        body: instagramConnectSchema,
        response: { 200: instagramConnectResultSchema, ...errors },
      },
    },
    (request) => startConnect(deps, requireAuth(request).user, request.body),
  );

  typed(app).get(
    '/api/instagram/access-token',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Finish connecting: exchange the code Instagram returned to /insta-auth',
        querystring: instagramAccessTokenQuerySchema,
        response: { 200: instagramLinkResultSchema, ...errors },
      },
    },
    (request) => finishConnect(deps, requireAuth(request).user, request.query),
  );

  typed(app).delete(
    '/api/instagram/canvas/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Disconnect the canvas's Instagram account (the handle stays)",
        params: instagramCanvasParam,
        response: { 200: instagramPortfolioSchema, ...errors },
      },
    },
    (request) => disconnectCanvas(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).get(
    '/api/instagram/portfolio/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The canvas's Instagram handle and connected account",
        params: instagramCanvasParam,
        response: { 200: instagramPortfolioSchema, ...errors },
      },
    },
    (request) => getPortfolio(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).put(
    '/api/instagram/portfolio/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set the Instagram handle (characters other than letters, digits, . and _ are stripped)',
        params: instagramCanvasParam,
        body: instagramHandleInputSchema,
        response: { 200: instagramPortfolioSchema, ...errors },
      },
    },
    (request) =>
      updateHandle(deps, requireAuth(request).user, request.params.id, request.body.instagramHandle),
  );

  typed(app).delete(
    '/api/instagram/portfolio/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Disconnect Instagram and clear the handle',
        params: instagramCanvasParam,
        response: { 200: instagramPortfolioSchema, ...errors },
      },
    },
    (request) => removePortfolio(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).get(
    '/api/instagram/medias',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A canvas's latest Instagram media (at most 8) for whoever may read the canvas",
        querystring: instagramMediaQuerySchema,
        response: { 200: instagramMediaListSchema, ...errors },
      },
    },
    (request) => listMedia(deps, request.auth?.user ?? null, request.query),
  );

  if (config.devTools && provider instanceof DemoInstagramProvider) {
    registerDemoInstagramRoutes(app, provider);
  }
};
