import type { Page } from '@playwright/test';
import { WORKBOOK_BILLING_COPY, WORKBOOK_COPY } from '../../common/copy/workbooks';
import { PROJECT_MESSAGES } from '../../common/projects/messages';
import { PATHS, studentWritingPath } from '../../common/routes';
import { workbooksPaths } from '../../common/schemas/workbooks';
import { findWorkbook, WORKBOOKS } from '../../common/workbooks';
import { DEMO, signedInPage } from '../support/accounts';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { e2eDatabase } from '../support/e2e-database';
import { expect, test } from '../support/fixtures';
import { signedInNewStudent } from '../support/student-class';
import { buildPack, packActivity } from '../support/workbook-packs';

/**
 * Issue 16, points 8 and 11: a teacher buys 25 Course I licences by card, assigns them and adds
 * the workbook to the class; a licensed student finds its reflections, an unlicensed one sees
 * nothing of them (not in the list, not by address). And the public catalogue, at 1280 and
 * 375 px with axe.
 */

const COURSE_I = findWorkbook('core-1')!;
const FIRST_REFLECTION = COURSE_I.activities[0]!;
const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin });

interface NewStudent {
  id: string;
  username: string;
  loginCode: string;
}

/** A new class of the demo teacher. */
async function classOf(teacher: Page, run: string) {
  const headers = headersOf(teacher);
  const created = await teacher.request.post('/api/classroom/classes', {
    headers,
    data: {
      title: `Workbooks ${run}`,
      gradeLevel: '9',
      subject: 'Religion',
      school: {
        name: 'St. Brigid Catholic School',
        address_1: '410 Orchard Street',
        address_2: '',
        city: 'Springfield',
        zip: '62704',
        country_code: 'US',
        state_code: 'IL',
      },
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  return classId;
}

async function addStudents(teacher: Page, classId: string, lastNames: string[]) {
  const added = await teacher.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: headersOf(teacher),
    data: { students: lastNames.map((lastName) => ({ firstName: 'Sam', lastName })) },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { students: NewStudent[] }).students;
}

test('a teacher buys 25 Course I licences and assigns them; an unlicensed student sees nothing', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const classId = await classOf(teacher, run);
  const licensed = await addStudents(
    teacher,
    classId,
    Array.from({ length: 25 }, (_, i) => `Licensed${i + 1}${run}`),
  );

  await teacher.goto(`/teacher/classes/${classId}/workbooks`);
  await expect(teacher.getByRole('heading', { name: WORKBOOK_COPY.heading })).toBeVisible();
  await expect(teacher.getByLabel(WORKBOOK_COPY.quantityLabel)).toHaveValue('25');
  await teacher.getByRole('button', { name: WORKBOOK_COPY.review }).click();
  await expect(teacher.getByTestId('licence-total')).toHaveText('25 students × $6.99 = $174.75');
  await expect(teacher.getByText(WORKBOOK_COPY.terms)).toBeVisible();
  await expectCalmAtBothWidths(teacher);

  await teacher.getByLabel('Card number').fill('4242 4242 4242 4242');
  await teacher.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await teacher.getByLabel('CVC').fill('123');
  await teacher.getByRole('button', { name: `${WORKBOOK_COPY.payWithCard} $174.75` }).click();
  await expect(teacher.getByText(WORKBOOK_COPY.bought(25))).toBeVisible({ timeout: 15_000 });
  const counts = teacher.getByTestId('licence-counts-core-1');
  await expect(counts).toHaveText(WORKBOOK_COPY.licenceCounts(25, 0));

  await teacher.getByRole('button', { name: WORKBOOK_COPY.assignAll }).click();
  await expect(counts).toHaveText(WORKBOOK_COPY.licenceCounts(25, 25));
  await teacher.getByRole('button', { name: WORKBOOK_COPY.addToClass }).click();
  await expect(teacher.getByText(WORKBOOK_COPY.added)).toBeVisible();
  await expectCalmAtBothWidths(teacher);

  // A student who joins later has no licence: the workbook's reflections are not theirs.
  const [late] = await addStudents(teacher, classId, [`Unlicensed${run}`]);
  await teacher.reload();
  await expect(teacher.getByRole('row', { name: new RegExp(`Unlicensed${run}`) })).toContainText(
    WORKBOOK_COPY.unlicensed,
  );

  const activityId = await reflectionId(classId);
  const reader = await signedInNewStudent(browser, licensed[0]!);
  await expect(reader.getByText(FIRST_REFLECTION.title).first()).toBeVisible();

  const outsider = await signedInNewStudent(browser, late!);
  await expect(outsider.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  await expect(outsider.getByText('No activities yet')).toBeVisible();
  await expect(outsider.getByText(FIRST_REFLECTION.title)).toHaveCount(0);
  await outsider.goto(studentWritingPath(classId, activityId));
  await expect(outsider.getByText(PROJECT_MESSAGES.assignmentUnavailable)).toBeVisible();
  await expect(outsider.getByText(FIRST_REFLECTION.passageReference)).toHaveCount(0);

  // The billing page shows the licences, and buys more for the class (issue 16, points 1, 8).
  await teacher.goto(PATHS.teacherBilling);
  await expect(teacher.getByRole('heading', { name: WORKBOOK_BILLING_COPY.heading })).toBeVisible();
  const title = `Workbooks ${run}`;
  const summary = teacher.getByTestId('workbook-licences');
  await expect(summary).toContainText(WORKBOOK_BILLING_COPY.classLine(title, 25, 25));
  await teacher
    .getByLabel(WORKBOOK_BILLING_COPY.classLabel, { exact: true })
    .selectOption({ label: WORKBOOK_BILLING_COPY.classOption(title, 26) });
  const quantity = teacher.getByLabel(WORKBOOK_COPY.quantityLabel);
  await expect(quantity).toHaveValue('26');
  await quantity.fill('2');
  await teacher.getByRole('button', { name: WORKBOOK_COPY.review }).click();
  await expect(teacher.getByTestId('account-licence-total')).toHaveText(
    '2 students × $6.99 = $13.98',
  );
  await teacher.getByLabel('Card number').fill('4242 4242 4242 4242');
  await teacher.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await teacher.getByLabel('CVC').fill('123');
  await teacher.getByRole('button', { name: `${WORKBOOK_COPY.payWithCard} $13.98` }).click();
  await expect(teacher.getByText(WORKBOOK_BILLING_COPY.bought(2))).toBeVisible({
    timeout: 15_000,
  });
  await expect(summary).toContainText(WORKBOOK_BILLING_COPY.classLine(title, 27, 25));
  await expectCalmAtBothWidths(teacher);
});

test('a teacher sees the class’s publisher pack version and accepts an update after reading what changes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const packId = `e2e-update-${run}`;
  const staff = await signedInPage(browser, 'teacher', DEMO.admin);
  const upload = async (version: number, title: string) => {
    const { envelope } = await buildPack({
      packId,
      version,
      activities: [packActivity(`${packId}-unit-1`, 1, { title })],
    });
    const response = await staff.request.post('/api/staff/workbook-packs', {
      headers: headersOf(staff),
      data: envelope,
    });
    expect(response.status()).toBe(201);
  };
  await upload(1, 'Publisher reflection, first edition');

  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const classId = await classOf(teacher, run);
  const added = await teacher.request.post(workbooksPaths.addToClass(classId), {
    headers: headersOf(teacher),
    data: { workbookId: 'core-1' },
  });
  expect(added.status()).toBe(200);
  await upload(2, 'Publisher reflection, second edition');

  await teacher.goto(`/teacher/classes/${classId}/workbooks`);
  const pack = teacher.getByTestId(`pack-${packId}`);
  await expect(pack).toContainText(WORKBOOK_COPY.packVersion(packId, 1));
  await expect(pack).toContainText(WORKBOOK_COPY.newerPackVersion(1, 2));
  await pack.getByRole('button', { name: WORKBOOK_COPY.reviewUpdate }).click();
  await expect(pack).toContainText(WORKBOOK_COPY.acceptConfirm(1, 2));
  await expectCalmAtBothWidths(teacher);
  await pack.getByRole('button', { name: WORKBOOK_COPY.acceptVersion(2) }).click();
  await expect(teacher.getByText(WORKBOOK_COPY.accepted(2))).toBeVisible();
  await expect(pack).toContainText(WORKBOOK_COPY.packVersion(packId, 2));
  await expect(pack.getByRole('button', { name: WORKBOOK_COPY.reviewUpdate })).toHaveCount(0);
});

/** The class's copy of Course I's first reflection. */
async function reflectionId(classId: string): Promise<string> {
  const db = e2eDatabase();
  try {
    const row = await db
      .selectFrom('activity_assignments as a')
      .innerJoin('activities', 'activities.id', 'a.activity_id')
      .select('activities.id')
      .where('a.class_id', '=', classId)
      .where('activities.source_library_id', '=', FIRST_REFLECTION.id)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

test('the public workbook catalogue previews every workbook, calm at 1280 and 375 px', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Add workbooks' }).click();
  await expect(page).toHaveURL(/\/workbooks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORKBOOK_COPY.catalogueTitle);
  for (const workbook of WORKBOOKS) {
    await expect(page.getByText(workbook.label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(WORKBOOK_COPY.comingSoon).first()).toBeVisible();
  await expectCalmAtBothWidths(page);

  await page
    .getByRole('link', { name: `${WORKBOOK_COPY.openWorkbook}: ${COURSE_I.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_I.title);
  for (const activity of COURSE_I.activities) {
    await expect(page.getByRole('heading', { name: activity.title })).toBeVisible();
  }
  await expect(page.getByText(FIRST_REFLECTION.passageReference)).toBeVisible();
  await expect(page.getByText(WORKBOOK_COPY.paragraphs(FIRST_REFLECTION.catechism))).toBeVisible();
  await expectCalmAtBothWidths(page);
});

test('the pricing page’s buttons lead to sign-up, sign-up then billing, and the catalogue', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
    'href',
    '/auth/teacher/signup',
  );
  const standard = page.getByRole('link', { name: 'Choose Standard' });
  await expect(standard).toHaveAttribute(
    'href',
    `/auth/teacher/signup?app=${encodeURIComponent('/teacher/billing?start=month')}`,
  );
  await page.getByRole('radio', { name: /annual/i }).check();
  await expect(standard).toHaveAttribute(
    'href',
    `/auth/teacher/signup?app=${encodeURIComponent('/teacher/billing?start=year')}`,
  );
  await expect(page.getByRole('link', { name: 'Add workbooks' })).toHaveAttribute(
    'href',
    '/workbooks',
  );
});
