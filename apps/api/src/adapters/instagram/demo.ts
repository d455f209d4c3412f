import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { InstagramMedia } from '@canvas/shared';
import {
  InstagramApiError,
  type InstagramProfile,
  type InstagramProvider,
  type InstagramTokenGrant,
} from './types';

export const DEMO_INSTAGRAM_APP_ID = 'canvas-demo-instagram';
/** The demo's routes, served by the app itself while DEV_TOOLS is on (modules/instagram/demo-routes.ts). */
export const DEMO_INSTAGRAM_BASE = '/api/dev/instagram';
const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_SECONDS = 60 * 24 * 60 * 60;
/** Instagram usernames: letters, digits, dots and underscores, at most 30. */
export const DEMO_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

const CAPTIONS = [
  'Lived-in balayage for a sunny weekend',
  'Copper melt, fresh from the bowl',
  'Soft glam for a June bride',
  'Curly cut and diffuse, day one',
  'Gloss refresh and face-framing layers',
  'Chrome nails with a milky base',
  'Brow lamination and tint',
  'Behind the chair: our color bar',
];

interface Signed {
  kind: 'code' | 'token';
  username: string;
  /** code: the redirect URI it was issued for. */
  redirectUri?: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

/**
 * The built-in demo Instagram: connect works end to end on a fresh machine with no Instagram app.
 * Its authorization window is a page of this app (/api/dev/instagram/oauth/authorize, DEV_TOOLS
 * only) where the user picks any username; codes and tokens are signed, so nothing is stored, and
 * the media are generated artworks served by the same routes.
 */
export class DemoInstagramProvider implements InstagramProvider {
  readonly kind = 'demo' as const;
  readonly appId = DEMO_INSTAGRAM_APP_ID;
  readonly #key: Buffer;

  constructor(
    private readonly publicUrl: string,
    secret: string,
  ) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'canvas', 'demo-instagram', 32));
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(`${DEMO_INSTAGRAM_BASE}/oauth/authorize`, this.publicUrl);
    url.searchParams.set('client_id', this.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'instagram_business_basic');
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** What the demo authorization window hands back when the user allows access. */
  issueCode(username: string, redirectUri: string): string {
    return this.sign({ kind: 'code', username, redirectUri, issuedAt: Date.now() });
  }

  async exchangeCode(code: string, redirectUri: string): Promise<InstagramTokenGrant> {
    const payload = this.verify(code.replace(/#_$/, ''), 'code');
    if (!payload || payload.redirectUri !== redirectUri || Date.now() - payload.issuedAt > CODE_TTL_MS) {
      throw new InstagramApiError('code exchange answered 400', 400);
    }
    const accessToken = this.sign({ kind: 'token', username: payload.username, issuedAt: Date.now() });
    return { userId: demoUserId(payload.username), accessToken, expiresIn: TOKEN_TTL_SECONDS };
  }

  async refresh(accessToken: string): Promise<Omit<InstagramTokenGrant, 'userId'>> {
    const payload = this.readToken(accessToken);
    const fresh = this.sign({ kind: 'token', username: payload.username, issuedAt: Date.now() });
    return { accessToken: fresh, expiresIn: TOKEN_TTL_SECONDS };
  }

  async profile(accessToken: string): Promise<InstagramProfile> {
    const { username } = this.readToken(accessToken);
    return { userId: demoUserId(username), username };
  }

  async media(accessToken: string, count: number): Promise<InstagramMedia[]> {
    const { username } = this.readToken(accessToken);
    const day = 24 * 60 * 60 * 1000;
    const today = Math.floor(Date.now() / day) * day;
    return CAPTIONS.slice(0, count).map((caption, index) => {
      const url = new URL(
        `${DEMO_INSTAGRAM_BASE}/media/${encodeURIComponent(username)}/${index + 1}.svg`,
        this.publicUrl,
      ).toString();
      return {
        id: `${demoUserId(username)}${index + 1}`,
        media_type: index === 2 ? 'CAROUSEL_ALBUM' : 'IMAGE',
        media_url: url,
        thumbnail_url: null,
        permalink: url,
        caption,
        timestamp: new Date(today - index * 3 * day).toISOString(),
      };
    });
  }

  private readToken(accessToken: string): Signed {
    const payload = this.verify(accessToken, 'token');
    if (!payload || Date.now() - payload.issuedAt > TOKEN_TTL_SECONDS * 1000) {
      throw new InstagramApiError('demo token rejected', 400, true);
    }
    return payload;
  }

  private sign(payload: Signed): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;
  }

  private verify(value: string, kind: Signed['kind']): Signed | null {
    const [body, mac] = value.split('.');
    if (!body || !mac) return null;
    const expected = createHmac('sha256', this.#key).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Signed;
      return payload.kind === kind && DEMO_USERNAME.test(payload.username) ? payload : null;
    } catch {
      return null;
    }
  }
}

/** A stable numeric id per demo username, shaped like Instagram's. */
function demoUserId(username: string): string {
  const digits = BigInt(
    `0x${createHash('sha256').update(username.toLowerCase()).digest('hex').slice(0, 13)}`,
  );
  return `1784${digits.toString().padStart(13, '0').slice(0, 13)}`;
}
