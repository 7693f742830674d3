// Build-if-stale for `npm start` and `npm run bench`: the production build (build/client and
// dist/server/main.js) is redone only when a source file or a build-time setting changed
// since the last build, which dist/.build-stamp records.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const STAMP = 'dist/.build-stamp';
const OUTPUTS = ['dist/server/main.js', 'build/client'];
const SOURCES = [
  'app',
  'common',
  'server',
  'public',
  'scripts/build-server.mjs',
  'scripts/seo-files.ts',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];
// Build-time client settings are part of the build (see common/config/public-config.ts).
const BUILD_ENV =
  /^(SITE_URL|PRODUCTION_HOSTS|SANDBOX_HOSTS|COURSES_|STORAGE_BASE_URL|CONTACT_EMAIL|SCHOOLS_EMAIL|STRIPE_PUBLISHABLE_KEY)/;

export class BuildError extends Error {
  name = 'BuildError';
  /** @param {number} exitCode */
  constructor(exitCode) {
    super(`The build failed (exit code ${exitCode}).`);
    this.exitCode = exitCode;
  }
}

/** Hash of every source file's path, size and mtime plus the build-time settings. */
export function buildFingerprint(env = process.env) {
  const hash = createHash('sha256');
  // Paths are hashed relative to the root (as they always were), so a stamp written before
  // this module existed stays valid.
  const visit = (path) => {
    const absolute = join(ROOT, path);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) visit(join(path, name));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(visit);
  for (const [key, value] of Object.entries(env).sort()) {
    if (BUILD_ENV.test(key)) hash.update(`${key}=${value}\n`);
  }
  return hash.digest('hex');
}

/**
 * Runs `npm run build` when the sources changed since the last build or an output is
 * missing. Returns whether it built; throws BuildError when the build fails (npm has
 * already printed why).
 */
export function ensureBuilt({ log = console.log } = {}) {
  const stampFile = join(ROOT, STAMP);
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  const complete = OUTPUTS.every((path) => existsSync(join(ROOT, path)));
  if (built === buildFingerprint() && complete) return false;

  log('Building Lectio…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new BuildError(result.status ?? 1);
  writeFileSync(stampFile, buildFingerprint());
  return true;
}
