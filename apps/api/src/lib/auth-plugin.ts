import { isAdminRole, messages } from '@canvas/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { AppError } from './errors';
import './route-access';

/** The caller behind a valid bearer token: the user and the session the token names. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** When the session began (its sign-in): recent enough counts as proof for sensitive changes. */
  signedInAt: Date;
}

/** Resolves a bearer token to its caller, or null when it is invalid, expired or revoked (the auth area's rule). */
export type Authenticate = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests with a valid bearer token; null for anonymous ones. */
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in caller; throws 401 when there is none (for handlers of 'user' and 'admin' routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

/**
 * Resolves the bearer token on every /api request and enforces the route's declared access.
 * A bad token on a public route is treated as anonymous; on a protected route it is a 401, which
 * makes the web client show its re-login modal.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    request.auth = token ? await authenticate(token) : null;
    if (access === 'public') return;
    if (!request.auth) {
      throw new AppError('unauthorized', token ? messages.sessionExpired : messages.signInRequired);
    }
    if (access === 'admin') {
      const { user } = request.auth;
      if (!isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin }))
        throw new AppError('forbidden');
    }
  });
}
