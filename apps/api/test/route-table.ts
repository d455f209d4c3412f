import { z } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../src/db/client';
import type { RouteAccess } from '../src/lib/route-access';

/**
 * The app's route table as Fastify registers it (through buildApp's onRoute), for the tests that
 * walk and fuzz every route: a route added to any module is in it without anyone listing it.
 */

export interface ApiRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/canvas/:id`. */
  url: string;
  access: RouteAccess | undefined;
  /** Hidden from the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  params: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  body: z.ZodType | undefined;
}

const isZodSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Every /api route except the documentation's own; HEAD twins of GET routes are left out. */
export function routeRecorder() {
  const routes: ApiRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        hidden: schema.hide === true,
        params: isZodSchema(schema.params) ? schema.params : undefined,
        querystring: isZodSchema(schema.querystring) ? schema.querystring : undefined,
        body: isZodSchema(schema.body) ? schema.body : undefined,
      });
    }
  };
  return { routes, onRoute };
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** `/api/canvas/{id}` (OpenAPI) → `/api/canvas/:id` (Fastify). */
export const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

export interface DocumentedOperation {
  method: string;
  url: string;
  security: unknown;
}

/** The operations of the OpenAPI document the app serves. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`OpenAPI document: ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: fastifyPath(path),
      security: operation.security,
    })),
  );
}

/** The names of a route's path parameters, in order. */
export const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** The URL with each `:name` replaced by its (already encoded) segment. */
export const fillPath = (url: string, segments: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => segments[name] ?? 'x');

export interface KnownValues {
  /** An id that names a row (e.g. a canvas the caller may read). */
  id: number;
  /** A slug that names the same row. */
  slug: string;
}

/**
 * Path segments a real client would send: a known id or slug, an enum's first value, a string
 * matching the parameter's pattern. The value passes the route's validation, so a refusal must
 * come from its access rule.
 */
export function plausiblePathSegments(route: ApiRoute, known: KnownValues): Record<string, string> {
  const schema = route.params ? jsonSchemaOf(route.params) : undefined;
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const segments: Record<string, string> = {};
  for (const name of pathParamNames(route.url)) {
    segments[name] = encodeURIComponent(plausibleValue(name, properties[name] ?? {}, known));
  }
  return segments;
}

function plausibleValue(name: string, schema: JsonSchema, known: KnownValues): string {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(known.id);
  if (/slug/i.test(name)) return known.slug;
  if (typeof schema.pattern === 'string') {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 1 });
    if (sample !== undefined) return sample;
  }
  return 'x';
}

/** JSON Schema as zod writes it for a request part (what a client may send). */
export type JsonSchema = Record<string, unknown>;

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * A cheap fingerprint of every table: its row count and an order-independent sum of row hashes.
 * Two equal fingerprints mean no row was added, removed or changed.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const names = tables.rows.map((row) => row.name);
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as print from "${name}" t`,
    )
    .join(' union all ');
  const result = (await database.db.execute(sql.raw(query))) as unknown as {
    rows: Array<{ name: string; print: string }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}
