// `npm run build:client [-- <react-router build options>]`: both apps' clients (decision
// 0020), the Journals site from the repository root and the Academy from academy/ (its own
// React Router project: routes, config and an assets folder of its own), with the same options.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = process.argv.slice(2);

for (const cwd of [root, `${root}academy`]) {
  // The CLI runs from the project's folder: run from elsewhere, it names its own files wrongly.
  const result = spawnSync('npx', ['react-router', 'build', ...options], { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
