import type { Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { COURSE_LIST_COPY } from '../../common/copy/academy-builder';
import { MY_COURSES } from '../../common/copy/academy-learning';
import { AUTH_LABELS } from '../../common/copy/auth';
import { academyUrl } from './academy';
import { expectFitsWidth } from './browser-conditions';
import { TEST_PASSWORD } from './factories';
import { VIEWPORTS, expect, expectNoAxeViolations } from './fixtures';

/**
 * Signs in on the Academy's own page for the role, and waits for the page it lands on: the
 * instructor's courses or the participant's.
 */
export async function signInAcademy(
  page: Page,
  role: 'instructor' | 'participant',
  email: string,
): Promise<void> {
  await page.goto(
    academyUrl(
      role === 'instructor' ? ACADEMY_PATHS.instructorSignIn : ACADEMY_PATHS.participantSignIn,
    ),
  );
  await page.getByLabel(AUTH_LABELS.email).fill(email);
  await page.getByLabel(AUTH_LABELS.password).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    role === 'instructor' ? COURSE_LIST_COPY.title : MY_COURSES.title,
  );
}

/** The page as it stands passes axe and fits the width at desktop and phone sizes. */
export async function expectCalmAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
