import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicConfig } from './common/config/public-config';

const TEST_FOLDERS = ['app', 'academy', 'server', 'common', 'scripts', 'tests/support'];
const TEST_FILE = /\.test\.tsx?$/;
/** What a test file does to the process that would outlive it: mocked modules, stubs, spies, fake clocks. */
const CHANGES_THE_PROCESS = /\bvi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\(/;

/**
 * The test files that change the process (CHANGES_THE_PROCESS), each run in a fresh module
 * graph. The others share one per worker: importing the server for every file was about half
 * of the run's time.
 */
function testsThatChangeTheProcess(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
      .map((file) => `${folder}/${file}`)
      .filter((path) => CHANGES_THE_PROCESS.test(readFileSync(path, 'utf8'))),
  );
}
const isolated = testsThatChangeTheProcess();

export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(parsePublicConfig({})),
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [`{${TEST_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
    environment: 'node',
    // In CI, refuse to run without PostgreSQL and Redis rather than skip their tests.
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    // Tests must pass in any order: files and the tests in them run shuffled, with the seed
    // printed at the end (replay a failing order with --sequence.seed=<seed>).
    sequence: { shuffle: true },
    // How many tests ran on each database and rate-limit store, after the usual summary.
    reporters: ['default', './tests/support/test-count-reporter.ts'],
    // Vitest's default on two cores is one worker; most of a file's time is spent waiting on
    // databases, so two overlap well. Each worker has its own PostgreSQL database
    // (tests/support/databases.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
