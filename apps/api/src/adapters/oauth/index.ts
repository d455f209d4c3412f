import { createHash, randomBytes } from 'node:crypto';
import type { SocialProviderConfig } from '../../config';

export type SocialProvider = 'google' | 'facebook';

/** What sign-in needs from a provider's profile. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  /** Only a verified address may be matched to an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export class OAuthError extends Error {}

/** PKCE (RFC 7636): a random verifier kept server-side and its S256 challenge sent to the provider. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The OAuth 2.0 authorization-code flow with PKCE against Google or Facebook (or any server
 * speaking the same protocol at the configured URLs, such as a local mock in tests).
 */
export class OAuthClient {
  constructor(
    readonly provider: SocialProvider,
    private readonly config: SocialProviderConfig,
  ) {}

  authorizationUrl(options: { redirectUri: string; state: string; codeChallenge: string }): string {
    const url = new URL(this.config.authUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', options.redirectUri);
    url.searchParams.set('scope', this.config.scope);
    url.searchParams.set('state', options.state);
    url.searchParams.set('code_challenge', options.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    if (this.provider === 'google') url.searchParams.set('prompt', 'select_account');
    return url.toString();
  }

  async exchangeCode(options: { code: string; redirectUri: string; codeVerifier: string }): Promise<string> {
    const response = await fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: options.code,
        redirect_uri: options.redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code_verifier: options.codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new OAuthError(`${this.provider} token endpoint answered ${response.status}`);
    }
    return body.access_token;
  }

  async fetchProfile(accessToken: string): Promise<SocialProfile> {
    const response = await fetch(this.config.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body)
      throw new OAuthError(`${this.provider} profile endpoint answered ${response.status}`);
    if (this.provider === 'facebook') {
      const id = text(body.id);
      if (!id) throw new OAuthError('facebook profile without id');
      // Facebook only returns addresses its users have confirmed.
      return {
        providerUserId: id,
        email: text(body.email) || null,
        emailVerified: Boolean(body.email),
        firstName: text(body.first_name),
        lastName: text(body.last_name),
      };
    }
    const sub = text(body.sub);
    if (!sub) throw new OAuthError('google profile without sub');
    return {
      providerUserId: sub,
      email: text(body.email) || null,
      emailVerified: body.email_verified === true || body.email_verified === 'true',
      firstName: text(body.given_name),
      lastName: text(body.family_name),
    };
  }
}
