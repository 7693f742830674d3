import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/** axe-core's minified build: the same engine and rules as axe.source, at half the size to parse. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/**
 * The API calls that spend a code or token once (issue 9), and where that code or token
 * travels: in the body (`c`), or in a session cookie. A page must never send one of them twice
 * with the same code: the server answers a quick repeat from the same browser like the first
 * call, but a page that sends it twice has an effect that runs twice.
 */
export const SINGLE_USE_CALLS: Readonly<Record<string, 'body' | 't' | 'st' | 'set'>> = {
  '/api/auth/confirm_email': 'body',
  '/api/auth/teacher_set_password': 'body',
  '/api/auth/student_reset_code': 'body',
  '/api/auth/student_set_password': 'set',
  '/api/auth/student_go': 'st',
  '/api/auth/login_as': 't',
  '/api/auth/login_as_student': 't',
  // The Academy's (issue 13).
  '/api/academy/auth/confirm': 'body',
  '/api/academy/auth/reset': 'body',
  '/api/academy/auth/consent': 'body',
};

/**
 * A journey that repeats a single-use call on purpose (to show that the code is spent) names
 * its path in this annotation: `test('…', { annotation: { type: REPEATS_SINGLE_USE,
 * description: '/api/auth/student_reset_code' } }, …)`.
 */
export const REPEATS_SINGLE_USE = 'repeats-single-use';

/** `name`'s value in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Our test: fails on any console error or uncaught page error, and on failure keeps
 * screenshots at 1280 and 375 px wide.
 */
export const test = base.extend<{ consoleErrors: string[]; singleUseCalls: string[] }>({
  // Every single-use call the test's browser sent (method, path and the code it spends);
  // the test fails if one was sent twice.
  singleUseCalls: [
    async ({ context }, use, testInfo) => {
      const sent: string[] = [];
      const reading: Promise<void>[] = [];
      context.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        const spends = SINGLE_USE_CALLS[path];
        if (!spends || request.method() !== 'POST') return;
        reading.push(
          (async () => {
            const body = request.postData() ?? '';
            if (spends === 'body') {
              const code = (JSON.parse(body || '{}') as { c?: unknown } | null)?.c;
              if (typeof code === 'string') sent.push(`POST ${path} c=${code}`);
              return;
            }
            // Without the cookie the call spends nothing (it is refused).
            const token = cookieValue((await request.allHeaders()).cookie, spends);
            if (token) sent.push(`POST ${path} ${spends}=${token} ${body}`);
          })(),
        );
      });
      await use(sent);
      await Promise.allSettled(reading);
      const allowed = new Set(
        testInfo.annotations
          .filter((annotation) => annotation.type === REPEATS_SINGLE_USE)
          .map((annotation) => annotation.description),
      );
      const repeated = sent.filter(
        (call, index) => sent.indexOf(call) !== index && !allowed.has(call.split(' ')[1] ?? ''),
      );
      expect(repeated, 'single-use calls sent twice').toEqual([]);
    },
    { auto: true },
  ],
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

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) and expects no violations.
 *
 * axe is loaded into the page once per document and run there, on our own document: the only
 * frames our pages embed are video players of other origins, whose <iframe> elements axe still
 * checks. (@axe-core/playwright loads axe's source twice for every check, then opens a second
 * page to assemble each frame's findings: a run makes hundreds of checks, and that was most of
 * their time.)
 *
 * Every rule runs as before; only the reporting is trimmed. `resultTypes: ['violations']` keeps
 * every node of every violation but stops axe building selectors for each node that passed (a
 * large page has thousands), and the page hands back only the violations' summary, not the
 * half-megabyte result object.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      iframes: false,
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
  expect(summary).toEqual([]);
}
