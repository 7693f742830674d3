import { ACADEMY_PATHS } from '../../common/academy/routes';
import { SHARING_MESSAGES } from '../../common/academy/sharing-messages';
import { INVITE_PAGE, JOIN_PAGE, PUBLIC_COURSE_PAGE } from '../../common/copy/academy-sharing';
import { AUTH_LABELS } from '../../common/copy/auth';
import { DEMO } from '../support/accounts';
import { academyUrl } from '../support/academy';
import { expectFitsWidth } from '../support/browser-conditions';
import { VIEWPORTS, expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * Sharing and joining (issue 13, point 6), as people see it. The full journey (an instructor
 * shares a private course, a participant signs up from the link and is approved) needs a
 * course made through the course builder's API, which lands with the builder's branch.
 */
const DEAD_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

test.describe('Academy sharing (issue 13, point 6)', () => {
  test('a dead join link says so and offers a way forward, at 1280 and 375 px', async ({
    page,
  }) => {
    await page.goto(academyUrl(ACADEMY_PATHS.joinLink(DEAD_TOKEN)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOIN_PAGE.deadTitle);
    await expect(page.getByText(SHARING_MESSAGES.linkDead)).toBeVisible();
    await expect(page.getByRole('link', { name: JOIN_PAGE.browse })).toHaveAttribute(
      'href',
      ACADEMY_PATHS.home,
    );
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    }
  });

  test('a dead invitation and a course that is not public each have a clear page', async ({
    page,
  }) => {
    await page.goto(academyUrl(ACADEMY_PATHS.invitation(DEAD_TOKEN)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INVITE_PAGE.deadTitle);
    await expect(page.getByText(SHARING_MESSAGES.inviteDead)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(academyUrl(ACADEMY_PATHS.publicCourse(crypto.randomUUID())));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      PUBLIC_COURSE_PAGE.notFoundTitle,
    );
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  });

  test('signing in from a join page returns to it (?next=), and a foreign next is ignored', async ({
    page,
  }) => {
    const joinPath = ACADEMY_PATHS.joinLink(DEAD_TOKEN);
    await page.goto(
      academyUrl(`${ACADEMY_PATHS.participantSignIn}?${new URLSearchParams({ next: joinPath })}`),
    );
    await page.getByLabel(AUTH_LABELS.email).fill(DEMO.teacher.email);
    await page.getByLabel(AUTH_LABELS.password).fill(DEMO.teacher.password);
    await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
    await expect(page).toHaveURL(academyUrl(joinPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOIN_PAGE.deadTitle);

    // Signed in already: the sign-in page goes on at once, never off-site.
    await page.goto(
      academyUrl(
        `${ACADEMY_PATHS.participantSignIn}?${new URLSearchParams({ next: '//evil.example/x' })}`,
      ),
    );
    await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.participantArea));
  });
});
