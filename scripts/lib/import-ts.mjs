// Imports a TypeScript module of ours from a plain Node script. Node 20 cannot strip types,
// so esbuild (already used for the server bundle) bundles the module and whatever it imports
// into one ES module in memory, which is then imported from a data: URL.
import { build } from 'esbuild';

/** @param {string} file path of a .ts file (absolute, or relative to the current directory) */
export async function importTs(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
