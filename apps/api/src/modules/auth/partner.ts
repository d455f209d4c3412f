import { createHash, timingSafeEqual } from 'node:crypto';
import { messages, type PartnerAuthorizeResult, TOKEN_TTL_DAYS, type User } from '@canvas/shared';
import type { PartnerClient } from '../../config';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken, newOneTimeToken } from '../../lib/tokens';
import { findUserById } from '../users/service';
import { consumeOAuthGrant, insertOAuthGrant } from './queries';
import { type AuthDeps, type ClientInfo, createSession, verifyCredentials } from './service';

/** Partners exchange the code right after the redirect. */
const PARTNER_CODE_TTL_MS = 5 * 60 * 1000;

export type PartnerDeps = AuthDeps & { partnerClients: PartnerClient[] };

const loginFailed = () => new AppError('badRequest', messages.oauthLoginFailed, { field: 'redirect_uri' });

/**
 * The registered client for a redirect URI: it must be one of the client's URIs exactly (no prefix
 * or pattern matching), so the code can only ever be delivered to a site the partner registered.
 */
export function findPartnerClient(
  clients: PartnerClient[],
  redirectUri: string,
  clientId?: string | undefined,
): PartnerClient | null {
  return (
    clients.find(
      (client) =>
        (clientId === undefined || client.clientId === clientId) && client.redirectUris.includes(redirectUri),
    ) ?? null
  );
}

/** GET /api/oauth/client: the partner's name for the sign-in page, or 'Login failed'. */
export function describePartnerClient(
  deps: PartnerDeps,
  query: { redirect_uri: string; client_id?: string | undefined },
) {
  const client = findPartnerClient(deps.partnerClients, query.redirect_uri, query.client_id);
  if (!client) throw loginFailed();
  return { name: client.name };
}

function withCode(redirectUri: string, code: string, state: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * POST /api/oauth/authorize (spec 1 §7): signs in with email and password (or as the signed-in
 * caller) and issues a one-time code for a registered client and redirect URI. Anything else is
 * refused with 'Login failed' and no redirect target is ever returned.
 */
export async function authorizePartner(
  deps: PartnerDeps,
  input: {
    redirect_uri: string;
    state: string;
    client_id?: string | undefined;
    email?: string | undefined;
    password?: string | undefined;
  },
  caller: UserRow | null,
  client: ClientInfo,
): Promise<PartnerAuthorizeResult> {
  const partner = findPartnerClient(deps.partnerClients, input.redirect_uri, input.client_id);
  if (!partner) throw loginFailed();
  let user: UserRow;
  if (input.email || input.password) {
    if (!input.email || !input.password) throw new AppError('validation', messages.reloginEmpty);
    user = await verifyCredentials(
      deps,
      { email: input.email.trim().toLowerCase(), password: input.password },
      client,
    );
  } else if (caller) {
    user = caller;
  } else {
    throw new AppError('unauthorized');
  }
  const code = newOneTimeToken();
  await insertOAuthGrant(deps.db, {
    keyHash: code.hash,
    kind: 'partnerCode',
    userId: user.id,
    clientId: partner.clientId,
    redirectUri: input.redirect_uri,
    expiresAt: new Date(Date.now() + PARTNER_CODE_TTL_MS),
  });
  return { code: code.token, redirect_to: withCode(input.redirect_uri, code.token, input.state) };
}

function secretMatches(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/**
 * POST /api/oauth/token: the partner's server exchanges the code (once, within five minutes, with
 * its secret and the same redirect URI) for an access token of the user.
 */
export async function exchangePartnerCode(
  deps: PartnerDeps,
  input: { code: string; redirect_uri: string; client_id: string; client_secret: string },
  client: ClientInfo,
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; user: User }> {
  const partner = deps.partnerClients.find((candidate) => candidate.clientId === input.client_id);
  if (!partner || !secretMatches(partner.secret, input.client_secret)) {
    throw new AppError('unauthorized', messages.oauthLoginFailed);
  }
  const grant = await consumeOAuthGrant(deps.db, 'partnerCode', hashToken(input.code));
  if (!grant?.userId || grant.clientId !== partner.clientId || grant.redirectUri !== input.redirect_uri) {
    throw new AppError('badRequest', messages.oauthLoginFailed, { field: 'code' });
  }
  const user = await findUserById(deps.db, grant.userId);
  if (!user) throw new AppError('badRequest', messages.oauthLoginFailed, { field: 'code' });
  const session = await createSession(deps, user, client);
  return {
    access_token: session.access_token,
    token_type: 'Bearer',
    expires_in: TOKEN_TTL_DAYS * 24 * 60 * 60,
    user: session.user,
  };
}
