import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { TEST_TEMP_PREFIX } from './temp-dir';

const testTempDirs = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith(TEST_TEMP_PREFIX));

/**
 * In CI the PostgreSQL and Redis variants of the tests must run: without these addresses they
 * would be left out silently and the run would still pass. .ci/run sets both. And a CI run
 * fails when tests leave a temporary folder behind (they make them with tests/support/temp-dir).
 */
export default function checkTestEnvironment() {
  if (process.env.CI !== 'true' && process.env.CI !== '1') return;
  const before = new Set(testTempDirs());
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `CI=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the PostgreSQL and Redis tests would silently not run (.ci/run sets them).`,
    );
  }
  // Tests clean up after themselves: a run that leaves a temporary folder behind fails.
  return () => {
    const left = testTempDirs().filter((name) => !before.has(name));
    if (left.length > 0) {
      // An error thrown here is only logged by Vitest; the exit code is what fails the run.
      process.stderr.write(
        `✖ Tests left ${left.length} temporary folders behind: ${left.join(', ')}\n`,
      );
      process.exitCode = 1;
    }
  };
}
