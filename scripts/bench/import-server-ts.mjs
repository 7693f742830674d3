// Imports a server TypeScript module into the bench process, like scripts/lib/import-ts.mjs,
// but with npm packages left out of the bundle: a native addon such as argon2 finds its
// compiled binary next to its own file, which a module bundled into a data: URL no longer
// has. Each package is imported from node_modules through its absolute file: URL (the only
// kind of specifier a data: module can import besides Node's built-ins).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../lib/build.mjs';

const requireFromRoot = createRequire(join(ROOT, 'package.json'));

/** @type {import('esbuild').Plugin} */
const packagesByFileUrl = {
  name: 'packages-by-file-url',
  setup(builder) {
    // Bare specifiers: "argon2", "kysely", "@scope/name/sub"; not "./x", "/x", "node:x".
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('node:')) return { path, external: true };
      try {
        return { path: pathToFileURL(requireFromRoot.resolve(path)).href, external: true };
      } catch {
        return undefined; // Not resolvable with require (ESM-only): esbuild bundles it.
      }
    });
  },
};

/** @param {string} file absolute path of a .ts file under server/ or common/ */
export async function importServerTs(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    plugins: [packagesByFileUrl],
  });
  const code = result.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
