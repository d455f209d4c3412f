// Bundles the API into dist/server.mjs. npm dependencies stay external (loaded from node_modules);
// workspace packages (@canvas/*) are TypeScript source and are bundled in. Migrations are copied
// beside the bundle, where src/db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url);
rmSync(new URL('dist', root), { recursive: true, force: true });

await build({
  entryPoints: [new URL('src/server.ts', root).pathname],
  outfile: new URL('dist/server.mjs', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@canvas/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
