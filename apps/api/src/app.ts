import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { createEmailSender, queuedEmailSender } from './adapters/email';
import { createSmsSender, queuedSmsSender } from './adapters/sms';
import { createStorageDriver } from './adapters/storage';
import { registerMedia } from './adapters/storage/serve';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuth } from './lib/auth-plugin';
import type { AppDeps } from './lib/deps';
import { registerErrorHandler } from './lib/error-handler';
import { JobQueue } from './lib/jobs/queue';
import { loggerOptions } from './lib/logger';
import { LocalRealtime } from './lib/realtime';
import { SocketHub } from './lib/realtime/socket-hub';
import { registerSecurityHeaders, trustProxyOption } from './lib/security';
import { TokenSigner } from './lib/tokens';
import { validatorCompiler } from './lib/validator';
import { registerWebApp } from './lib/web-app';
import type { RouteModule } from './lib/zod-app';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { authenticator, authRoutes, chatAuthenticator } from './modules/auth/routes';
import { badgeRoutes } from './modules/badges/routes';
import { invoicePdfRoutes } from './modules/billing/invoice-pdf-routes';
import { billingRoutes } from './modules/billing/routes';
import { billingWebhookRoutes } from './modules/billing/webhook-routes';
import { bookmarkRoutes } from './modules/bookmarks/routes';
import { browseRoutes } from './modules/browse/routes';
import { canvasRoutes } from './modules/canvases/routes';
import { canvasTeamRoutes } from './modules/canvases/team-routes';
import { chatRoutes } from './modules/chat/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { hiringRoutes } from './modules/hiring/routes';
import { instagramRoutes } from './modules/instagram/routes';
import { mediaRoutes } from './modules/media/routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { opportunityRoutes } from './modules/opportunities/routes';
import { opportunitySearchRoutes } from './modules/opportunity-search/routes';
import { optionRoutes } from './modules/options/routes';
import { placeRoutes } from './modules/places/routes';
import { publicRoutes } from './modules/public/routes';
import { publicPageRenderer, ssrBundleSource } from './modules/public-pages';
import { sharePageRenderer } from './modules/share';
import { userRoutes } from './modules/users/routes';

/** Every area's routes, in one list: adding an area is one line here. */
const routeModules: RouteModule[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  accountDeletionRoutes,
  devRoutes,
  publicRoutes,
  instagramRoutes,
  mediaRoutes,
  canvasRoutes,
  canvasTeamRoutes,
  optionRoutes,
  bookmarkRoutes,
  messageRoutes,
  chatRoutes,
  badgeRoutes,
  browseRoutes,
  placeRoutes,
  billingRoutes,
  opportunityRoutes,
  hiringRoutes,
  opportunitySearchRoutes,
  notificationRoutes,
  invoicePdfRoutes,
  billingWebhookRoutes,
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Override logging: tests pass false, or a stream to read what would be logged. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Sees every route as it is registered: the route walker tests read the route table through it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Serve the chat socket (lib/realtime/socket-hub) on this app's HTTP server, fanned out through
   * Redis when config.chat.redisUrl is set: server.ts and the socket tests. Without it chat events
   * go to the in-process LocalRealtime, which other tests subscribe to.
   */
  chatSocket?: boolean;
}

/** Builds the Fastify app without listening: server.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  onRoute,
  chatSocket = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false ? false : { ...loggerOptions(config), ...(typeof logger === 'object' ? logger : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per request (in onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = new JobQueue(database.db, { log: app.log });
  const socketHub = chatSocket
    ? await SocketHub.create({
        // Read at each connection: the auth area's deps exist once app.deps is decorated below.
        authenticate: (token) =>
          chatAuthenticator(app)(token).then((caller) => caller && { userId: caller.user.id }),
        origins: config.chat.origins,
        loopbackOrigins: config.chat.loopbackOrigins,
        redisUrl: config.chat.redisUrl,
        log: app.log,
      })
    : null;
  const deps: AppDeps = {
    config,
    database,
    signer: new TokenSigner(config.jwtSecret),
    jobs,
    email: queuedEmailSender(jobs, createEmailSender(config, database.db)),
    sms: queuedSmsSender(jobs, createSmsSender(config, database.db)),
    storage: createStorageDriver(config),
    realtime: socketHub ?? new LocalRealtime(),
  };
  app.decorate('deps', deps);
  if (socketHub) {
    socketHub.attach(app.server);
    // Open sockets would keep the HTTP server from closing: they go first (clients reconnect and catch up).
    app.addHook('preClose', () => socketHub.close());
  }

  // Access is declared, never defaulted: an /api route without config.access fails at start-up.
  app.addHook('onRoute', (route) => {
    const isApiRoute = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApiRoute && !route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} must declare config.access`);
    }
    if (route.config?.access === 'user' || route.config?.access === 'admin') {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
    onRoute?.(route);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerAuth(app, authenticator(app));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Canvas API', version: '1.0.0', description: 'The API behind the Canvas web app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of routeModules) {
    await app.register(async (scope) => routes(scope));
  }

  await registerMedia(app, deps.storage);
  // Public canvas and opportunity pages are rendered by the web build's server bundle (decision
  // 035); every other page, and those when there is no bundle, is the app shell with its share meta.
  const bundle = ssrBundleSource(config.webDistDir, {
    onLoadError: (error) => app.log.error({ err: error }, 'public pages: the server bundle failed to load'),
  });
  const pages = publicPageRenderer(deps, { bundle, fallback: sharePageRenderer(deps), log: app.log });
  await registerWebApp(app, config.webDistDir, pages);
  return app;
}
