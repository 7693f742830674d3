import type { Page } from '@playwright/test';
import { BILLING_PAGE_COPY } from '../../common/copy/billing-pages';
import { SCHOOL_BILLING_COPY as COPY } from '../../common/copy/billing-school';
import { PATHS } from '../../common/routes';
import { expectFitsWidth } from '../support/browser-conditions';
import { newTeacherWithFullSmallClass } from '../support/billing-journey';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * Issue 16, point 1: a school pays for its teachers. The first teacher sets up the school's
 * account from the billing page and invites a colleague by email; the colleague sees the
 * invitation on their own billing page, joins, and then reads who manages the account, with
 * no buttons to change it. Each screen passes axe and fits at 1280 and 375 px.
 */

async function expectCalm(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({
      path: test.info().outputPath(`school-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const section = (page: Page) => page.getByRole('region', { name: COPY.sectionTitle, exact: true });

test('a teacher sets up the school’s account, invites a colleague, and the colleague joins', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const schoolName = `St. Thérèse School ${run}`;
  const manager = await newTeacherWithFullSmallClass(page, {
    run,
    firstName: 'Clare',
    surname: `Keane${run}`,
    emailPrefix: 'clare',
    schoolName,
  });

  await page.goto(PATHS.teacherBilling);
  await expect(
    page.getByRole('heading', { name: BILLING_PAGE_COPY.title, level: 1 }),
  ).toBeVisible();
  const school = section(page);
  await expect(school.getByText(COPY.setUpIntro(schoolName))).toBeVisible();
  await expectCalm(page, 'set-up');
  await school.getByLabel(COPY.billingEmailLabel).fill(`office.${run}@school.example`);
  await school.getByRole('button', { name: COPY.setUp }).click();
  const confirm = page.getByRole('dialog', { name: COPY.setUp });
  await expect(confirm.getByText(COPY.setUpConfirm(schoolName))).toBeVisible();
  await confirm.getByRole('button', { name: COPY.setUp }).click();
  await expect(school.getByText(COPY.memberOf(schoolName, 'school'))).toBeVisible();
  await expect(
    school.getByText(`It is managed by Clare Keane${run} (${manager.email}).`),
  ).toBeVisible();
  await expect(school.getByTestId('school-teachers')).toContainText(
    `Clare Keane${run} ${COPY.you}`,
  );

  // The colleague signs up in a browser of their own; the manager invites their email.
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  try {
    const colleague = await newTeacherWithFullSmallClass(colleaguePage, {
      run: `${run}b`,
      firstName: 'Bede',
      surname: `Ortiz${run}`,
      emailPrefix: 'bede',
    });
    await school.getByLabel(COPY.inviteEmailLabel).fill(colleague.email);
    await school.getByRole('button', { name: COPY.invite }).click();
    await expect(school.getByText(COPY.invited(colleague.email))).toBeVisible();
    await expect(school.getByTestId('school-pending')).toContainText(colleague.email);
    await expectCalm(page, 'manager');

    await colleaguePage.goto(PATHS.teacherBilling);
    const invited = section(colleaguePage);
    const invitation = COPY.invitation(schoolName, 'school', `Clare Keane${run}`);
    await expect(invited.getByText(invitation)).toBeVisible();
    await expectCalm(colleaguePage, 'invited');
    await invited.getByRole('button', { name: COPY.accept }).click();
    const join = colleaguePage.getByRole('dialog', { name: invitation });
    await expect(join.getByText(COPY.invitationEffect)).toBeVisible();
    await join.getByRole('button', { name: COPY.accept }).click();
    await expect(invited.getByText(COPY.memberOf(schoolName, 'school'))).toBeVisible();
    await expect(invited.getByText(COPY.askManagers)).toBeVisible();
    // The school's plan now counts both classes, read-only for the colleague.
    await expect(colleaguePage.getByTestId('billing-read-only')).toHaveText(
      BILLING_PAGE_COPY.readOnly,
    );
    await expect(invited.getByRole('button', { name: COPY.invite })).toHaveCount(0);
    await expectCalm(colleaguePage, 'member');

    // The manager sees the colleague among the school's teachers, and no invitation waiting.
    await page.reload();
    await expect(section(page).getByTestId('school-teachers')).toContainText(`Bede Ortiz${run}`);
    await expect(section(page).getByText(COPY.noPending)).toBeVisible();
  } finally {
    await colleagueContext.close();
  }
});
