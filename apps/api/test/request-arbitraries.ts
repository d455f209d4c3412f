import { OPTION_KINDS, z } from '@canvas/shared';
import fc from 'fast-check';
import { type ApiRoute, fillPath, type JsonSchema, jsonSchemaOf, pathParamNames } from './route-table';

/**
 * fast-check arbitraries for requests to one route, read from the route's own zod schemas (as JSON
 * Schema): values its contract accepts, the same values with one part made hostile, and whole
 * requests a client should never send (wrong content types, broken JSON, malformed escapes).
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Ids the generator mixes in so requests reach real rows (the caller's and someone else's). */
export interface FuzzContext {
  /** The caller's canvas and user ids (empty for a visitor). */
  own: KnownRows;
  others: KnownRows;
}

export interface KnownRows {
  canvasIds: number[];
  userIds: number[];
}

/**
 * Mostly the caller's own rows (so writes go through), sometimes someone else's. Read when a value
 * is drawn, not when the arbitrary is built: the test replaces a caller a route signed out.
 */
function knownId(context: FuzzContext, name: string): fc.Arbitrary<number> {
  const kind = /user/i.test(name) ? 'userIds' : 'canvasIds';
  const pick = (side: 'own' | 'others') =>
    fc.nat({ max: 1_000 }).map((index) => {
      const ids = context[side][kind];
      return ids[index % ids.length] ?? 1;
    });
  const own = context.own[kind].length > 0 ? [{ weight: 3, arbitrary: pick('own') }] : [];
  return fc.oneof(...own, { weight: 1, arbitrary: pick('others') });
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** Values that have broken servers: limits of integer columns and of JSON numbers, empty and huge text. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  INT_MAX,
  INT_MAX + 1,
  INT_MIN - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '💅',
  '\u202Eevil',
  'x'.repeat(10_000),
  'x'.repeat(300_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '\\',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'null',
  '__proto__',
  'constructor',
  'http://',
  'javascript:alert(1)',
  'a\r\nSet-Cookie: x=1',
];
const HOSTILE_OTHER: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[[[]]]],
  { a: { b: { c: {} } } },
  Array.from({ length: 500 }, (_, index) => index),
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_OTHER),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const asSchema = (value: unknown): JsonSchema =>
  value !== null && typeof value === 'object' ? (value as JsonSchema) : {};
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** A string the field's name suggests (an email for `email`), so refinements are sometimes passed. */
function hintedString(name: string): fc.Arbitrary<string> | undefined {
  if (/email|^from$|^to$/i.test(name)) return fc.emailAddress();
  if (/^password$|secret/i.test(name)) return fc.constantFrom('Test_pass1', 'Demo_pass1', 'short');
  if (/^bookingUrl$/.test(name))
    return fc.constantFrom(
      'https://booking.example.com/maya',
      '512-555-0100',
      'maya@example.com',
      '@maya.styles',
    );
  if (/phone/i.test(name)) return fc.constantFrom('+15125550100', '512-555-0100', '(512) 555-0100');
  if (/date/i.test(name))
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (/url|uri|^image$|^variants$/i.test(name))
    return fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constant('/media/canvas/x.webp'));
  // A JSON list of catalogue names (GET /api/option/customized).
  if (name === 'types')
    return fc.subarray([...OPTION_KINDS], { minLength: 1 }).map((kinds) => JSON.stringify(kinds));
  if (/^uuid$/i.test(name)) return fc.uuid();
  if (/year/i.test(name)) return fc.integer({ min: 1990, max: 2024 }).map(String);
  if (/^mimeType$/.test(name)) return fc.constantFrom('image/jpeg', 'image/png', 'video/mp4');
  return undefined;
}

function stringFor(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, 60);
  const generic = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) }),
    },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: 'grapheme',
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, 30)),
      }),
    },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
  );
  // A path that takes an id or a slug: mostly ids of rows that exist.
  const hinted = /idOrSlug/i.test(name) ? knownId(context, name).map(String) : hintedString(name);
  const shaped = [
    hinted,
    typeof schema.pattern === 'string' ? matching(schema.pattern) : undefined,
    schema.format === 'uri' ? fc.webUrl() : undefined,
  ].filter((each) => each !== undefined);
  return fc.oneof(...shaped.map((arbitrary) => ({ weight: 3, arbitrary })), {
    weight: 1,
    arbitrary: generic,
  });
}

/** Strings matching the pattern, when fast-check can read it. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function integerFor(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<number> {
  const exclusiveMinimum =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const min = Math.max(numberOr(schema.minimum, exclusiveMinimum ?? INT_MIN), Number.MIN_SAFE_INTEGER);
  const max = Math.min(numberOr(schema.maximum, INT_MAX), Number.MAX_SAFE_INTEGER);
  const any = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.max(min, -5), max: Math.max(Math.min(max, 50), min) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
  const looksLikeId = /id$|^users$|^id/i.test(name);
  return looksLikeId ? fc.oneof({ weight: 3, arbitrary: knownId(context, name) }, any) : any;
}

/** Values the schema accepts, or nearly: refinements JSON Schema cannot express may still refuse them. */
function valueFor(schema: JsonSchema, name: string, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    return fc.oneof(...alternatives.map((each) => valueFor(asSchema(each), name, context, depth + 1)));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return stringFor(schema, name, context);
    case 'integer':
      return integerFor(schema, name, context);
    case 'number':
      return fc.double({
        min: numberOr(schema.minimum, -1e6),
        max: numberOr(schema.maximum, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return fc.tuple(
          ...(schema.prefixItems as unknown[]).map((each) =>
            valueFor(asSchema(each), name, context, depth + 1),
          ),
        );
      }
      const minLength = numberOr(schema.minItems, 0);
      return fc.array(valueFor(asSchema(schema.items), name, context, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(numberOr(schema.maxItems, 3), 3)),
      });
    }
    case 'object': {
      const properties = asSchema(schema.properties);
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      if (Object.keys(properties).length > 0) {
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, each]) => [
            key,
            valueFor(asSchema(each), key, context, depth + 1),
          ]),
        );
        return fc.record(model, { requiredKeys: required });
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(
          fc.string({ maxLength: 10 }),
          valueFor(asSchema(schema.additionalProperties), name, context, depth + 1),
          { maxKeys: 3 },
        );
      }
      return fc.constant({});
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every node of a JSON value, as paths from the root (the root is []). */
function nodePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...nodePaths(item, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...nodePaths(item, [...path, key]));
  }
  return paths;
}

type Mutation = 'replace' | 'delete' | 'wrap' | 'unknownKey';

/** The value with one node replaced by a hostile one, removed, wrapped in an array, or given a stray key. */
function mutate(value: unknown, pick: number, mutation: Mutation, hostile: unknown): unknown {
  const copy = structuredClone(value);
  const paths = nodePaths(copy);
  const path = paths[pick % paths.length] ?? [];
  const last = path[path.length - 1];
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
  const current = path.length === 0 ? copy : (parent as Record<string | number, unknown>)[last ?? ''];
  const replacement =
    mutation === 'replace'
      ? hostile
      : mutation === 'wrap'
        ? [current]
        : mutation === 'unknownKey' &&
            current !== null &&
            typeof current === 'object' &&
            !Array.isArray(current)
          ? { ...current, [String(hostile).slice(0, 20) || 'stray']: hostile }
          : hostile;
  if (path.length === 0) return replacement;
  if (mutation === 'delete' && !Array.isArray(parent)) {
    delete (parent as Record<string, unknown>)[String(last)];
    return copy;
  }
  (parent as Record<string | number, unknown>)[last ?? ''] = replacement;
  return copy;
}

/** Removes the node at the path, or its nearest ancestor that exists; false at the root. */
function removeAt(root: unknown, path: readonly PropertyKey[]): boolean {
  for (let end = path.length; end > 0; end -= 1) {
    const parent = path
      .slice(0, end - 1)
      .reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
        root,
      );
    const key = path[end - 1];
    if (parent === null || typeof parent !== 'object' || key === undefined || !(key in parent)) continue;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<PropertyKey, unknown>)[key];
    return true;
  }
  return false;
}

/**
 * Drops the parts the route's own schema refuses (refinements JSON Schema cannot express, like an
 * email rule), one at a time, so most generated requests get past validation into the service.
 */
function withoutRefusedParts(schema: z.ZodType, value: unknown): unknown {
  const copy = structuredClone(value);
  for (let round = 0; round < 30; round += 1) {
    const issue = schema.safeParse(copy).error?.issues[0];
    if (!issue || !removeAt(copy, issue.path)) break;
  }
  return copy;
}

/** Values the route's schema accepts (or, hostile, the same with one node broken, or nothing like them). */
function partFor(schema: z.ZodType, context: FuzzContext, hostile: boolean): fc.Arbitrary<unknown> {
  const valid = valueFor(jsonSchemaOf(schema), '', context).map((value) =>
    withoutRefusedParts(schema, value),
  );
  if (!hostile) return valid;
  const mutated = fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'wrap', 'unknownKey'),
      hostileValue,
    )
    .map(([value, pick, mutation, hostile]) => mutate(value, pick, mutation, hostile));
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}

/** Percent-encodes, or falls back to a malformed UTF-8 sequence where the text has a lone surrogate. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Segments no client library would send: bad escapes, dots, overlong and numeric edge cases. */
const RAW_SEGMENTS = [
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a'.repeat(300),
  '-1',
  '0',
  '1e3',
  '99999999999',
  '1.5',
  '%201',
  '0x10',
  'NaN',
  'Infinity',
  '%F0%9F%92%85',
];

function pathFor(route: ApiRoute, context: FuzzContext, hostile: boolean): fc.Arbitrary<string> {
  const names = pathParamNames(route.url);
  if (names.length === 0) return fc.constant(route.url);
  const values = route.params
    ? partFor(route.params, context, hostile)
    : fc.constant(Object.fromEntries(names.map((name) => [name, 'x'])));
  const noRawSegments = fc.constant<Record<string, string>>({});
  const raw: fc.Arbitrary<Record<string, string>> = hostile
    ? fc.oneof(
        noRawSegments,
        fc.dictionary(fc.constantFrom(...names), fc.constantFrom(...RAW_SEGMENTS), { minKeys: 1 }),
      )
    : noRawSegments;
  return fc.tuple(values, raw).map(([params, rawSegments]) => {
    const given = params !== null && typeof params === 'object' && !Array.isArray(params) ? params : {};
    const segments: Record<string, string> = {};
    for (const name of names) {
      const text = asText((given as Record<string, unknown>)[name]);
      segments[name] = rawSegments[name] ?? (text === '' ? 'x' : encode(text));
    }
    return fillPath(route.url, segments);
  });
}

/** Query strings a browser could not produce from a form. */
const RAW_QUERIES = [
  '%',
  'q=%ZZ',
  'q=%E0%A4%A',
  'a[]=1&a[b]=2',
  '&&&=',
  'q=1&q=2&q=3',
  `q=${'x'.repeat(5000)}`,
  '=x',
];

function queryFor(route: ApiRoute, context: FuzzContext, hostile: boolean): fc.Arbitrary<string> {
  const values = route.querystring
    ? partFor(route.querystring, context, hostile)
    : hostile
      ? partFor(z.object({ extra: z.string() }), context, true)
      : fc.constant({});
  const generated = values.map((query) => {
    if (query === null || typeof query !== 'object' || Array.isArray(query))
      return `value=${encode(asText(query))}`;
    return Object.entries(query)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(asText(item))}`),
      )
      .join('&');
  });
  if (!hostile) return generated;
  return fc.oneof(
    { weight: 4, arbitrary: generated },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) });

/** Bodies that are not what any route expects. */
const RAW_BODIES: Body[] = [
  { contentType: 'application/json', payload: 'not json' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}',
  },
  { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00&c=%ZZ' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload:
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--xyz--\r\n',
  },
  { contentType: 'application/xml', payload: '<a/>' },
  {},
];

/** Starts of real and fake files, for routes whose body is the file itself. */
const FILE_STARTS = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('ffd8ffe000104a464946', 'hex'),
  Buffer.from('GIF89a\x01\x00\x01\x00'),
  Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>'),
  Buffer.from('0000001866747970', 'hex'),
  Buffer.alloc(0),
];
const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'video/quicktime',
  'application/octet-stream',
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=xyz',
];

/** Whether the route reads a body at all (GET and HEAD never do). */
const takesBody = (route: ApiRoute) => route.method !== 'GET' && route.method !== 'HEAD';

function bodyFor(route: ApiRoute, context: FuzzContext, hostile: boolean): fc.Arbitrary<Body> {
  if (!takesBody(route)) return fc.constant({});
  if (route.body) {
    const values = partFor(route.body, context, hostile).map(json);
    if (!hostile) return values;
    return fc.oneof(
      { weight: 4, arbitrary: values },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    );
  }
  // No body schema on a write: either none is read, or the body is a file (avatar, media upload).
  const file = fc
    .tuple(fc.constantFrom(...FILE_STARTS), fc.uint8Array({ maxLength: 512 }), fc.constantFrom(...FILE_TYPES))
    .map(([start, rest, contentType]) => ({
      contentType,
      payload: Buffer.concat([start, Buffer.from(rest)]),
    }));
  if (!hostile)
    return fc.oneof({ weight: 3, arbitrary: file }, { weight: 1, arbitrary: fc.constant<Body>({}) });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: hostileValue.map(json) },
  );
}

type Part = 'path' | 'query' | 'body';

/**
 * Whole requests to the route, without the caller's credentials: all parts valid, or one part
 * hostile and the others valid, so a hostile value gets as far into the route as it can.
 */
export function requestFor(route: ApiRoute, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const request = (hostilePart: Part | undefined) =>
    fc
      .tuple(
        pathFor(route, context, hostilePart === 'path'),
        queryFor(route, context, hostilePart === 'query'),
        bodyFor(route, context, hostilePart === 'body'),
      )
      .map(([path, query, body]) =>
        withShortDescription({
          method: route.method,
          url: query ? `${path}?${query}` : path,
          headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        }),
      );
  const hasPath = pathParamNames(route.url).length > 0;
  return fc.oneof(
    { weight: 3, arbitrary: request(undefined) },
    ...(hasPath ? [{ weight: 2, arbitrary: request('path') }] : []),
    { weight: route.querystring ? 2 : 1, arbitrary: request('query') },
    ...(takesBody(route) ? [{ weight: 3, arbitrary: request('body') }] : []),
  );
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

/** The request in one line, clipped: fast-check prints it for a counterexample, and payloads can be 300 KB. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${clip(String(request.payload), 300)}`;
  return `${request.method} ${clip(request.url, 300)} [${request.headers['content-type'] ?? ''}]${payload}`;
}

function withShortDescription(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
}
