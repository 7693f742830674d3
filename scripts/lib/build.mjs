// Build-if-stale for `npm start` and `npm run bench`: the build (build/client and
// dist/server/main.js) is redone only when a source file, a build-time setting or the build
// mode changed since the last build, or the outputs are not the ones that build made;
// dist/.build-stamp records all of it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const STAMP = 'dist/.build-stamp';
const OUTPUTS = ['dist/server/main.js', 'build/client', 'build/academy/client'];
const SOURCES = [
  'app',
  'academy',
  'common',
  'server',
  'public',
  'scripts/build-server.mjs',
  'scripts/build-client.mjs',
  'scripts/seo-files.ts',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'react-router.future.ts',
];
// Build-time client settings are part of the build (see common/config/public-config.ts).
const BUILD_ENV =
  /^(SITE_URL|PRODUCTION_HOSTS|SANDBOX_HOSTS|COURSES_|JOURNALS_LOCAL_URL|STORAGE_BASE_URL|CONTACT_EMAIL|SCHOOLS_EMAIL|STRIPE_PUBLISHABLE_KEY)/;

/** @typedef {'production' | 'development'} BuildMode */

/**
 * Where the browser tests' development-mode client is built (BUILD_DIR), apart from the
 * production build so the two never mix.
 */
export const DEV_CLIENT_BUILD_DIR = '.builds/dev-client';

export class BuildError extends Error {
  name = 'BuildError';
  /** @param {number} exitCode */
  constructor(exitCode) {
    super(`The build failed (exit code ${exitCode}).`);
    this.exitCode = exitCode;
  }
}

/**
 * The client build a start needs: React's development build (StrictMode runs every effect
 * twice) only when NODE_ENV says development; production, tests and a bare `npm start` get
 * the production build.
 * @param {Record<string, string | undefined>} env
 * @returns {BuildMode}
 */
export function buildModeFor(env = process.env) {
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

/**
 * The environment a build of `mode` runs with. Vite picks React's build from NODE_ENV, not
 * from --mode, so NODE_ENV is set to the mode whatever the caller's was.
 * @param {BuildMode} mode
 * @param {Record<string, string | undefined>} env
 */
export function buildEnv(mode, env = process.env) {
  return { ...env, NODE_ENV: mode };
}

/**
 * Hash of the build mode, every source file's path, size and mtime, and the build-time
 * settings.
 * @param {Record<string, string | undefined>} env
 * @param {{ mode?: BuildMode, root?: string }} [options]
 */
export function buildFingerprint(
  env = process.env,
  { mode = buildModeFor(env), root = ROOT } = {},
) {
  const hash = createHash('sha256');
  hash.update(`mode=${mode}\n`);
  // Paths are hashed relative to the root, so the stamp does not depend on where it lives.
  const visit = (path) => {
    const absolute = join(root, path);
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
 * The outputs as this build left them (mtimes), or null when one is missing: a build made
 * another way (`npm run build` by hand, in another mode) changes them, so it is not trusted.
 * @param {string} root
 */
function outputsSignature(root) {
  const parts = [];
  for (const path of OUTPUTS) {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return null;
    parts.push(`${path}:${statSync(absolute).mtimeMs}`);
  }
  return parts.join('\n');
}

/**
 * `npm run build` for `mode`: the client with `--mode` under NODE_ENV=mode, then the server
 * bundle. Answers the exit status.
 * @param {{ mode: BuildMode, env: Record<string, string | undefined>, root: string }} build
 */
function npmBuild({ mode, env, root }) {
  for (const args of [
    ['run', 'build:client', '--silent', '--', '--mode', mode],
    ['run', 'build:server', '--silent'],
  ]) {
    const result = spawnSync('npm', args, {
      stdio: 'inherit',
      cwd: root,
      env: buildEnv(mode, env),
    });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

/**
 * Builds when the sources, the build-time settings or the mode changed since the last build,
 * or the outputs are missing or not that build's. Returns whether it built; throws BuildError
 * when the build fails (npm has already printed why).
 * @param {{ log?: (text: string) => void, mode?: BuildMode,
 *   env?: Record<string, string | undefined>, root?: string,
 *   build?: typeof npmBuild }} [options]
 */
export function ensureBuilt({
  log = console.log,
  env = process.env,
  mode = buildModeFor(env),
  root = ROOT,
  build = npmBuild,
} = {}) {
  const stampFile = join(root, STAMP);
  const stamp = () => `${buildFingerprint(env, { mode, root })}\n${outputsSignature(root)}`;
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (outputsSignature(root) !== null && built === stamp()) return false;

  log(`Building Lectio (${mode} client)…`);
  const status = build({ mode, env, root });
  if (status !== 0) throw new BuildError(status);
  writeFileSync(stampFile, stamp());
  return true;
}
