// `npm test`: every check the project has, in the order that fails fastest.
// Lint and types, unit/API/database tests, the production and development client builds, then
// browser journeys.
import { spawnSync } from 'node:child_process';
import { DEV_CLIENT_BUILD_DIR, buildEnv } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/** @type {[string, string, string[], Record<string, string | undefined>?][]} */
const steps = [
  ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Types', 'npm', ['run', 'typecheck', '--silent']],
  ['Unit, API and database tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build', '--silent'], buildEnv('production', env)],
  // The browser tests' second client: React's development build, where StrictMode runs every
  // effect twice (playwright.config.ts, project dev-client), in a folder of its own.
  [
    'Development client build',
    'npm',
    ['run', 'build:client', '--silent', '--', '--mode', 'development'],
    { ...buildEnv('development', env), BUILD_DIR: DEV_CLIENT_BUILD_DIR },
  ],
  ['Browser tests', 'npx', ['playwright', 'test']],
  // The production image's recipe, step by step without Docker (docs/DEPLOY.md).
  ['Dockerfile steps', 'node', ['scripts/check-docker-build.mjs']],
];

for (const [name, command, args, stepEnv = env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
