import { INSTAGRAM_MEDIA_TYPES, type InstagramMedia } from '@canvas/shared';
import {
  InstagramApiError,
  type InstagramProfile,
  type InstagramProvider,
  type InstagramTokenGrant,
} from './types';

export interface GraphInstagramOptions {
  appId: string;
  appSecret: string;
  /** https://www.instagram.com: the authorization window. */
  oauthBase: string;
  /** https://api.instagram.com: the authorization-code exchange. */
  apiBase: string;
  /** https://graph.instagram.com: long-lived tokens, refresh, profile and media. */
  graphBase: string;
  /** v23.0 */
  graphVersion: string;
}

const SCOPE = 'instagram_business_basic';
const MEDIA_FIELDS = 'id,media_type,media_url,thumbnail_url,permalink,caption,timestamp';
const TIMEOUT_MS = 10_000;
/** Pages of media followed at most for one list (the grid needs 8 items). */
const MAX_PAGES = 3;

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Only web links are kept: a media URL or permalink ends up in an img src or a link href. */
const webUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

/**
 * Instagram answers user ids as JSON numbers wider than 2^53 (`"user_id": 17841405793187218`),
 * which JSON.parse would round; read the digits from the raw body instead.
 */
function rawUserId(body: string): string | null {
  return /"user_id"\s*:\s*"?(\d+)"?/.exec(body)?.[1] ?? null;
}

/**
 * The real driver for "Instagram API with Instagram Login" (Business Login for Instagram):
 * authorize at {oauthBase}/oauth/authorize with scope instagram_business_basic, exchange the code
 * by form POST at {apiBase}/oauth/access_token, swap the short-lived token for a 60-day one at
 * {graphBase}/access_token (grant_type=ig_exchange_token), refresh it at
 * {graphBase}/refresh_access_token, read /me and /me/media on {graphBase}/{version}.
 */
export class GraphInstagramProvider implements InstagramProvider {
  readonly kind = 'instagram' as const;

  constructor(private readonly options: GraphInstagramOptions) {}

  get appId(): string {
    return this.options.appId;
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL('/oauth/authorize', this.options.oauthBase);
    url.searchParams.set('client_id', this.options.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPE);
    url.searchParams.set('state', state);
    return url.toString();
  }

  async exchangeCode(code: string, redirectUri: string): Promise<InstagramTokenGrant> {
    // Instagram appends '#_' to the redirect; it is not part of the code.
    const cleanCode = code.replace(/#_$/, '');
    const { body, raw } = await this.request('code exchange', `${this.options.apiBase}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.options.appId,
        client_secret: this.options.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code: cleanCode,
      }),
    });
    // Documented both flat and wrapped in `data: [...]`.
    const grant = (Array.isArray(body.data) ? (body.data[0] as Json | undefined) : body) ?? {};
    const shortLived = text(grant.access_token);
    const userId = rawUserId(raw);
    if (!shortLived || !userId) throw new InstagramApiError('code exchange answered without a token', 502);

    const longLived = await this.tokenCall('long-lived token exchange', '/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: this.options.appSecret,
      access_token: shortLived,
    });
    return { userId, ...longLived };
  }

  async refresh(accessToken: string): Promise<Omit<InstagramTokenGrant, 'userId'>> {
    return this.tokenCall('token refresh', '/refresh_access_token', {
      grant_type: 'ig_refresh_token',
      access_token: accessToken,
    });
  }

  async profile(accessToken: string): Promise<InstagramProfile> {
    const url = this.graphUrl('/me', { fields: 'user_id,username', access_token: accessToken });
    const { body, raw } = await this.request('profile', url);
    const username = text(body.username);
    const userId = rawUserId(raw) ?? text(body.id);
    if (!username || !userId) throw new InstagramApiError('profile answered without a username', 502);
    return { userId, username };
  }

  async media(accessToken: string, count: number): Promise<InstagramMedia[]> {
    const items: InstagramMedia[] = [];
    let next: string | null = this.graphUrl('/me/media', {
      fields: MEDIA_FIELDS,
      limit: String(count),
      access_token: accessToken,
    });
    for (let page = 0; next && page < MAX_PAGES && items.length < count; page += 1) {
      const { body } = await this.request('media list', next);
      const data: unknown[] = Array.isArray(body.data) ? body.data : [];
      for (const entry of data) {
        const item = toMedia(entry);
        if (item) items.push(item);
      }
      const paging = body.paging as Json | undefined;
      next = text(paging?.next);
      // The next page's URL comes from the answer: follow it only on the Graph host.
      if (next && new URL(next).origin !== new URL(this.options.graphBase).origin) next = null;
    }
    return items.slice(0, count);
  }

  private graphUrl(path: string, query: Record<string, string>): string {
    const url = new URL(`/${this.options.graphVersion}${path}`, this.options.graphBase);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  private async tokenCall(
    what: string,
    path: string,
    query: Record<string, string>,
  ): Promise<Omit<InstagramTokenGrant, 'userId'>> {
    const url = new URL(path, this.options.graphBase);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const { body } = await this.request(what, url.toString());
    const accessToken = text(body.access_token);
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in);
    if (!accessToken || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      throw new InstagramApiError(`${what} answered without a token`, 502);
    }
    return { accessToken, expiresIn };
  }

  private async request(
    what: string,
    url: string,
    init: RequestInit = {},
  ): Promise<{ body: Json; raw: string }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.name : 'error';
      throw new InstagramApiError(`${what} failed to connect (${reason})`, 0);
    }
    const raw = await response.text();
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') body = parsed as Json;
    } catch {
      // Not JSON: treated as a failure below when the status says so, otherwise as an empty answer.
    }
    if (!response.ok) {
      const error = (body.error as Json | undefined) ?? body;
      const code = Number(error.code);
      throw new InstagramApiError(`${what} answered ${response.status}`, response.status, code === 190);
    }
    return { body, raw };
  }
}

function toMedia(entry: unknown): InstagramMedia | null {
  if (!entry || typeof entry !== 'object') return null;
  const item = entry as Json;
  const id = text(item.id) ?? (typeof item.id === 'number' ? String(item.id) : null);
  const type = INSTAGRAM_MEDIA_TYPES.find((candidate) => candidate === item.media_type);
  if (!id || !type) return null;
  const mediaUrl = webUrl(item.media_url);
  const thumbnailUrl = webUrl(item.thumbnail_url);
  if (!mediaUrl && !thumbnailUrl) return null;
  return {
    id,
    media_type: type,
    media_url: mediaUrl,
    thumbnail_url: thumbnailUrl,
    permalink: webUrl(item.permalink),
    caption: text(item.caption)?.slice(0, 2200) ?? null,
    timestamp: text(item.timestamp),
  };
}
