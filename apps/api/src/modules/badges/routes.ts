import { apiErrorSchema, badgeMatchResultSchema, badgeMatchSchema, z } from '@canvas/shared';
import { notFound } from '../../lib/errors';
import { type RouteModule, typed } from '../../lib/zod-app';
import { badgeLogoSvg } from './logos';
import { findBadgeById, matchBadges } from './service';

const logoParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) });

export const badgeRoutes: RouteModule = (app) => {
  typed(app).post(
    '/api/badges/match',
    {
      config: { access: 'public' },
      schema: {
        tags: ['badges'],
        summary:
          "The badges a canvas's awards earn (our own catalogue, matched by title, case-insensitively)",
        body: badgeMatchSchema,
        response: { 200: badgeMatchResultSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ matches: matchBadges(request.body.awards) }),
  );

  // An SVG answer: registered without the zod reply typing (the params are still validated).
  app.get<{ Params: z.output<typeof logoParams> }>(
    '/api/badges/logo/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['badges'],
        summary: 'A badge logo (SVG)',
        params: logoParams,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const badge = findBadgeById(request.params.file.replace(/\.svg$/, ''));
      if (!badge) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(badgeLogoSvg(badge));
    },
  );
};
