// `npm start`: build what is missing or stale, then run the API (which migrates, seeds on first run
// and serves the web app). Set SKIP_BUILD=1 to run the last build as is; CANVAS_MODE=production for
// a real site (README, "Deploying to production").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') {
  if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web', 'packages/shared'])) {
    run(['run', 'build', '-w', '@canvas/web']);
  }
  if (isStale(path.join(root, 'apps/api/dist/server.mjs'), ['apps/api/src', 'packages/shared'])) {
    run(['run', 'build', '-w', '@canvas/api']);
  }
}

// Run the server in this process so SIGTERM reaches its graceful shutdown directly. The mode is the
// server's to decide (apps/api/src/config-mode.ts): demo unless CANVAS_MODE=production or
// NODE_ENV=production says otherwise, so a fresh clone's sign-up can be verified at /dev/mailbox.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.mjs')).href);
