import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support (never imported by the app): a local stand-in for Instagram's HTTP API as
 * "Instagram API with Instagram Login" answers it — the form-POST code exchange on the API host,
 * the ig_exchange_token and ig_refresh_token calls, /me and /me/media with paging — so the real
 * driver can be tested without the internet.
 */

export const FAKE_APP_ID = '990602627938098';
export const FAKE_APP_SECRET = 'fake-instagram-app-secret';
/** Wider than 2^53, as real Instagram user ids are. */
export const FAKE_USER_ID = '17841405793187218';
export const GRAPH_VERSION = 'v23.0';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

export interface FakeMediaItem {
  id: string;
  media_type: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
  caption?: string;
  timestamp?: string;
}

export interface FakeInstagram {
  url: string;
  calls: FakeCall[];
  /** A code the authorization window would have returned for this username. */
  issueCode(username: string): string;
  /** Every token handed out (short- and long-lived), to check that none leaks. */
  issuedTokens(): string[];
  media: FakeMediaItem[];
  pageSize: number;
  /** Answer the code exchange wrapped in `data: [...]` (as the Business Login guide shows). */
  wrapCodeExchange: boolean;
  /** Status to answer /me/media with instead of the list (e.g. 500). */
  mediaFailure: number | null;
  /** An absolute `paging.next` URL to answer instead of the real next page (for origin checks). */
  nextOverride: string | null;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};
const oauthError = (response: ServerResponse, status = 400) =>
  json(
    response,
    status,
    JSON.stringify({
      error: {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      },
    }),
  );

export function sampleMedia(count: number, origin = 'https://scontent.cdninstagram.com'): FakeMediaItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const isVideo = n % 4 === 0;
    return {
      id: `1789${String(n).padStart(13, '0')}`,
      media_type: isVideo ? 'VIDEO' : 'IMAGE',
      media_url: `${origin}/v/t51/${n}.${isVideo ? 'mp4' : 'jpg'}`,
      ...(isVideo ? { thumbnail_url: `${origin}/v/t51/${n}-thumb.jpg` } : {}),
      permalink: `https://www.instagram.com/p/POST${n}/`,
      caption: `Post ${n}`,
      timestamp: new Date(Date.UTC(2026, 0, 30 - n)).toISOString().replace('.000Z', '+0000'),
    };
  });
}

export async function startFakeInstagram(): Promise<FakeInstagram> {
  const codes = new Map<string, string>();
  const shortTokens = new Map<string, string>();
  const longTokens = new Map<string, string>();
  const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

  const fake: FakeInstagram = {
    url: '',
    calls: [],
    media: sampleMedia(12),
    pageSize: 5,
    wrapCodeExchange: false,
    mediaFailure: null,
    nextOverride: null,
    issueCode(username) {
      const code = `AQ${randomBytes(12).toString('hex')}`;
      codes.set(code, username);
      return code;
    },
    issuedTokens: () => [...shortTokens.keys(), ...longTokens.keys()],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const url = new URL(request.url ?? '/', fake.url);
    const query = Object.fromEntries(url.searchParams);
    const form = request.method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : {};
    fake.calls.push({ method: request.method ?? 'GET', path: url.pathname, query, form });

    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      const username = codes.get(form.code ?? '');
      const valid =
        form.client_id === FAKE_APP_ID &&
        form.client_secret === FAKE_APP_SECRET &&
        form.grant_type === 'authorization_code' &&
        Boolean(form.redirect_uri) &&
        username !== undefined;
      if (!valid) {
        return json(
          response,
          400,
          JSON.stringify({
            error_type: 'OAuthException',
            code: 400,
            error_message: 'Invalid authorization code',
          }),
        );
      }
      codes.delete(form.code ?? '');
      const short = token('IGQshort');
      shortTokens.set(short, username);
      // The user id is a bare JSON number wider than 2^53, as Instagram sends it.
      const grant = `{"access_token":"${short}","user_id":${FAKE_USER_ID},"permissions":"instagram_business_basic"}`;
      return json(response, 200, fake.wrapCodeExchange ? `{"data":[${grant}]}` : grant);
    }

    if (request.method === 'GET' && url.pathname === '/access_token') {
      const username = shortTokens.get(query.access_token ?? '');
      if (query.grant_type !== 'ig_exchange_token' || query.client_secret !== FAKE_APP_SECRET || !username) {
        return oauthError(response);
      }
      const long = token('IGQlong');
      longTokens.set(long, username);
      return json(
        response,
        200,
        JSON.stringify({ access_token: long, token_type: 'bearer', expires_in: 5183944 }),
      );
    }

    if (request.method === 'GET' && url.pathname === '/refresh_access_token') {
      const username = longTokens.get(query.access_token ?? '');
      if (query.grant_type !== 'ig_refresh_token' || !username) return oauthError(response);
      const long = token('IGQlong');
      longTokens.set(long, username);
      return json(
        response,
        200,
        JSON.stringify({ access_token: long, token_type: 'bearer', expires_in: 5183944 }),
      );
    }

    const username = longTokens.get(query.access_token ?? '');
    if (request.method === 'GET' && url.pathname === `/${GRAPH_VERSION}/me`) {
      if (!username) return oauthError(response);
      return json(
        response,
        200,
        `{"user_id":"${FAKE_USER_ID}","username":"${username}","id":"${FAKE_USER_ID}"}`,
      );
    }

    if (request.method === 'GET' && url.pathname === `/${GRAPH_VERSION}/me/media`) {
      if (!username) return oauthError(response);
      if (fake.mediaFailure)
        return json(response, fake.mediaFailure, '{"error":{"message":"Service unavailable"}}');
      const limit = Math.min(Number(query.limit ?? fake.pageSize) || fake.pageSize, fake.pageSize);
      const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) : 0;
      const page = fake.media.slice(start, start + limit);
      const end = start + page.length;
      const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
      const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(end) } };
      if (end < fake.media.length) {
        const next = new URL(url);
        next.searchParams.set('after', cursor(end));
        paging.next = fake.nextOverride ?? next.toString();
      }
      return json(response, 200, JSON.stringify({ data: page, paging }));
    }

    json(response, 404, JSON.stringify({ error: { message: 'Unknown path', code: 803 } }));
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
