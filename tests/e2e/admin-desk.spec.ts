import { ADMIN_DESK } from '../../common/copy/admin-desk';
import { PATHS } from '../../common/routes';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

// Issue 12, point 14 and journey 15: an admin grants credits and finds it in the audit log.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an admin grants credits to a teacher, then finds the grant in the audit log', async ({
  page,
}) => {
  // A teacher of this test's own, so no other test's balance changes.
  const surname = `Ibekwe${unique()}`;
  const email = `grace.${surname.toLowerCase()}@school.example`;
  const name = `Grace ${surname}`;
  const signUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: 'Grace',
      lastName: surname,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);

  await signIn(page, 'teacher', DEMO.admin);
  await page.goto(PATHS.admin);
  // The dashboard: totals and the last 12 weeks, as a chart with a table beside it.
  await expect(page.getByRole('heading', { level: 1, name: 'Platform admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ADMIN_DESK.dashboard.totalsTitle })).toBeVisible();
  await expect(page.getByTestId('stat-teachers')).toContainText(/\d/);
  await expect(page.getByRole('img', { name: /^Revenue by week: / })).toBeVisible();
  await expect(
    page.getByRole('table', { name: ADMIN_DESK.dashboard.tableCaption }).getByRole('row'),
  ).toHaveCount(13);
  await expectNoAxeViolations(page);

  // Teachers: found by search, granted credits after a confirmation that asks for a reason.
  await page
    .getByRole('navigation', { name: ADMIN_DESK.navLabel })
    .getByRole('link', { name: 'Teachers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
  await page.getByLabel(ADMIN_DESK.list.searchLabel.teachers).fill(surname);
  await page.getByLabel(ADMIN_DESK.list.searchLabel.teachers).press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('teacher-credits')).toHaveText('0');
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('teachers-1280.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // By keyboard: the Grant button opens the dialog.
  await row.getByRole('button', { name: `Grant credits to ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Grant credits to ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('0 credits to spend now.');
  await expectNoAxeViolations(page);
  await dialog.getByLabel(ADMIN_DESK.credits.amount).fill('15');
  await dialog.getByRole('button', { name: 'Grant 15 credits' }).click();
  // Without a reason the server refuses, and says so beside the field.
  await expect(dialog.getByRole('alert')).toHaveText(
    'Give a reason: it is kept with the change in the audit log',
  );
  await dialog.getByLabel(ADMIN_DESK.credits.reason).fill('Pilot parish school');
  await dialog.getByRole('button', { name: 'Grant 15 credits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Granted.' })).toHaveText(
    `Granted. ${name} now has 15 credits.`,
  );
  await expect(row.getByTestId('teacher-credits')).toHaveText('15');

  // The audit log, filtered by the action and today's date, shows the grant with its reason.
  await page
    .getByRole('navigation', { name: ADMIN_DESK.navLabel })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel(ADMIN_DESK.audit.action).selectOption('credits_granted');
  await page.getByLabel(ADMIN_DESK.audit.from).fill(today);
  await page.getByLabel(ADMIN_DESK.audit.to).fill(today);
  await page.getByRole('button', { name: ADMIN_DESK.audit.apply, exact: true }).click();
  await expect(page).toHaveURL(/action=credits_granted/);
  const entry = page.getByTestId('audit-entry').filter({ hasText: email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('credits: 15');
  await expect(entry).toContainText('reason: Pilot parish school');
  await expectNoAxeViolations(page);

  // A filter that matches nothing says so and teaches the way back.
  await page.getByLabel(ADMIN_DESK.audit.actor).fill(`nobody-${unique()}`);
  await page.getByRole('button', { name: ADMIN_DESK.audit.apply, exact: true }).click();
  await expect(page.getByText(ADMIN_DESK.audit.emptyTitle)).toBeVisible();
});

test('the desk fits a 375 px phone: lists scroll in their own region', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'teacher', DEMO.admin);
  for (const path of [
    PATHS.admin,
    PATHS.adminSchools,
    PATHS.adminTeachers,
    PATHS.adminStudents,
    PATHS.adminAudit,
    PATHS.adminDeletions,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`${path.replaceAll('/', '_')}-375.png`),
      fullPage: true,
    });
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);
  }
});
