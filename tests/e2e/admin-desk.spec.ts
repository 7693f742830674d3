import type { Locator, Page } from '@playwright/test';
import { ADMIN_DESK } from '../../common/copy/admin-desk';
import { ADMIN_SCREENS } from '../../common/copy/classroom-screens';
import { PATHS } from '../../common/routes';
import { confirmEmail, DEMO, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { invitedParent, newClass } from '../support/privacy-setup';

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

/** Nothing on the page scrolls sideways at the phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Scrolled to, the element lies wholly across the phone's width. */
async function expectOnPhone(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
}

const PHONE = { width: 375, height: 800 };

test('every admin page works on a 375 px phone: rows are cards with their actions in view', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A teacher of this test's own, at a school of its own (not checked yet), with two students,
  // one of whom a parent asked to delete: so every list's first row is known.
  const run = unique();
  const surname = `Phone${run}`;
  const email = `noor.${surname.toLowerCase()}@school.example`;
  const schoolName = `Holy Family School ${run}`;
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto(PATHS.home);
  const signUp = await teacher.request.post('/api/auth/signup', {
    data: {
      email,
      firstName: 'Noor',
      lastName: surname,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      accountType: 'teacher',
    },
  });
  expect(signUp.status()).toBe(200);
  await confirmEmail(teacher, teacher.request, email, 'teacher');
  const { classId, studentIds } = await newClass(
    teacher,
    run,
    [
      ['Ivy', surname],
      ['Zoe', surname],
    ],
    {
      name: schoolName,
      address_1: '12 Chapel Lane',
      address_2: '',
      city: 'Dayton',
      zip: '45402',
      country_code: 'US',
      state_code: 'OH',
    },
  );
  const parent = await invitedParent(browser, teacher, {
    classId,
    studentId: studentIds[0]!,
    email: `ivy.parent.${run}@home.example`,
    firstName: 'June',
    lastName: surname,
  });
  const asked = await parent.request.post(
    `/api/privacy/children/${studentIds[0]}/deletion-request`,
    { headers: { origin: new URL(parent.url()).origin }, data: {} },
  );
  expect(asked.status()).toBe(201);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'teacher', DEMO.admin);
  const teacherName = `Noor ${surname}`;

  // The dashboard: the weeks are cards, and a search result's action is in view.
  await page.goto(PATHS.admin);
  await expect(page.getByRole('heading', { name: ADMIN_DESK.dashboard.trendsTitle })).toBeVisible();
  await page.getByLabel(ADMIN_SCREENS.searchLabel).fill(surname);
  await page.getByRole('button', { name: ADMIN_SCREENS.search, exact: true }).click();
  await expectOnPhone(page.getByRole('link', { name: ADMIN_SCREENS.manageCredits(teacherName) }));
  await expectNoSidewaysScroll(page);
  await shot(page, 'dashboard');
  await expectNoAxeViolations(page);

  // Schools: the new school's card says its address is not checked, with the way to check it.
  await page.goto(`${PATHS.adminSchools}?q=${encodeURIComponent(schoolName)}`);
  const school = page.getByTestId('schools-row').first();
  await expect(school).toContainText(schoolName);
  await expect(school).toContainText(ADMIN_DESK.notChecked);
  await expectOnPhone(
    school.getByRole('button', { name: ADMIN_SCREENS.verifyAddress(schoolName) }),
  );
  await expectNoSidewaysScroll(page);
  await shot(page, 'schools');
  await expectNoAxeViolations(page);

  // Teachers: Grant is a full-width button on the card; its dialog fits the phone too.
  await page.goto(`${PATHS.adminTeachers}?q=${encodeURIComponent(surname)}`);
  const row = page.getByTestId('teachers-row').first();
  await expect(row).toContainText(email);
  const grant = row.getByRole('button', { name: ADMIN_DESK.credits.grantFor(teacherName) });
  await expectOnPhone(grant);
  await expectNoSidewaysScroll(page);
  await shot(page, 'teachers');
  await expectNoAxeViolations(page);
  await grant.click();
  const dialog = page.getByRole('dialog', { name: ADMIN_DESK.credits.grantTitle(teacherName) });
  await expect(dialog).toContainText('0 credits to spend now.');
  await expectOnPhone(dialog.getByRole('button', { name: 'Grant 10 credits' }));
  await expectNoSidewaysScroll(page);
  await shot(page, 'credit-dialog');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: ADMIN_DESK.credits.cancel }).click();
  await expect(dialog).toBeHidden();

  // Students: sorted on a phone with the sort control (the column headers are hidden).
  await page.goto(`${PATHS.adminStudents}?q=${encodeURIComponent(surname)}`);
  const students = page.getByTestId('students-row');
  await expect(students).toHaveCount(2);
  await expect(students.first().getByRole('rowheader')).toHaveText(`Ivy ${surname}`);
  await page
    .getByLabel(ADMIN_DESK.list.sortLabel)
    .selectOption({ label: ADMIN_DESK.list.sortOption(ADMIN_DESK.columns.name, 'Z to A') });
  await expect(students.first().getByRole('rowheader')).toHaveText(`Zoe ${surname}`);
  await expectOnPhone(
    students.first().getByRole('link', { name: ADMIN_SCREENS.loginAs(`Zoe ${surname}`) }),
  );
  await expectNoSidewaysScroll(page);
  await shot(page, 'students');
  await expectNoAxeViolations(page);

  // The audit log: filters stack, and each entry is a card that fits.
  await page.goto(PATHS.adminAudit);
  await expect(
    page.getByRole('button', { name: ADMIN_DESK.audit.apply, exact: true }),
  ).toBeVisible();
  await expectOnPhone(page.getByTestId('audit-entry').first());
  await expectNoSidewaysScroll(page);
  await shot(page, 'audit');
  await expectNoAxeViolations(page);

  // Deletion requests: this test's own 'Delete now' is in view, and carries its request out.
  // (Its own row, not the list's first: other journeys carry their requests out meanwhile.)
  await page.goto(PATHS.adminDeletions);
  const pending = page.getByTestId('deletion-requests-pending');
  const label = `Ivy ${surname.slice(0, 1)}.`;
  const deleteMine = pending
    .getByRole('listitem')
    .filter({ hasText: label })
    .filter({ has: page.getByTestId('deletion-due') })
    .getByRole('button', { name: `Delete now for ${label}` })
    .first();
  await expectOnPhone(deleteMine);
  await expectNoSidewaysScroll(page);
  await shot(page, 'deletions');
  await expectNoAxeViolations(page);
  await deleteMine.click();
  await page
    .getByRole('dialog', { name: `Delete ${label}’s account now?` })
    .getByRole('button', { name: 'Delete now' })
    .click();
  await expect(page.getByText(`${label}: the account was deleted.`)).toBeVisible();

  await teacher.context().close();
  await parent.context().close();
  await context.close();
});
