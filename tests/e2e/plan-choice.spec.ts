import type { Page } from '@playwright/test';
import { PLAN_CHOICE_COPY } from '../../common/copy/billing';
import { classPagePath } from '../../common/routes';
import { newTeacherWithFullSmallClass } from '../support/billing-journey';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * Issue 16, point 2: a new teacher on Small Class with five students pastes three more names and
 * meets the priced choice first ("8 students × $1 = $8 a month, or $80 a year"); Cancel changes
 * nothing and keeps the pasted names. Approving a join request past five meets the same choice,
 * whose free trial says when it cannot start and, once started, sends the approval again.
 */

async function expectChoiceCalm(page: Page) {
  const dialog = page.getByRole('dialog');
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({
      path: test.info().outputPath(`plan-choice-${viewport.width}.png`),
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a teacher past five students meets the priced choice, and Cancel changes nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A new teacher with a class of five: Small Class is full.
  const { run, surname, classId, accessCode, origin } = await newTeacherWithFullSmallClass(page);

  // A student asks to join with the Access Code (their own browser).
  const student = await (await browser.newContext()).newPage();
  await student.goto('/');
  const asked = await student.request.post('/api/auth/student_signup', {
    headers: { origin },
    data: {
      email: `felix.${run}@student.example`,
      firstName: 'Felix',
      lastName: surname,
      password: 'Shepherd42',
      confirmPassword: 'Shepherd42',
      i: accessCode,
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await student.context().close();

  await page.goto(classPagePath(classId));
  const roster = page.getByRole('table').filter({ hasText: 'Ada' });
  await expect(roster.getByRole('row').filter({ hasText: surname })).toHaveCount(5);

  // Three more names pasted: the priced choice comes before anything is saved.
  await page.getByLabel('Class list').fill(`Gia\t${surname}\nHal\t${surname}\nIvo\t${surname}`);
  await page.getByRole('button', { name: 'Check the list' }).click();
  await expect(page.getByTestId('preview-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add 3 students' }).click();
  const dialog = page.getByRole('dialog', { name: PLAN_CHOICE_COPY.heading(8, 5) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('plan-choice-price')).toHaveText(
    '8 students × $1 = $8 a month, or $80 a year',
  );
  await expect(dialog).toContainText('no one already in your classes is affected');
  const here = encodeURIComponent(classPagePath(classId));
  await expect(dialog.getByRole('link', { name: PLAN_CHOICE_COPY.startMonthly })).toHaveAttribute(
    'href',
    `/teacher/billing?start=month&return=${here}`,
  );
  await expect(dialog.getByRole('link', { name: PLAN_CHOICE_COPY.startAnnual })).toHaveAttribute(
    'href',
    `/teacher/billing?start=year&return=${here}`,
  );
  await expect(dialog.getByRole('button', { name: PLAN_CHOICE_COPY.startTrial(14) })).toBeVisible();
  await expectChoiceCalm(page);

  // Cancel: the modal closes, the roster still has five, and the pasted names are still there.
  await dialog.getByRole('button', { name: PLAN_CHOICE_COPY.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(roster.getByRole('row').filter({ hasText: surname })).toHaveCount(5);
  await expect(page.getByTestId('preview-row')).toHaveCount(3);
  await expect(page.getByLabel('First name, row 1')).toHaveValue('Gia');
  await expect(page.getByLabel('First name, row 3')).toHaveValue('Ivo');
  await expect(page.getByRole('button', { name: 'Add 3 students' })).toBeEnabled();

  // Approving the join request past five: the same choice, for six.
  await page.getByRole('button', { name: `Approve Felix ${surname}` }).click();
  const approving = page.getByRole('dialog', { name: PLAN_CHOICE_COPY.heading(6, 5) });
  await expect(approving.getByTestId('plan-choice-price')).toHaveText(
    '6 students × $1 = $6 a month, or $60 a year',
  );
  // A trial that cannot start says so, and the choice stays open.
  await page.route('**/api/billing/trial', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await approving.getByRole('button', { name: PLAN_CHOICE_COPY.startTrial(14) }).click();
  await expect(approving.getByRole('alert')).toHaveText(PLAN_CHOICE_COPY.trialFailed);
  // A trial that starts sends the same approval again at once.
  await page.unroute('**/api/billing/trial');
  await page.route('**/api/billing/trial', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"account":{}}' }),
  );
  const again = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/join_requests\/[^/]+\/approve$/.test(request.url()),
  );
  await approving.getByRole('button', { name: PLAN_CHOICE_COPY.startTrial(14) }).click();
  await again;
  // This server has no trial yet, so the plan still asks: the same choice again, and Cancel.
  await expect(approving).toBeVisible();
  await approving.getByRole('button', { name: PLAN_CHOICE_COPY.cancel }).click();
  await expect(approving).toBeHidden();
  await expect(page.getByRole('button', { name: `Approve Felix ${surname}` })).toBeVisible();
  await expect(roster.getByRole('row').filter({ hasText: surname })).toHaveCount(5);
});
