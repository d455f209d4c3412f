import { isSafeReturnPath, messages, type Session } from '@canvas/shared';
import { OAuthClient, pkcePair, type SocialProfile, type SocialProvider } from '../../adapters/oauth';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken, newOneTimeToken } from '../../lib/tokens';
import { findUserById, insertUser, retireUserTokens, updateUser } from '../users/service';
import {
  consumeOAuthGrant,
  deleteUserOAuthGrants,
  findSocialAccount,
  findUserByEmail,
  insertOAuthGrant,
  linkSocialAccount,
  revokeOtherSessions,
} from './queries';
import { type AuthDeps, type ClientInfo, createSession } from './service';

/** The provider's round trip must finish within this time. */
const AUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** The web app exchanges the ticket at once; a ticket left in a URL soon stops working. */
const LOGIN_TICKET_TTL_MS = 2 * 60 * 1000;

export type SocialDeps = AuthDeps & { social: Config['social'] };

export function socialClient(deps: SocialDeps, provider: SocialProvider): OAuthClient | null {
  const config = deps.social[provider];
  return config ? new OAuthClient(provider, config) : null;
}

export const callbackUrl = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl}/api/auth/oauth/${provider}/callback`;

/** GET /api/auth/oauth/:provider/start: remembers the PKCE verifier and sends the browser to the provider. */
export async function startSocialSignIn(
  deps: SocialDeps,
  provider: SocialProvider,
  from: string | undefined,
) {
  const client = socialClient(deps, provider);
  if (!client) throw new AppError('notFound');
  const state = newOneTimeToken();
  const { verifier, challenge } = pkcePair();
  await insertOAuthGrant(deps.db, {
    keyHash: state.hash,
    kind: 'authState',
    provider,
    codeVerifier: verifier,
    returnTo: isSafeReturnPath(from) ? from : null,
    expiresAt: new Date(Date.now() + AUTH_STATE_TTL_MS),
  });
  return client.authorizationUrl({
    redirectUri: callbackUrl(deps.publicUrl, provider),
    state: state.token,
    codeChallenge: challenge,
  });
}

/**
 * The account for a provider identity: the connected one; else, for Google, the account with the
 * same verified email (now connected) or a new one. Facebook signs in only to an account it can be
 * matched with; otherwise the answer is 'Login Failure' (spec 1 §8).
 */
async function resolveSocialUser(
  deps: SocialDeps,
  provider: SocialProvider,
  profile: SocialProfile,
): Promise<UserRow> {
  const connected = await findSocialAccount(deps.db, provider, profile.providerUserId);
  if (connected) return connected;
  const email = profile.emailVerified ? profile.email : null;
  const existing = email ? await findUserByEmail(deps.db, email) : undefined;
  if (!existing && provider === 'facebook') {
    throw new AppError('unauthorized', messages.facebookNotConnected);
  }
  if (!existing && !email) throw new AppError('unauthorized', messages.oauthLoginFailed);
  return deps.db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUser(tx, {
        email: email as string,
        passwordHash: null,
        platformType: provider,
        firstName: profile.firstName.replace(/\//g, '').slice(0, 60),
        lastName: profile.lastName.replace(/\//g, '').slice(0, 60),
        emailVerifiedAt: new Date(),
      }));
    await linkSocialAccount(tx, { provider, providerUserId: profile.providerUserId, userId: user.id });
    if (user.emailVerifiedAt) return user;
    // The provider has confirmed the address, so an unverified account sharing it is verified now.
    // Whoever created it never proved the address (pre-hijacking: an attacker signs up with the
    // victim's email first), so its password, sessions and pending links go before it is handed over.
    await revokeOtherSessions(tx, user.id, null);
    await deleteUserOAuthGrants(tx, user.id);
    for (const purpose of ['verifyEmail', 'resetPassword', 'changeEmail'] as const) {
      await retireUserTokens(tx, user.id, purpose);
    }
    return (await updateUser(tx, user.id, { emailVerifiedAt: new Date(), passwordHash: null })) ?? user;
  });
}

/**
 * GET /api/auth/oauth/:provider/callback: checks the state, exchanges the code (with the PKCE
 * verifier), reads the profile and answers where the browser goes next: the sign-in page with a
 * one-time ticket, or with the failure message.
 */
export async function finishSocialSignIn(
  deps: SocialDeps,
  provider: SocialProvider,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  log: (error: unknown) => void,
): Promise<string> {
  const failure = (message: string) => `/sign-in?${new URLSearchParams({ social_error: message })}`;
  const client = socialClient(deps, provider);
  if (!client || !query.state) return failure(messages.oauthLoginFailed);
  const grant = await consumeOAuthGrant(deps.db, 'authState', hashToken(query.state));
  if (!grant || grant.provider !== provider || !grant.codeVerifier) return failure(messages.oauthLoginFailed);
  if (query.error || !query.code) return failure(messages.oauthLoginFailed);
  try {
    const accessToken = await client.exchangeCode({
      code: query.code,
      redirectUri: callbackUrl(deps.publicUrl, provider),
      codeVerifier: grant.codeVerifier,
    });
    const user = await resolveSocialUser(deps, provider, await client.fetchProfile(accessToken));
    const ticket = newOneTimeToken();
    await insertOAuthGrant(deps.db, {
      keyHash: ticket.hash,
      kind: 'loginTicket',
      provider,
      userId: user.id,
      returnTo: grant.returnTo,
      expiresAt: new Date(Date.now() + LOGIN_TICKET_TTL_MS),
    });
    const params = new URLSearchParams({ ticket: ticket.token, platform: provider });
    if (grant.returnTo) params.set('from', grant.returnTo);
    return `/sign-in?${params}`;
  } catch (error) {
    if (error instanceof AppError) return failure(error.message);
    log(error);
    return failure(messages.oauthLoginFailed);
  }
}

/** POST /api/auth/login with platformType google/facebook: the ticket becomes a session. */
export async function loginWithTicket(
  deps: SocialDeps,
  input: { platformType: SocialProvider; ticket: string },
  client: ClientInfo,
): Promise<Session> {
  const grant = await consumeOAuthGrant(deps.db, 'loginTicket', hashToken(input.ticket));
  if (!grant?.userId || grant.provider !== input.platformType) {
    throw new AppError('unauthorized', messages.oauthLoginFailed);
  }
  const user = await findUserById(deps.db, grant.userId);
  if (!user) throw new AppError('unauthorized', messages.oauthLoginFailed);
  return createSession(deps, user, client);
}
