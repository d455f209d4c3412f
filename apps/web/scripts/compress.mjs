// Writes <file>.br and <file>.gz beside every compressible file of the build, so the server sends
// pre-compressed bytes (@fastify/static preCompressed) without compressing on each request.
//   node scripts/compress.mjs [--outDir dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const outFlag = process.argv.indexOf('--outDir');
const dist = path.resolve(
  import.meta.dirname,
  '..',
  outFlag >= 0 ? (process.argv[outFlag + 1] ?? 'dist') : 'dist',
);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Never served (.vite's manifest, .ssr's server bundle and templates): nothing to compress.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  );
  count += 1;
}
console.info(`compressed ${count} files (br, gz)`);
