// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and writes
// gzip and brotli copies of the client's text assets so they are served precompressed.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: process.env.SERVER_BUNDLE ?? 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The class books embed these fonts; the bundle reads them beside itself (book-fonts.ts).
cpSync(
  'server/assets/fonts',
  join(dirname(process.env.SERVER_BUNDLE ?? 'dist/server/main.js'), 'assets/fonts'),
  {
    recursive: true,
  },
);

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml|ico)$/;
const buildDir = process.env.BUILD_DIR ?? 'build';
// Both apps' clients (decision 0020); the Academy's is absent only when it was not built.
const clientDirs = [`${buildDir}/client`, `${buildDir}/academy/client`].filter((dir) =>
  existsSync(dir),
);
for (const file of clientDirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name))),
)) {
  if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
