// `npm start`: build when the sources (or the build-time settings) changed since the last
// build, then run the server, which migrates, seeds an empty database and listens.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = [
  'app',
  'common',
  'server',
  'public',
  'scripts/build-server.mjs',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function fingerprint() {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(visit);
  // Build-time client settings are part of the build (see common/config/public-config.ts).
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (
      /^(SITE_URL|PRODUCTION_HOSTS|SANDBOX_HOSTS|COURSES_|STORAGE_BASE_URL|CONTACT_EMAIL|SCHOOLS_EMAIL)/.test(
        key,
      )
    ) {
      hash.update(`${key}=${value}\n`);
    }
  }
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (current !== built || !existsSync('dist/server/main.js') || !existsSync('build/client')) {
  console.log('Building Lectio…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, fingerprint());
}

// Run the server in this process so SIGTERM reaches its graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(new URL('../dist/server/main.js', import.meta.url).href);
