import { PRERENDERED_PATHS } from '../../common/routes';
import { expect, test } from '../support/fixtures';

// SPEC §2.2 and issue item 16: every public page works from 320 px to 1920 px wide, including
// the widths around the 900 px menu breakpoint, without sideways scrolling.
const WIDTHS = [320, 375, 768, 899, 900, 1024, 1280, 1920];

for (const path of PRERENDERED_PATHS) {
  test(`${path} fits every width from 320 to 1920 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      // Nothing in the navigation bar is cut off at the right edge.
      const rightmost = await page
        .getByTestId('site-header')
        .evaluate((header) =>
          Math.max(
            0,
            ...[...header.querySelectorAll('a, button')]
              .filter((element) => element.checkVisibility())
              .map((element) => element.getBoundingClientRect().right),
          ),
        );
      expect(rightmost, `navigation at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
