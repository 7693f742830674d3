import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parsePublicConfig } from './common/config/public-config';

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
    include: ['{app,academy,server,common,scripts,tests/support}/**/*.test.{ts,tsx}'],
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
