import type { InstagramMedia } from '@canvas/shared';

/** A long-lived access token for one Instagram account. */
export interface InstagramTokenGrant {
  /** The Instagram-scoped user id, as a string (it is wider than a JavaScript number). */
  userId: string;
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

export interface InstagramProfile {
  userId: string;
  username: string;
}

/**
 * What the app needs from Instagram ("Instagram API with Instagram Login"): the authorization
 * window, the code exchange (ending with a long-lived token), the profile, recent media and the
 * token refresh. The real driver speaks Instagram's HTTP API; the demo one works with no app.
 */
export interface InstagramProvider {
  readonly kind: 'instagram' | 'demo';
  readonly appId: string;
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<InstagramTokenGrant>;
  profile(accessToken: string): Promise<InstagramProfile>;
  /** The account's most recent media, newest first, at most `count`. */
  media(accessToken: string, count: number): Promise<InstagramMedia[]>;
  refresh(accessToken: string): Promise<Omit<InstagramTokenGrant, 'userId'>>;
}

/**
 * A refusal or failure of the provider. The message names the endpoint and status only: never
 * a token, a code or a URL carrying one, so it is safe to log.
 */
export class InstagramApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Instagram said the token is invalid or expired (error code 190). */
    readonly tokenInvalid = false,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }
}
