// `npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Lovelace]`:
// makes (or promotes) an administrator and prints a one-time set-password link (decision 027).
// It reads the same environment as the server (DATA_DIR or DATABASE_URL, PUBLIC_URL, CANVAS_MODE).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { emailField } from '@canvas/shared';
import { z } from 'zod';
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { type AdminAccountResult, createAdminAccount } from '../modules/auth/admin-account';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Lovelace]';

export class UsageError extends Error {}

const argsSchema = z.object({
  email: emailField(),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
});

export function parseAdminArgs(argv: string[]) {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Site' },
        'last-name': { type: 'string', default: 'Administrator' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const result = argsSchema.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(`${problems.join('\n')}\n${USAGE}`);
  }
  return result.data;
}

/**
 * The embedded database belongs to one process: while the server runs on it, the command must not
 * open it too. A server answering on HOST:PORT is taken as that process.
 */
async function assertEmbeddedDatabaseFree(config: Config): Promise<void> {
  if (config.database.kind !== 'pglite') return;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
  const running = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (running) {
    throw new UsageError(
      `The server is running on the embedded database (${url}); stop it, run this command, then start it again.`,
    );
  }
}

export function describeResult(result: AdminAccountResult): string {
  const who = `${result.user.email} (${result.user.firstName} ${result.user.lastName})`;
  return [
    result.created
      ? `Created the administrator ${who}.`
      : `${who} is now an administrator; its password, sessions and pending links were cleared.`,
    'Open this link within one hour to set the password (it works once):',
    '',
    `  ${result.link}`,
    '',
  ].join('\n');
}

async function main() {
  const input = parseAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  await assertEmbeddedDatabaseFree(config);
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const result = await createAdminAccount({ db: database.db, publicUrl: config.publicUrl }, input);
    process.stdout.write(`${describeResult(result)}\n`);
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof UsageError;
    console.error(
      known ? error.message : `admin:create failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(known ? 2 : 1);
  });
}
