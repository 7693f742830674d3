import { ACADEMY_AUTH_TITLES } from '../../common/copy/academy-auth';
import { GET_STARTED_MODAL } from '../../common/copy/site';
import { PATHS } from '../../common/routes';
import { academyUrl } from '../support/academy';
import { expect, test } from '../support/fixtures';

/**
 * Issue 13, point 3: the Journals site's Courses links all lead to working Academy pages.
 * The links name the development Academy (COURSES_LOCAL_URL, http://localhost:3012, fixed at
 * build time); this run's Academy listens elsewhere, so the browser's requests for it are
 * sent there, path and all.
 */
const BUILT_COURSES_URL = 'http://localhost:3012';

const COURSE_LINKS = [
  {
    from: PATHS.home,
    choice: GET_STARTED_MODAL.courses.instructor,
    heading: ACADEMY_AUTH_TITLES.signIn.instructor,
  },
  {
    from: PATHS.faithcademy,
    choice: GET_STARTED_MODAL.courses.student,
    heading: ACADEMY_AUTH_TITLES.signIn.participant,
  },
  {
    from: PATHS.parishes,
    choice: GET_STARTED_MODAL.courses.instructor,
    heading: ACADEMY_AUTH_TITLES.signIn.instructor,
  },
] as const;

for (const { from, choice, heading } of COURSE_LINKS) {
  test(`"${choice}" in the get-started modal on ${from} opens the Academy's sign-in`, async ({
    page,
  }) => {
    // Answered by this run's Academy, as if from the built address (so the page's own origin,
    // and with it every 'self' of its CSP, stays the one the link named).
    await page.route(`${BUILT_COURSES_URL}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: academyUrl(`${pathname}${search}`) }),
      });
    });
    await page.goto(from);
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    const modal = page.getByRole('dialog', { name: GET_STARTED_MODAL.title });
    const courses = modal.getByRole('region', { name: GET_STARTED_MODAL.courses.heading });
    await courses.getByRole('link', { name: choice }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.unrouteAll({ behavior: 'wait' });
  });
}
