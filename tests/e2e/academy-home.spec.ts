import { ACADEMY_PATHS } from '../../common/academy/routes';
import { ACADEMY_HOME, ACADEMY_NAME, ACADEMY_NOT_FOUND } from '../../common/copy/academy';
import { academyUrl } from '../support/academy';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 13, point 1: the Academy is its own app on its own address (decision 0020).
test.describe('the Academy home', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`introduces the Academy and teaches the next step when no course is open (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(academyUrl(ACADEMY_PATHS.home));
      await expect(page).toHaveTitle(ACADEMY_NAME);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACADEMY_HOME.title);
      await expect(page.getByRole('heading', { name: ACADEMY_HOME.coursesHeading })).toBeVisible();
      // The catalogue loads after the page: empty, it says what to do.
      await expect(page.getByText(ACADEMY_HOME.emptyTitle)).toBeVisible();
      await expect(page.getByRole('link', { name: ACADEMY_HOME.emptyAction })).toHaveAttribute(
        'href',
        ACADEMY_PATHS.instructorSignUp,
      );
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        ACADEMY_PATHS.participantSignIn,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoAxeViolations(page);
    });
  }

  test("answers a path it does not have with its own 404, not the Journals site's page", async ({
    page,
  }) => {
    const response = await page.goto(academyUrl('/about'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACADEMY_NOT_FOUND.title);
    await page.getByRole('link', { name: ACADEMY_NOT_FOUND.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACADEMY_HOME.title);
    await expectNoAxeViolations(page);
  });

  test('the Journals site keeps its own home on its own address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ACADEMY_HOME.title);
    await expect(page).not.toHaveTitle(ACADEMY_NAME);
  });
});
