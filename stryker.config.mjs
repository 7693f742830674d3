// Mutation testing of the rules that decide money, access, accounts and privacy
// (`npm run test:mutation`, docs/MUTATION.md). Stryker changes one rule at a time in a copy of
// the project and runs the tests that cover it: a change no test notices is a missing test.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the test files related to the changed file run (vitest's related mode), and per mutant
  // only the tests that reached it (perTest coverage).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    // Money
    'server/modules/credits/ledger.ts',
    'server/modules/store/price-order.ts',
    'server/modules/store/save-print-order.ts',
    'server/modules/store/confirm-order-payment.ts',
    'server/modules/store/expire-carts.ts',
    'server/modules/store/lookup-limits.ts',
    'server/modules/store/find-book.ts',
    'common/store/pricing.ts',
    // Access
    'server/access/teaches-class.ts',
    'server/access/teaches-student.ts',
    'server/access/may-impersonate.ts',
    // Accounts
    'server/lib/rate-limit.ts',
    'server/modules/auth/login-limits.ts',
    'common/redirect.ts',
    // Privacy
    'server/access/educator-of.ts',
    'server/access/parent-of.ts',
  ],
  // The tests that prove these rules; the browser journeys (Playwright) are not run.
  testFiles: [
    'server/modules/credits/*.test.ts',
    'server/modules/store/*.test.ts',
    'server/adapters/email/mail-limits.test.ts',
    'server/access/*.test.ts',
    'server/lib/rate-limit.test.ts',
    'server/modules/auth/{impersonation,login-limits,redirects,accounts}.test.ts',
    'server/modules/classroom/permissions.test.ts',
    'server/modules/privacy/*.test.ts',
    'server/trust-proxy.test.ts',
    'common/**/*.test.ts',
    'app/features/store/state/checkout-rules.test.ts',
  ],
  // The string literals of these files are SQL names, log texts and counter keys: a wrong SQL
  // name fails every query that reaches it, and the texts users see live in common/<domain>/messages.ts.
  // Leaving them out halves the run (docs/MUTATION.md).
  mutator: { excludedMutations: ['StringLiteral'] },
  // Module-level constants would need every test to run again for each of their mutants.
  ignoreStatic: true,
  // The machine is shared: two test workers at most.
  concurrency: 2,
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'build',
    'dist',
    'data',
    'test-results',
    'playwright-report',
    'bench-results',
    '.builds',
    'reports',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
};
