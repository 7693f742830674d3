import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Limits the page's upload speed (bytes per second) through Chromium's DevTools protocol. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/**
 * No sideways scrolling at the page's current width. A failure names the innermost elements
 * that stick out, so the fix starts at the right place.
 */
export async function expectFitsWidth(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: innermost
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
    };
  });
  expect(overflow, `sticking out: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}
