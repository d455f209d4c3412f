import { Writable } from 'node:stream';
import {
  additionalInformationSchema,
  type CanvasStatus,
  canvasDetailSchema,
  canvasMediaSchema,
  ErrorCode,
  introductionSchema,
  messages,
  socialMediaSchema,
} from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createTestApp, type TestApp, useTestApp } from '../../../test/helper';
import { TokenCipher } from '../../adapters/instagram';
import {
  FAKE_APP_ID,
  FAKE_APP_SECRET,
  FAKE_USER_ID,
  type FakeInstagram,
  GRAPH_VERSION,
  startFakeInstagram,
} from '../../adapters/instagram/fake-instagram';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { canvases, instagramAuthStates, instagramConnections, type UserRow } from '../../db/schema';

const t = useTestApp();

let counter = 0;
async function insertCanvas(
  database: Database,
  owner: UserRow,
  options: { status?: CanvasStatus; deleted?: boolean; handle?: string } = {},
) {
  counter += 1;
  const rows = await database.db
    .insert(canvases)
    .values({
      slug: `ig-canvas-${counter}-${Date.now()}`,
      ownerId: owner.id,
      type: 'student',
      status: options.status ?? 'public',
      introduction: introductionSchema.parse({ name: 'Maya Robinson' }),
      detail: canvasDetailSchema.parse({}),
      media: canvasMediaSchema.parse({}),
      additionalInformation: additionalInformationSchema.parse({}),
      socialMedia: socialMediaSchema.parse({ instagram: options.handle ?? '', tiktok: 'maya.tt' }),
      instagramHandle: options.handle ?? '',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('canvas not inserted');
  return row;
}

async function canvasState(database: Database, canvasId: number) {
  const [canvas] = await database.db.select().from(canvases).where(eq(canvases.id, canvasId));
  const [connection] = await database.db
    .select()
    .from(instagramConnections)
    .where(eq(instagramConnections.canvasId, canvasId));
  return {
    handle: canvas?.instagramHandle,
    social: canvas?.socialMedia,
    updatedAt: canvas?.updatedAt.toISOString(),
    connection: connection ? { username: connection.username, token: connection.accessTokenEncrypted } : null,
  };
}

const returnUrl = (app: TestApp) => `${app.config.publicUrl}/insta-auth`;

/** Start connecting: PUT /api/instagram/canvas → the state inside the authorization URL. */
async function startConnect(app: TestApp, token: string, canvasId: number, from?: string) {
  const response = await app.app.inject({
    method: 'PUT',
    url: '/api/instagram/canvas',
    headers: bearer(token),
    payload: { canvasId, ...(from ? { from } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const authorizeUrl = new URL(response.json<{ authorizeUrl: string }>().authorizeUrl);
  return { authorizeUrl, state: authorizeUrl.searchParams.get('state') ?? '' };
}

/** The demo authorization window: the user allows access as `username`; answers code and state. */
async function allowInDemo(app: TestApp, authorizeUrl: URL, username = 'canvas.demo') {
  const page = await app.app.inject({ method: 'GET', url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const approve = new URLSearchParams({
    state: authorizeUrl.searchParams.get('state') ?? '',
    redirect_uri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
    username,
    decision: 'allow',
  });
  const answer = await app.app.inject({ method: 'GET', url: `/api/dev/instagram/oauth/approve?${approve}` });
  expect(answer.statusCode).toBe(302);
  const back = new URL(String(answer.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(returnUrl(app));
  expect(back.hash).toBe('#_');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

function finish(app: TestApp, token: string | null, query: Record<string, string>) {
  return app.app.inject({
    method: 'GET',
    url: `/api/instagram/access-token?${new URLSearchParams({ redirect_uri: returnUrl(app), ...query })}`,
    headers: token ? bearer(token) : {},
  });
}

async function connectWithDemo(app: TestApp, token: string, canvasId: number, username = 'canvas.demo') {
  const { authorizeUrl } = await startConnect(app, token, canvasId, `/student-canvas/${canvasId}`);
  const { code, state } = await allowInDemo(app, authorizeUrl, username);
  const response = await finish(app, token, { code, state });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/instagram/app/', () => {
  it('reports the built-in demo Instagram when developer tools are on and no app is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/instagram/app/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ appid: 'canvas-demo-instagram', configured: true, demo: true });
  });
});

describe('Connecting Instagram (demo Instagram, end to end)', () => {
  it('connects a saved canvas: the handle becomes the username and the editor path comes back', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user, { status: 'draft', handle: 'old_handle' });

    const result = await connectWithDemo(t, token, canvas.id, 'glow.by.maya');

    expect(result).toEqual({
      canvasId: canvas.id,
      instagramHandle: 'glow.by.maya',
      returnTo: `/student-canvas/${canvas.id}`,
    });
    const state = await canvasState(t.database, canvas.id);
    expect(state.handle).toBe('glow.by.maya');
    expect(state.social).toMatchObject({ instagram: 'glow.by.maya', tiktok: 'maya.tt' });
    const portfolio = await t.app.inject({
      method: 'GET',
      url: `/api/instagram/portfolio/${canvas.id}`,
      headers: bearer(token),
    });
    expect(portfolio.json()).toMatchObject({
      canvasId: canvas.id,
      instagramHandle: 'glow.by.maya',
      connection: { username: 'glow.by.maya' },
    });
  });

  it('shows the grid of 8 media to the owner of a draft canvas', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user, { status: 'draft' });
    await connectWithDemo(t, token, canvas.id);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/instagram/medias?id=${canvas.id}&count=8`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe('canvas.demo');
    expect(body.medias).toHaveLength(8);
    const image = await t.app.inject({ method: 'GET', url: new URL(body.medias[0].media_url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses a redirect URI other than our /insta-auth (the demo is no open redirect)', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const { authorizeUrl } = await startConnect(t, token, canvas.id);
    authorizeUrl.searchParams.set('redirect_uri', 'https://evil.example.com/insta-auth');
    const page = await t.app.inject({ method: 'GET', url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
    expect(page.statusCode).toBe(400);
    const approve = await t.app.inject({
      method: 'GET',
      url: `/api/dev/instagram/oauth/approve?${new URLSearchParams({ redirect_uri: 'https://evil.example.com/x', state: 's', username: 'a', decision: 'allow' })}`,
    });
    expect(approve.statusCode).toBe(400);
  });
});

describe('The state of a connection is single use, bound to the user and the canvas', () => {
  it('refuses the same state a second time', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const { authorizeUrl } = await startConnect(t, token, canvas.id);
    const { code, state } = await allowInDemo(t, authorizeUrl);
    expect((await finish(t, token, { code, state })).statusCode).toBe(200);

    const again = await finish(t, token, { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ErrorCode.linkInvalid, message: messages.instagramLinkExpired });
  });

  it('refuses a tampered state and connects nothing', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user, { handle: 'kept' });
    const { authorizeUrl } = await startConnect(t, token, canvas.id);
    const { code, state } = await allowInDemo(t, authorizeUrl);
    const before = await canvasState(t.database, canvas.id);

    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    const response = await finish(t, token, { code, state: tampered });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.instagramLinkExpired);
    expect(await canvasState(t.database, canvas.id)).toEqual(before);
  });

  it("refuses another user's state without using it up for its owner", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, owner.user);
    const { authorizeUrl } = await startConnect(t, owner.token, canvas.id);
    const { code, state } = await allowInDemo(t, authorizeUrl);

    const stolen = await finish(t, other.token, { code, state });
    expect(stolen.statusCode).toBe(400);
    expect((await canvasState(t.database, canvas.id)).connection).toBeNull();

    expect((await finish(t, owner.token, { code, state })).statusCode).toBe(200);
  });

  it('refuses an expired state', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const { authorizeUrl } = await startConnect(t, token, canvas.id);
    const { code, state } = await allowInDemo(t, authorizeUrl);
    await t.database.db
      .update(instagramAuthStates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(instagramAuthStates.canvasId, canvas.id));
    expect((await finish(t, token, { code, state })).statusCode).toBe(400);
  });

  it('refuses a code meant for another redirect URI', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const { authorizeUrl } = await startConnect(t, token, canvas.id);
    const { code, state } = await allowInDemo(t, authorizeUrl);
    const response = await finish(t, token, {
      code,
      state,
      redirect_uri: 'https://evil.example.com/insta-auth',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('redirect_uri');
  });

  it('ignores a return path that leaves the site', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const { authorizeUrl } = await startConnect(t, token, canvas.id, 'https://evil.example.com/');
    const { code, state } = await allowInDemo(t, authorizeUrl);
    expect((await finish(t, token, { code, state })).json().returnTo).toBeNull();
  });

  it('needs a signed-in user to finish', async () => {
    expect((await finish(t, null, { code: 'x', state: 'y' })).statusCode).toBe(401);
  });
});

describe('Instagram handle (spec 2 §5): characters other than letters, digits, dot and underscore are stripped', () => {
  it('stores the stripped handle in the canvas and its social media', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/instagram/portfolio/${canvas.id}`,
      headers: bearer(token),
      payload: { instagramHandle: '@maya robinson!*.hair_2024 ✨' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      canvasId: canvas.id,
      instagramHandle: 'mayarobinson.hair_2024',
      connection: null,
    });
    const state = await canvasState(t.database, canvas.id);
    expect(state.handle).toBe('mayarobinson.hair_2024');
    expect(state.social).toMatchObject({ instagram: 'mayarobinson.hair_2024', tiktok: 'maya.tt' });
  });
});

describe('Disconnecting (spec 2 §4: disconnect clears the handle and re-saves)', () => {
  it('DELETE /api/instagram/portfolio/{id} removes the connection and clears the handle', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    await connectWithDemo(t, token, canvas.id);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/instagram/portfolio/${canvas.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ canvasId: canvas.id, instagramHandle: '', connection: null });
    const state = await canvasState(t.database, canvas.id);
    expect(state).toMatchObject({ handle: '', connection: null, social: { instagram: '' } });
    const media = await t.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(media.json()).toEqual({ username: null, medias: [] });
  });

  it('DELETE /api/instagram/canvas/{id} removes the connection and keeps the handle', async () => {
    const { user, token } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    await connectWithDemo(t, token, canvas.id, 'keep.me');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/instagram/canvas/${canvas.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ canvasId: canvas.id, instagramHandle: 'keep.me', connection: null });
  });
});

describe('Connecting needs a saved canvas that exists', () => {
  it('answers 404 for a canvas that does not exist or was deleted', async () => {
    const { user, token } = await createSignedInUser(t);
    const deleted = await insertCanvas(t.database, user, { deleted: true });
    for (const canvasId of [deleted.id, 999_999]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/instagram/canvas',
        headers: bearer(token),
        payload: { canvasId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.canvasNotFound);
    }
  });

  it('refuses canvas id 0 (an unsaved canvas) at the boundary', async () => {
    const { token } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/instagram/canvas',
      headers: bearer(token),
      payload: { canvasId: 0 },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('Outsiders: another user and a visitor are refused and nothing changes', () => {
  const writes = (canvasId: number) => [
    { method: 'PUT' as const, url: '/api/instagram/canvas', payload: { canvasId } },
    { method: 'GET' as const, url: `/api/instagram/portfolio/${canvasId}` },
    {
      method: 'PUT' as const,
      url: `/api/instagram/portfolio/${canvasId}`,
      payload: { instagramHandle: 'hijack' },
    },
    { method: 'DELETE' as const, url: `/api/instagram/portfolio/${canvasId}` },
    { method: 'DELETE' as const, url: `/api/instagram/canvas/${canvasId}` },
  ];

  for (const status of ['public', 'draft', 'private'] as const) {
    it(`on a ${status} canvas`, async () => {
      const owner = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const canvas = await insertCanvas(t.database, owner.user, { status });
      await connectWithDemo(t, owner.token, canvas.id, 'owner.handle');
      const before = await canvasState(t.database, canvas.id);

      for (const request of writes(canvas.id)) {
        const asOther = await t.app.inject({ ...request, headers: bearer(other.token) });
        expect(asOther.statusCode, `${request.method} ${request.url}`).toBe(status === 'public' ? 403 : 404);
        const asVisitor = await t.app.inject(request);
        expect(asVisitor.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
      expect(await canvasState(t.database, canvas.id)).toEqual(before);
    });
  }

  it('an admin may manage any canvas', async () => {
    const owner = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { roleValue: 'administrator' });
    const canvas = await insertCanvas(t.database, owner.user, { status: 'draft' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/instagram/portfolio/${canvas.id}`,
      headers: bearer(admin.token),
      payload: { instagramHandle: 'set.by.admin' },
    });
    expect(response.statusCode).toBe(200);
    expect((await canvasState(t.database, canvas.id)).handle).toBe('set.by.admin');
  });
});

describe('GET /api/instagram/medias visibility', () => {
  it('shows a public canvas grid to a visitor; hides draft, private and deleted canvases from others', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const open = await insertCanvas(t.database, owner.user, { status: 'public' });
    await connectWithDemo(t, owner.token, open.id);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${open.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().medias).toHaveLength(8);
    const four = await t.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${open.id}&count=4` });
    expect(four.json().medias).toHaveLength(4);

    for (const options of [{ status: 'draft' as const }, { status: 'private' as const }, { deleted: true }]) {
      const hidden = await insertCanvas(t.database, owner.user, options);
      for (const headers of [{}, bearer(other.token)]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/instagram/medias?id=${hidden.id}`,
          headers,
        });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('answers an empty list for a canvas without a connection, and refuses more than 8', async () => {
    const { user } = await createSignedInUser(t);
    const canvas = await insertCanvas(t.database, user);
    const response = await t.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(response.json()).toEqual({ username: null, medias: [] });
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/instagram/medias?id=${canvas.id}&count=9`,
    });
    expect(tooMany.statusCode).toBe(422);
  });
});

describe('Without an Instagram app or developer tools', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ DEV_TOOLS: '0' });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('reports Instagram as not configured, refuses to connect, and still saves a plain handle', async () => {
    const app = await bare.app.inject({ method: 'GET', url: '/api/instagram/app/' });
    expect(app.json()).toEqual({ appid: null, configured: false, demo: false });

    const { user, token } = await createSignedInUser(bare);
    const canvas = await insertCanvas(bare.database, user);
    const connect = await bare.app.inject({
      method: 'PUT',
      url: '/api/instagram/canvas',
      headers: bearer(token),
      payload: { canvasId: canvas.id },
    });
    expect(connect.statusCode).toBe(400);
    expect(connect.json().message).toBe(messages.instagramUnavailable);

    const handle = await bare.app.inject({
      method: 'PUT',
      url: `/api/instagram/portfolio/${canvas.id}`,
      headers: bearer(token),
      payload: { instagramHandle: 'plain.handle' },
    });
    expect(handle.json().instagramHandle).toBe('plain.handle');
    const demoPage = await bare.app.inject({ method: 'GET', url: '/api/dev/instagram/oauth/authorize' });
    expect(demoPage.statusCode).toBe(404);
  });
});

describe('With a real Instagram app (the driver against a local fake Instagram)', () => {
  let fake: FakeInstagram;
  let real: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeInstagram();
    const base = await createTestApp({
      INSTAGRAM_APP_ID: FAKE_APP_ID,
      INSTAGRAM_APP_SECRET: FAKE_APP_SECRET,
      INSTAGRAM_OAUTH_BASE: fake.url,
      INSTAGRAM_API_BASE: fake.url,
      INSTAGRAM_GRAPH_BASE: fake.url,
      INSTAGRAM_GRAPH_VERSION: GRAPH_VERSION,
      LOG_LEVEL: 'debug',
    });
    // The same database and config, with every log line captured.
    await base.app.close();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: base.config, database: base.database, logger: { stream } });
    await app.ready();
    real = {
      ...base,
      app,
      close: async () => {
        await app.close();
        await base.database.close();
      },
    };
  });
  afterAll(async () => {
    await real.close();
    await fake.close();
  });

  it('connects, stores the token encrypted, and never shows the token in responses or logs', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user);
    const responses: string[] = [];

    const { authorizeUrl, state } = await startConnect(real, token, canvas.id);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(authorizeUrl.searchParams.get('scope')).toBe('instagram_business_basic');
    expect(authorizeUrl.searchParams.get('client_id')).toBe(FAKE_APP_ID);

    const connected = await finish(real, token, { code: fake.issueCode('salon.real'), state });
    responses.push(connected.body);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().instagramHandle).toBe('salon.real');

    const [row] = await real.database.db
      .select()
      .from(instagramConnections)
      .where(eq(instagramConnections.canvasId, canvas.id));
    expect(row?.igUserId).toBe(FAKE_USER_ID);
    const stored = new TokenCipher(real.config.instagram.tokenSecret).decrypt(
      row?.accessTokenEncrypted ?? '',
      String(canvas.id),
    );
    expect(stored).toMatch(/^IGQlong/);
    expect(row?.accessTokenEncrypted).not.toContain(stored);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);

    for (const url of [
      `/api/instagram/portfolio/${canvas.id}`,
      `/api/instagram/medias?id=${canvas.id}`,
      '/api/instagram/app/',
    ]) {
      const response = await real.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      responses.push(response.body);
    }
    expect(JSON.parse(responses.at(-2) ?? '{}').medias).toHaveLength(8);

    const secrets = [...fake.issuedTokens(), FAKE_APP_SECRET];
    expect(secrets.length).toBeGreaterThan(1);
    for (const secret of secrets) {
      for (const body of responses) expect(body).not.toContain(secret);
      for (const line of logLines) expect(line).not.toContain(secret);
    }
    expect(logLines.some((line) => line.includes('/api/instagram/access-token'))).toBe(true);
  });

  it('serves media from the cache for 10 minutes, then asks Instagram again', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user);
    const { state } = await startConnect(real, token, canvas.id);
    await finish(real, token, { code: fake.issueCode('cached.salon'), state });

    const mediaCalls = () => fake.calls.filter((call) => call.path.endsWith('/me/media')).length;
    const first = mediaCalls();
    await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    const afterTwo = mediaCalls();
    expect(afterTwo).toBeGreaterThan(first);
    await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(mediaCalls()).toBe(afterTwo);

    await real.database.db
      .update(instagramConnections)
      .set({ mediaCachedAt: sql`now() - interval '11 minutes'` })
      .where(eq(instagramConnections.canvasId, canvas.id));
    await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(mediaCalls()).toBeGreaterThan(afterTwo);
  });

  it('logs a media failure and still answers with the last list (spec 2 §8: logged only)', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user);
    const { state } = await startConnect(real, token, canvas.id);
    await finish(real, token, { code: fake.issueCode('flaky.salon'), state });
    const first = await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(first.json().medias).toHaveLength(8);

    await real.database.db
      .update(instagramConnections)
      .set({ mediaCachedAt: sql`now() - interval '11 minutes'` })
      .where(eq(instagramConnections.canvasId, canvas.id));
    fake.mediaFailure = 500;
    const logged = logLines.length;
    const failed = await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    fake.mediaFailure = null;
    expect(failed.statusCode).toBe(200);
    expect(failed.json().medias).toHaveLength(8);
    expect(logLines.slice(logged).some((line) => line.includes('instagram media fetch failed'))).toBe(true);
  });

  it('shows no posts once Instagram refuses the token (the owner must connect again)', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user);
    const { state } = await startConnect(real, token, canvas.id);
    await finish(real, token, { code: fake.issueCode('revoked.salon'), state });
    expect(
      (await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` })).json().medias,
    ).toHaveLength(8);

    const cipher = new TokenCipher(real.config.instagram.tokenSecret);
    await real.database.db
      .update(instagramConnections)
      .set({
        accessTokenEncrypted: cipher.encrypt('IGQlong-revoked-by-the-user', String(canvas.id)),
        mediaCachedAt: sql`now() - interval '11 minutes'`,
      })
      .where(eq(instagramConnections.canvasId, canvas.id));
    const response = await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'revoked.salon', medias: [] });
  });

  it('refreshes a token that is older than a day and has less than 30 days left', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user);
    const { state } = await startConnect(real, token, canvas.id);
    await finish(real, token, { code: fake.issueCode('old.salon'), state });
    await real.database.db
      .update(instagramConnections)
      .set({
        tokenIssuedAt: sql`now() - interval '40 days'`,
        expiresAt: sql`now() + interval '20 days'`,
      })
      .where(eq(instagramConnections.canvasId, canvas.id));

    await real.app.inject({ method: 'GET', url: `/api/instagram/medias?id=${canvas.id}` });

    expect(fake.calls.some((call) => call.path === '/refresh_access_token')).toBe(true);
    const [row] = await real.database.db
      .select()
      .from(instagramConnections)
      .where(eq(instagramConnections.canvasId, canvas.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
  });

  it('answers a clear message when Instagram refuses the code, and connects nothing', async () => {
    const { user, token } = await createSignedInUser(real);
    const canvas = await insertCanvas(real.database, user, { handle: 'unchanged' });
    const { state } = await startConnect(real, token, canvas.id);
    const response = await finish(real, token, { code: 'AQ-never-issued', state });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.instagramConnectFailed);
    expect(await canvasState(real.database, canvas.id)).toMatchObject({
      handle: 'unchanged',
      connection: null,
    });
  });
});
