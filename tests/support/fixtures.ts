import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/**
 * Our test: fails on any console error or uncaught page error, and on failure keeps
 * screenshots at 1280 and 375 px wide.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      // Chromium logs 'Failed to load resource' for every 4xx answer. Two kinds are expected
      // behaviour, so that one message is dropped for them: a document served with status 404
      // (the real 404 page) and an API call answered 4xx (a wrong password, no session yet).
      // 5xx answers and every other console error still fail the test.
      const expectedFailures = new Set<string>();
      page.on('response', (response) => {
        const status = response.status();
        const isApi = new URL(response.url()).pathname.startsWith('/api/');
        const isMissingDocument = response.request().isNavigationRequest() && status === 404;
        if (isMissingDocument || (isApi && status >= 400 && status < 500)) {
          expectedFailures.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (message.text().startsWith('Failed to load resource') && expectedFailures.has(url)) {
          return;
        }
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const [name, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size).catch(() => undefined);
          const shot = await page.screenshot({ fullPage: true }).catch(() => null);
          if (shot)
            await testInfo.attach(`failure-${name}`, { body: shot, contentType: 'image/png' });
        }
      }
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits for running finite animations and transitions (a dialog rising in, a button fading
 * after a click): mid-way their colours are part-transparent, and axe would measure the
 * contrast of a frame no one reads. Paused or endless ones are left alone; the wait is
 * bounded on the test's side because the page clock may be under the test's control.
 */
async function settleAnimations(page: Page): Promise<void> {
  const finished = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
