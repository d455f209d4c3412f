import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  FAKE_APP_ID,
  FAKE_APP_SECRET,
  FAKE_USER_ID,
  type FakeInstagram,
  GRAPH_VERSION,
  sampleMedia,
  startFakeInstagram,
} from './fake-instagram';
import {
  createInstagramProvider,
  DemoInstagramProvider,
  GraphInstagramProvider,
  InstagramApiError,
  TokenCipher,
} from './index';

let fake: FakeInstagram;
const REDIRECT = 'https://canvas.example.com/insta-auth';

beforeAll(async () => {
  fake = await startFakeInstagram();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.media = sampleMedia(12);
  fake.wrapCodeExchange = false;
  fake.mediaFailure = null;
  fake.nextOverride = null;
});

const driver = () =>
  new GraphInstagramProvider({
    appId: FAKE_APP_ID,
    appSecret: FAKE_APP_SECRET,
    oauthBase: 'https://www.instagram.com',
    apiBase: fake.url,
    graphBase: fake.url,
    graphVersion: GRAPH_VERSION,
  });

describe('Instagram driver: authorization window', () => {
  it('sends the user to instagram.com/oauth/authorize with the app id, scope instagram_business_basic and the state', () => {
    const url = new URL(driver().authorizeUrl('state-123', REDIRECT));
    expect(url.origin + url.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FAKE_APP_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic',
      state: 'state-123',
    });
  });
});

describe('Instagram driver: code exchange', () => {
  it('posts the code as a form, swaps the short-lived token for a long-lived one, keeps the exact user id', async () => {
    const code = fake.issueCode('studio.lumi');
    const grant = await driver().exchangeCode(`${code}#_`, REDIRECT);

    const [exchange, longLived] = fake.calls;
    expect(exchange).toMatchObject({ method: 'POST', path: '/oauth/access_token' });
    expect(exchange?.form).toEqual({
      client_id: FAKE_APP_ID,
      client_secret: FAKE_APP_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      code,
    });
    expect(longLived).toMatchObject({ method: 'GET', path: '/access_token' });
    expect(longLived?.query).toMatchObject({
      grant_type: 'ig_exchange_token',
      client_secret: FAKE_APP_SECRET,
    });
    expect(longLived?.query.access_token).toMatch(/^IGQshort/);

    expect(grant.userId).toBe(FAKE_USER_ID);
    expect(grant.accessToken).toMatch(/^IGQlong/);
    expect(grant.expiresIn).toBe(5183944);
  });

  it('reads the answer when it comes wrapped in data[]', async () => {
    fake.wrapCodeExchange = true;
    const grant = await driver().exchangeCode(fake.issueCode('studio.lumi'), REDIRECT);
    expect(grant).toMatchObject({ userId: FAKE_USER_ID, accessToken: expect.stringMatching(/^IGQlong/) });
  });

  it('fails with a loggable error naming no code or secret when Instagram refuses the code', async () => {
    const failing = driver().exchangeCode('AQ-not-issued', REDIRECT);
    await expect(failing).rejects.toThrow(InstagramApiError);
    await expect(failing).rejects.toThrow('code exchange answered 400');
    await expect(failing).rejects.not.toThrow(/AQ-not-issued|fake-instagram-app-secret/);
  });
});

describe('Instagram driver: profile, media and refresh', () => {
  async function longLivedToken() {
    return (await driver().exchangeCode(fake.issueCode('studio.lumi'), REDIRECT)).accessToken;
  }

  it('reads /me with user_id and username', async () => {
    const token = await longLivedToken();
    expect(await driver().profile(token)).toEqual({ userId: FAKE_USER_ID, username: 'studio.lumi' });
    const call = fake.calls.at(-1);
    expect(call?.path).toBe(`/${GRAPH_VERSION}/me`);
    expect(call?.query.fields).toBe('user_id,username');
  });

  it('lists media with the documented fields and follows paging.next until it has the count', async () => {
    const token = await longLivedToken();
    fake.calls.length = 0;
    const media = await driver().media(token, 8);

    expect(media.map((item) => item.id)).toEqual(fake.media.slice(0, 8).map((item) => item.id));
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[0]?.path).toBe(`/${GRAPH_VERSION}/me/media`);
    expect(fake.calls[0]?.query).toMatchObject({
      fields: 'id,media_type,media_url,thumbnail_url,permalink,caption,timestamp',
      limit: '8',
    });
    expect(fake.calls[1]?.query.after).toBeTruthy();
    const video = media.find((item) => item.media_type === 'VIDEO');
    expect(video?.thumbnail_url).toMatch(/-thumb\.jpg$/);
    expect(media[0]).toEqual({
      id: fake.media[0]?.id,
      media_type: 'IMAGE',
      media_url: fake.media[0]?.media_url,
      thumbnail_url: null,
      permalink: fake.media[0]?.permalink,
      caption: 'Post 1',
      timestamp: fake.media[0]?.timestamp,
    });
  });

  it('drops items of unknown types and links that are not web links', async () => {
    const token = await longLivedToken();
    fake.media = [
      {
        id: '1',
        media_type: 'IMAGE',
        media_url: 'https://cdn.example.com/1.jpg',
        permalink: 'javascript:alert(1)',
      },
      { id: '2', media_type: 'STORY', media_url: 'https://cdn.example.com/2.jpg' },
      { id: '3', media_type: 'IMAGE', media_url: 'data:image/png;base64,AAAA' },
    ];
    const media = await driver().media(token, 8);
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ id: '1', permalink: null });
  });

  it('does not follow a next page on another host', async () => {
    const token = await longLivedToken();
    fake.nextOverride = 'https://attacker.example.com/steal';
    fake.calls.length = 0;
    const media = await driver().media(token, 8);
    expect(media).toHaveLength(5);
    expect(fake.calls).toHaveLength(1);
  });

  it('refreshes a long-lived token with grant_type ig_refresh_token', async () => {
    const token = await longLivedToken();
    const refreshed = await driver().refresh(token);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/refresh_access_token',
      query: { grant_type: 'ig_refresh_token', access_token: token },
    });
    expect(refreshed.accessToken).not.toBe(token);
    expect(refreshed.expiresIn).toBe(5183944);
  });

  it('reports an invalid token (code 190) without the token in the message', async () => {
    const failing = driver().profile('IGQlong-revoked-token');
    await expect(failing).rejects.toMatchObject({ status: 400, tokenInvalid: true });
    await expect(failing).rejects.not.toThrow(/revoked-token/);
  });

  it('fails on a server error of the media list', async () => {
    const token = await longLivedToken();
    fake.mediaFailure = 500;
    await expect(driver().media(token, 8)).rejects.toMatchObject({ status: 500, tokenInvalid: false });
  });
});

describe('Token encryption at rest', () => {
  const cipher = new TokenCipher('a-secret-that-is-long-enough-for-hkdf-0123456789');

  it('round-trips, and the stored text does not contain the token', () => {
    const stored = cipher.encrypt('IGQlong-secret-token', '42');
    expect(stored).not.toContain('IGQlong-secret-token');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored, '42')).toBe('IGQlong-secret-token');
    expect(cipher.encrypt('IGQlong-secret-token', '42')).not.toBe(stored);
  });

  it('refuses an altered ciphertext, another row and another key', () => {
    const stored = cipher.encrypt('IGQlong-secret-token', '42');
    const [version, iv, tag, data = ''] = stored.split('.');
    // Change the second-to-last character (every one of its bits is data, unlike the last one's).
    const changed = data.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${data.slice(0, -2)}${changed}${data.slice(-1)}`;
    expect(flipped).not.toBe(data);
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'), '42')).toThrow();
    expect(() => cipher.decrypt(stored, '43')).toThrow();
    expect(() =>
      new TokenCipher('another-secret-long-enough-for-hkdf-9876543210').decrypt(stored, '42'),
    ).toThrow();
  });
});

describe('Demo Instagram', () => {
  const demo = new DemoInstagramProvider(
    'http://127.0.0.1:3000',
    'test-secret-that-is-long-enough-for-hs256',
  );

  it('exchanges its own code for a token that reads the profile and 8 generated media', async () => {
    const grant = await demo.exchangeCode(demo.issueCode('glow.by.mia', REDIRECT), REDIRECT);
    expect(await demo.profile(grant.accessToken)).toEqual({ userId: grant.userId, username: 'glow.by.mia' });
    const media = await demo.media(grant.accessToken, 8);
    expect(media).toHaveLength(8);
    expect(media[0]?.media_url).toBe('http://127.0.0.1:3000/api/dev/instagram/media/glow.by.mia/1.svg');
  });

  it('refuses a code issued for another redirect URI, and a forged token', async () => {
    await expect(
      demo.exchangeCode(demo.issueCode('mia', 'https://evil.example.com/x'), REDIRECT),
    ).rejects.toThrow(InstagramApiError);
    const grant = await demo.exchangeCode(demo.issueCode('mia', REDIRECT), REDIRECT);
    const [body = '', mac] = grant.accessToken.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), username: 'someone.else' })).toString('base64url')}.${mac}`;
    await expect(demo.profile(forged)).rejects.toMatchObject({ tokenInvalid: true });
  });
});

describe('Instagram configuration', () => {
  const base = { DATA_DIR: '/tmp/canvas-test', JWT_SECRET: 'x'.repeat(40) };

  it('uses the real driver when the app id and secret are set, with configurable hosts', () => {
    const config = loadConfig({
      ...base,
      INSTAGRAM_APP_ID: '123',
      INSTAGRAM_APP_SECRET: 'secret',
      INSTAGRAM_GRAPH_BASE: 'http://127.0.0.1:9999/',
    });
    expect(config.instagram.driver).toMatchObject({
      kind: 'instagram',
      oauthBase: 'https://www.instagram.com',
      apiBase: 'https://api.instagram.com',
      graphBase: 'http://127.0.0.1:9999',
    });
    expect(createInstagramProvider(config)).toBeInstanceOf(GraphInstagramProvider);
  });

  it('uses the demo with developer tools, and nothing without them', () => {
    expect(createInstagramProvider(loadConfig({ ...base, DEV_TOOLS: '1' }))).toBeInstanceOf(
      DemoInstagramProvider,
    );
    expect(createInstagramProvider(loadConfig({ ...base, DEV_TOOLS: '0' }))).toBeNull();
  });

  it('refuses an app id without its secret', () => {
    expect(() => loadConfig({ ...base, INSTAGRAM_APP_ID: '123' })).toThrow(ConfigError);
  });

  it('derives the token key from JWT_SECRET unless INSTAGRAM_TOKEN_KEY is set', () => {
    expect(loadConfig(base).instagram.tokenSecret).toBe(base.JWT_SECRET);
    expect(loadConfig({ ...base, INSTAGRAM_TOKEN_KEY: 'k'.repeat(32) }).instagram.tokenSecret).toBe(
      'k'.repeat(32),
    );
  });
});
