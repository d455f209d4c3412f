import { apiErrorSchema, loginSchema, okSchema, sessionSchema } from '@canvas/shared';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { type AuthDeps, login, logout } from './service';

export function authDeps(app: Parameters<RouteModule>[0]): AuthDeps {
  const { database, signer, config } = app.deps;
  return { db: database.db, signer, loginLimits: config.loginLimits };
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export const authRoutes: RouteModule = (app) => {
  const deps = authDeps(app);

  typed(app).post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: sessionSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request) => login(deps, request.body, clientInfo(request)),
  );

  typed(app).post(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Revoke the current access token', response: { 200: okSchema } },
    },
    async (request) => {
      await logout(deps, requireAuth(request).sessionId);
      return { ok: true as const };
    },
  );
};
