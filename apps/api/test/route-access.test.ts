import { ErrorCode } from '@canvas/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
} from '../src/modules/canvases/testing';
import { createTestApp } from './helper';
import {
  type ApiRoute,
  databaseFingerprint,
  documentedOperations,
  fillPath,
  type KnownValues,
  plausiblePathSegments,
  routeName,
  routeRecorder,
} from './route-table';

/**
 * The route walker: every /api route Fastify registers (no list to keep up to date) is called
 * without a token, with a bad token and, for admin routes, as a member who is not an admin; each
 * must refuse before doing anything, and the database must be exactly as it was.
 */

/**
 * Routes allowed to stay out of the OpenAPI document. The demo Instagram's consent page and
 * artwork stand in for instagram.com under DEV_TOOLS; they are not part of Canvas's API.
 */
const UNDOCUMENTED = new Set([
  'GET /api/dev/instagram/oauth/authorize',
  'GET /api/dev/instagram/oauth/approve',
  'GET /api/dev/instagram/media/:username/:file',
]);

const recorder = routeRecorder();
const t = await createTestApp({}, { onRoute: recorder.onRoute });
const routes = recorder.routes;
const protectedRoutes = routes.filter((route) => route.access === 'user' || route.access === 'admin');
const adminRoutes = routes.filter((route) => route.access === 'admin');

let member: Person;
let known: KnownValues;

beforeAll(async () => {
  member = await person(t);
  const canvas = await createCanvas(t, member, publishableStudent('Walker Owner'));
  await publish(t, member, canvas.id);
  known = { id: canvas.id, slug: canvas.slug };
});
afterAll(() => t.close());

/** A request a real client could send to the route; only who sends it is wrong. */
function plausibleRequest(app: FastifyInstance, route: ApiRoute, headers: Record<string, string>) {
  return app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, plausiblePathSegments(route, known)),
    headers,
    ...(route.body ? { payload: {} } : {}),
  });
}

/** Calls the route and expects the status and error code, with no table changed. */
async function expectRefusal(
  app: FastifyInstance,
  route: ApiRoute,
  headers: Record<string, string>,
  status: number,
  code: number,
) {
  const before = await databaseFingerprint(t.database);
  const response = await plausibleRequest(app, route, headers);
  expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(await databaseFingerprint(t.database)).toEqual(before);
}

describe('the route table', () => {
  it('has every area in it', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(protectedRoutes.length).toBeGreaterThan(20);
  });

  it('declares who may call each route', () => {
    const undeclared = routes.filter((route) => !['public', 'user', 'admin'].includes(route.access ?? ''));
    expect(undeclared.map(routeName)).toEqual([]);
  });

  it('documents every route, and nothing else, in the OpenAPI document', async () => {
    const documented = new Set((await documentedOperations(t.app)).map(routeName));
    const registered = routes.map(routeName).filter((name) => !UNDOCUMENTED.has(name));
    expect(registered.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !registered.includes(name))).toEqual([]);
    expect(
      routes.filter((route) => route.hidden && !UNDOCUMENTED.has(routeName(route))).map(routeName),
    ).toEqual([]);
  });

  it('marks exactly the routes that need sign-in as bearer-secured in the document', async () => {
    const operations = await documentedOperations(t.app);
    for (const route of routes.filter((each) => !UNDOCUMENTED.has(routeName(each)))) {
      const operation = operations.find((each) => routeName(each) === routeName(route));
      const secured = route.access === 'user' || route.access === 'admin';
      expect(operation?.security, routeName(route)).toEqual(secured ? [{ bearer: [] }] : undefined);
    }
  });
});

describe('a visitor is refused on every route that needs sign-in, and nothing changes', () => {
  it.each(protectedRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 401 without a token',
    async (_name, route) => {
      await expectRefusal(t.app, route, {}, 401, ErrorCode.unauthorized);
    },
  );

  it.each(protectedRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 401 with a token that is not ours',
    async (_name, route) => {
      await expectRefusal(t.app, route, { authorization: 'Bearer not.a.token' }, 401, ErrorCode.unauthorized);
    },
  );
});

describe('a member who is not an admin is refused on every admin route, and nothing changes', () => {
  it.each(adminRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 403',
    async (_name, route) => {
      await expectRefusal(t.app, route, member.headers, 403, ErrorCode.forbidden);
    },
  );

  // No area has admin routes yet; this keeps the check above honest until one does.
  it('refuses a member on an admin route added to the app', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.post('/api/walker-probe/:id', { config: { access: 'admin' } }, async () => ({ ok: true }));
    await app.ready();
    const probe: ApiRoute = {
      method: 'POST',
      url: '/api/walker-probe/:id',
      access: 'admin',
      hidden: false,
      params: undefined,
      querystring: undefined,
      body: undefined,
    };
    await expectRefusal(app, probe, member.headers, 403, ErrorCode.forbidden);
    await expectRefusal(app, probe, {}, 401, ErrorCode.unauthorized);
    await app.close();
  });
});
