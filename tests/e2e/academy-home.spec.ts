import { COURSE_CATEGORIES } from '../../common/academy/courses';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { ACADEMY_HOME, ACADEMY_NAME, ACADEMY_NOT_FOUND } from '../../common/copy/academy';
import { ACADEMY_DEMO_ACCOUNTS } from '../../server/modules/academy/demo/demo-accounts';
import { OCIA_WEEK_BY_WEEK } from '../../server/modules/academy/demo/ocia-week-by-week';
import { PRAYING_WITH_SCRIPTURE } from '../../server/modules/academy/demo/praying-with-scripture';
import { academyUrl } from '../support/academy';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 13, point 1: the Academy is its own app on its own address (decision 0020).
test.describe('the Academy home', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`introduces the Academy and lists the demo's public course, not its private one (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(academyUrl(ACADEMY_PATHS.home));
      await expect(page).toHaveTitle(ACADEMY_NAME);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACADEMY_HOME.title);
      await expect(page.getByRole('heading', { name: ACADEMY_HOME.coursesHeading })).toBeVisible();
      // The catalogue loads after the page: the seeded demo's public course, by its instructor
      // (server/modules/academy/demo); the private OCIA course is never listed.
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: PRAYING_WITH_SCRIPTURE.title }) });
      await expect(card).toContainText(
        `${ACADEMY_HOME.by} ${ACADEMY_DEMO_ACCOUNTS.instructor.firstName} ${ACADEMY_DEMO_ACCOUNTS.instructor.lastName}`,
      );
      await expect(page.getByText(OCIA_WEEK_BY_WEEK.title)).toHaveCount(0);
      // Its card shows the course's own cover (point 4), loaded, not the category's art.
      const cover = card.getByTestId('course-cover').locator('img');
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('alt', '');
      await expect
        .poll(() =>
          cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      // A category with no open course says so.
      await page.getByRole('button', { name: COURSE_CATEGORIES.sacraments }).click();
      await expect(page.getByText(ACADEMY_HOME.noneInCategory)).toBeVisible();
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
