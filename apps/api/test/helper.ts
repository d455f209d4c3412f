import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProfileTarget, RoleValue } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { type UserRow, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createServerDatabase, testDatabaseKind } from './databases';
import './provided-context';

export const TEST_PASSWORD = 'Test_pass1';

/**
 * A fresh, migrated database per test file, a copy of the one the global setup migrated: an
 * in-memory PGlite, or a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL
 * when the project runs on it (vitest.config.ts).
 */
async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    return openDatabase({ kind: 'pglite', dir: null, loadDataDir: dump });
  }
  return openServerDatabase(inject('postgresTemplate'));
}

async function openServerDatabase(template?: string): Promise<Database> {
  const server = await createServerDatabase('canvas_test', template);
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** An empty database of the project's kind, with no migrations applied (the migration tests). */
export async function openEmptyTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'pglite' ? openDatabase({ kind: 'pglite', dir: null }) : openServerDatabase();
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'canvas-test'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** What a test may add to the app it builds (the route walkers read the route table; the socket tests serve the chat socket). */
export type TestAppOptions = Pick<BuildAppOptions, 'onRoute' | 'chatSocket'>;

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The usual way to test the API: one app and database per test file, built before its tests and
 * closed after them. Tests stay independent by creating their own users (createUser makes unique
 * emails) rather than relying on an empty database.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env, options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

let passwordHash: Promise<string> | undefined;
/** Hashing is deliberately slow; the shared test password is hashed once per file. */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

let userCounter = 0;
/** An email no other test uses (tests in a file share one database). */
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface NewUser {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  target?: ProfileTarget | null;
  roleValue?: RoleValue;
  isSuperAdmin?: boolean;
  verified?: boolean;
}

/** Inserts a user directly (verified unless told otherwise); password TEST_PASSWORD by default. */
export async function createUser(database: Database, attributes: NewUser = {}): Promise<UserRow> {
  userCounter += 1;
  const hash =
    attributes.password && attributes.password !== TEST_PASSWORD
      ? await hashPassword(attributes.password)
      : await testPasswordHash();
  const rows = await database.db
    .insert(users)
    .values({
      email: attributes.email ?? uniqueEmail(),
      passwordHash: hash,
      firstName: attributes.firstName ?? 'Test',
      lastName: attributes.lastName ?? `User${userCounter}`,
      target: attributes.target === undefined ? 'personalCanvas' : attributes.target,
      roleValue: attributes.roleValue ?? 'end_user',
      isSuperAdmin: attributes.isSuperAdmin ?? false,
      emailVerifiedAt: attributes.verified === false ? null : sql`now()`,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('user not created');
  return row;
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { platformType: 'internal', email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user of the test's own, signed in: the row, its bearer token and the header carrying it. */
export interface SignedInUser {
  user: UserRow;
  id: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** Inserts a user (createUser) and signs in through the API: the usual caller of a test. */
export async function createSignedInUser(
  t: Pick<TestApp, 'app' | 'database'>,
  attributes: NewUser = {},
): Promise<SignedInUser> {
  const user = await createUser(t.database, attributes);
  const token = await signIn(t.app, user.email, attributes.password);
  return { user, id: user.id, email: user.email, token, headers: bearer(token) };
}
