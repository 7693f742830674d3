// `npm test`: every check the project has, in the order that fails fastest.
// Lint and types, unit/API/database tests, the production build, then browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const steps = [
  ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Types', 'npm', ['run', 'typecheck', '--silent']],
  ['Unit, API and database tests', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build', '--silent']],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
