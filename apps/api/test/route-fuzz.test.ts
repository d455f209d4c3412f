import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
} from '../src/modules/canvases/testing';
import { createTestApp } from './helper';
import {
  describeRequest,
  type FuzzContext,
  type FuzzRequest,
  type KnownRows,
  requestFor,
} from './request-arbitraries';
import { type ApiRoute, routeName, routeRecorder } from './route-table';

/**
 * The route fuzz: requests generated from every route's own schemas, then made hostile (wrong
 * types, huge numbers, NUL and lone surrogates, very long text, arrays for objects, missing
 * fields, bad content types and escapes), sent as a visitor, as a member and, on admin routes, as
 * an admin. No answer may be a 5xx or show a stack trace or SQL.
 *
 * The seed is fixed so CI runs the same cases: each route and role draws from FUZZ_SEED (18 by
 * default) plus a hash of its name, and a failure prints that seed and fast-check's path to the
 * case. FUZZ_SEED and FUZZ_RUNS explore other cases locally. No route is skipped: email and text
 * messages go to the embedded outbox, and each caller signs in from its own address so the
 * sign-in throttling (429) of one route's cases does not cut another's short.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** A visitor is refused before any input is read on routes that need sign-in; a few cases show it. */
const VISITOR_RUNS_WHEN_REFUSED = 4;

/** What would tell an attacker how the server is built. */
const STACK_TRACE = [/\n\s+at /, /\bat [\w$.<>]+ \(/, /node_modules/, /\.[cm]?[jt]s:\d+:\d+/];
const SQL = [
  /syntax error at or near/i,
  /violates [\w ]*constraint/i,
  /duplicate key value/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /relation "\w+"/i,
  /column "\w+"/i,
  /\bselect\b[\s\S]+\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
];

const recorder = routeRecorder();
const t = await createTestApp({}, { onRoute: recorder.onRoute });

type Role = 'visitor' | 'member' | 'admin';
const rolesFor = (route: ApiRoute): Role[] =>
  route.access === 'admin' ? ['visitor', 'member', 'admin'] : ['visitor', 'member'];
const cases = recorder.routes.flatMap((route) =>
  rolesFor(route).map((role) => [routeName(route), role, route] as const),
);

let owner: Person;
let others: KnownRows;

beforeAll(async () => {
  owner = await person(t);
  const published = await createCanvas(t, owner, publishableStudent('Fuzz Owner'));
  await publish(t, owner, published.id);
  const draft = await createCanvas(t, owner, { type: 'professional', introduction: { name: 'Fuzz Draft' } });
  others = { canvasIds: [published.id, draft.id], userIds: [owner.id] };
});
afterAll(() => t.close());

/** A stable number per name, so a route's cases do not change when another route is added. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash >>> 0;
}

const describeCase = (request: FuzzRequest, response: LightMyRequestResponse) =>
  `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`;

function expectNoLeak(request: FuzzRequest, response: LightMyRequestResponse) {
  const type = String(response.headers['content-type'] ?? '');
  if (!/json|text|html|xml/.test(type)) return;
  for (const pattern of STACK_TRACE) {
    expect(pattern.test(response.body), `stack trace ${pattern}: ${describeCase(request, response)}`).toBe(
      false,
    );
  }
  // A successful answer may echo what was sent (a name that reads like SQL); an error may not.
  if (response.statusCode < 400) return;
  for (const pattern of SQL) {
    expect(pattern.test(response.body), `SQL ${pattern}: ${describeCase(request, response)}`).toBe(false);
  }
}

interface Caller {
  person: Person;
  canvasId: number;
}

/**
 * Signing in costs a password hash, so one member (and one admin) serves every route, with a
 * canvas of their own. A route may sign them out, change their password or delete the canvas;
 * then the next route gets a new one.
 */
const callers = new Map<Role, Caller>();

async function isUsable(caller: Caller): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/canvas/${caller.canvasId}`,
    headers: caller.person.headers,
  });
  return response.statusCode === 200 && response.json<{ canEdit: boolean }>().canEdit;
}

async function callerFor(role: Role): Promise<Caller | undefined> {
  if (role === 'visitor') return undefined;
  const cached = callers.get(role);
  if (cached && (await isUsable(cached))) return cached;
  const fresh = await person(t, role === 'admin' ? { roleValue: 'administrator' } : {});
  const caller = {
    person: fresh,
    canvasId: (await createCanvas(t, fresh, publishableStudent('Fuzz Caller'))).id,
  };
  callers.set(role, caller);
  return caller;
}

const ownRows = (caller: Caller | undefined): KnownRows => ({
  canvasIds: caller ? [caller.canvasId] : [],
  userIds: caller ? [caller.person.id] : [],
});

it.each(cases)('%s as a %s: never a 5xx, a stack trace or SQL', async (name, role, route) => {
  let caller = await callerFor(role);
  const context: FuzzContext = { own: ownRows(caller), others };
  const refused = role === 'visitor' && route.access !== 'public';
  const remoteAddress = `198.51.${hashOf(name) % 250}.${role === 'visitor' ? 1 : role === 'member' ? 2 : 3}`;

  await fc.assert(
    fc.asyncProperty(requestFor(route, context), async (request) => {
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(caller?.person.headers ?? {}) },
        remoteAddress,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, describeCase(request, response)).toBeLessThan(500);
      expectNoLeak(request, response);
      // A write that went through may have signed the caller out or deleted their canvas.
      if (caller && response.statusCode < 300 && request.method !== 'GET') {
        caller = await callerFor(role);
        context.own = ownRows(caller);
      }
    }),
    { seed: (SEED + hashOf(`${name} ${role}`)) | 0, numRuns: refused ? VISITOR_RUNS_WHEN_REFUSED : RUNS },
  );
});
