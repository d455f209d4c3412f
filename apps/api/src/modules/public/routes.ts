import {
  apiErrorSchema,
  captchaChallengeSchema,
  contactUsSchema,
  dataRightsRequestSchema,
  featuredListSchema,
  okSchema,
  pageVisitedSchema,
  partnerRedirectParams,
  partnerRedirectSchema,
} from '@canvas/shared';
import { notFound } from '../../lib/errors';
import { type RouteModule, typed } from '../../lib/zod-app';
import { publicCanvasPaths } from '../canvases/service';
import { publicOpportunityPaths } from '../opportunities/service';
import { captchaSettings } from './captcha';
import { robotsTxt, sitemapRoom, sitemapXml } from './seo';
import {
  getCaptchaChallenge,
  listFeaturedPortfolios,
  type PublicDeps,
  recordLandingPageVisit,
  sendContactMessage,
  submitDataRightsRequest,
} from './service';

export function publicDeps(app: Parameters<RouteModule>[0]): PublicDeps {
  const { database, email, config } = app.deps;
  return {
    db: database.db,
    email,
    supportEmail: config.supportEmail,
    captcha: captchaSettings(config.jwtSecret, config.captcha),
  };
}

const ok = { ok: true as const };

export const publicRoutes: RouteModule = (app) => {
  const deps = publicDeps(app);

  typed(app).post(
    '/api/user/contact-us',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Send a Contact Us message to support (with a solved captcha; a few an hour per IP address)',
        body: contactUsSchema,
        response: { 200: okSchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await sendContactMessage(deps, request.body, { ip: request.ip });
      return ok;
    },
  );

  typed(app).get(
    '/api/captcha/challenge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'A signed ALTCHA proof-of-work challenge for the captcha widget',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getCaptchaChallenge(deps);
    },
  );

  typed(app).post(
    '/api/user/requests',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Submit a data rights request (captcha required)',
        body: dataRightsRequestSchema,
        response: { 200: okSchema, 400: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      await submitDataRightsRequest(deps, request.body, { ip: request.ip });
      return ok;
    },
  );

  typed(app).post(
    '/api/landing/page-visited',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Record a landing-page visit (the ip is taken from the connection)',
        body: pageVisitedSchema,
        response: { 200: okSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      await recordLandingPageVisit(deps, request.body, { ip: request.ip });
      return ok;
    },
  );

  typed(app).get(
    '/api/landing/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Portfolios featured on the home and landing pages (public canvases with a photo)',
        response: { 200: featuredListSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and fine a few minutes old: browsers and proxies may keep it.
      reply.header('Cache-Control', 'public, max-age=300');
      return listFeaturedPortfolios(deps.db);
    },
  );

  typed(app).get(
    '/api/landing/partner-redirect/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Where a partner page (/innovate, /screps) sends the visitor',
        params: partnerRedirectParams,
        response: { 200: partnerRedirectSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const url = app.deps.config.partnerRedirects[request.params.name];
      if (!url) throw notFound();
      return { url };
    },
  );

  // Search engines (not under /api): plain files built from PUBLIC_URL.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(app.deps.config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const canvasPaths = await publicCanvasPaths(app.deps.database.db);
    const opportunityPaths = await publicOpportunityPaths(
      app.deps.database.db,
      sitemapRoom(canvasPaths.length),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.deps.config.publicUrl, [...canvasPaths, ...opportunityPaths]));
  });
};
