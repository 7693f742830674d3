import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { accountDetail, DEMO, signedInPage } from '../support/accounts';
import { readEmail } from '../support/mailbox';
import { invitedParent, newClass } from '../support/privacy-setup';

/**
 * Student privacy against the built server: the demo teacher makes a class of two new
 * students and invites a new parent for one; the parent downloads the child's data (JSON and
 * PDF) and asks for the account to be deleted; the teacher and the platform admin are
 * emailed; the teacher sees the request on the class page and deletes now, and deletes the
 * other student with 'Delete student…'; the admin area lists the request as done; the parent
 * is told. Only students made here are deleted (the demo ones serve other journeys).
 */

const TEACHER = 'teacher@demo.lectio.app';
const ADMIN = 'admin@demo.lectio.app';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function downloaded(page: Page, link: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await pathOf(download)) };
}

async function pathOf(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error('The download did not complete');
  return path;
}

test('a parent asks for deletion, the teacher deletes now, the admin sees it done', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const run = unique();
  const lastName = `Vale${run}`;
  const otherLast = `Quill${run}`;
  const parentEmail = `rosa.parent.${run}@home.example`;

  // The demo teacher's new class of two, and Rosa's parent, invited and signed up.
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, studentIds } = await newClass(teacher, run, [
    ['Rosa', lastName],
    ['Ezra', otherLast],
  ]);
  const rosaId = studentIds[0]!;
  const parent = await invitedParent(browser, teacher, {
    classId,
    studentId: rosaId,
    email: parentEmail,
    firstName: 'Lena',
    lastName,
  });

  // The parent downloads Rosa's data, JSON and PDF.
  const child = parent.locator('section[data-child="Rosa"]');
  await expect(child.getByRole('heading', { name: 'Data and account' })).toBeVisible();
  await expectNoAxeViolations(parent);
  const json = await downloaded(parent, 'Export data (JSON) of Rosa');
  expect(json.name).toBe(`lectio-rosa-${lastName.toLowerCase()}-data.json`);
  const data = JSON.parse(json.bytes.toString('utf8')) as {
    student: Record<string, unknown>;
    parents: { firstName: string; lastName: string }[];
  };
  expect(data.student).toMatchObject({ id: rosaId, firstName: 'Rosa', lastName });
  expect(data.parents).toEqual([{ firstName: 'Lena', lastName }]);
  const pdf = await downloaded(parent, 'Export data (PDF) of Rosa');
  expect(pdf.name).toBe(`lectio-rosa-${lastName.toLowerCase()}-data.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The parent asks for deletion, after a warning, and sees the due date.
  const askButton = child.getByRole('button', { name: 'Request account deletion…' });
  await askButton.click();
  const ask = parent.getByRole('dialog', { name: 'Delete Rosa’s account?' });
  await expect(ask).toContainText('within 72 hours');
  await expectNoAxeViolations(parent);
  await parent.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(askButton).toBeFocused();
  await askButton.click();
  await ask.getByRole('button', { name: 'Request deletion' }).click();
  const pending = child.getByTestId('deletion-pending');
  await expect(pending).toContainText('Deletion requested. Rosa’s account will be deleted by');
  await expect(pending).toBeFocused();
  await expectNoAxeViolations(parent);
  await parent.reload();
  await expect(parent.getByTestId('deletion-pending')).toBeVisible();

  // The teacher and the platform admin are emailed.
  const subject = `Account deletion requested: Rosa ${lastName.slice(0, 1)}.`;
  const teacherMail = await readEmail(teacher.request, TEACHER, { subject });
  expect(teacherMail.text).toContain(`/teacher/classes/${classId}`);
  const adminMail = await readEmail(teacher.request, ADMIN, { subject });
  expect(adminMail.text).toContain('/admin');

  // The teacher sees the request on the class page, exports, and deletes now.
  await teacher.goto(`/teacher/classes/${classId}`);
  const rosaRow = teacher.getByRole('row').filter({ hasText: `Rosa ${lastName}` });
  await expect(rosaRow.getByTestId('deletion-request')).toContainText(
    `A parent asked for Rosa ${lastName}’s account to be deleted.`,
  );
  await expectNoAxeViolations(teacher);
  // The export is in the student's row menu.
  await teacher.getByRole('button', { name: `Actions for Rosa ${lastName}` }).click();
  const [pdfDownload] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByRole('menuitem', { name: 'Export data (PDF)' }).click(),
  ]);
  const teacherPdf = { bytes: await readFile(await pathOf(pdfDownload)) };
  expect(teacherPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await rosaRow.getByRole('button', { name: `Delete now Rosa ${lastName}` }).click();
  const deleteNow = teacher.getByRole('dialog', { name: `Delete Rosa ${lastName}?` });
  await expectNoAxeViolations(teacher);
  await deleteNow.getByRole('button', { name: 'Delete now' }).click();
  await expect(
    teacher.getByText(`Rosa ${lastName}’s account and data were deleted.`),
  ).toBeVisible();
  await expect(rosaRow).toHaveCount(0);

  // The teacher administers Ezra, so may delete him outright, after a warning.
  const ezraRow = teacher.getByRole('row').filter({ hasText: `Ezra ${otherLast}` });
  await ezraRow.getByRole('button', { name: `Actions for Ezra ${otherLast}` }).click();
  await teacher.getByRole('menuitem', { name: 'Delete student…' }).click();
  const deleteEzra = teacher.getByRole('dialog', { name: `Delete Ezra ${otherLast}?` });
  await expect(deleteEzra).toContainText('This cannot be undone.');
  await deleteEzra.getByRole('button', { name: 'Delete for good' }).click();
  await expect(ezraRow).toHaveCount(0);
  await expect(teacher.getByText('No students yet', { exact: true })).toBeVisible();

  // The parent is told, and the child is gone from the parent area.
  const done = await readEmail(parent.request, parentEmail, {
    subject: 'The account you asked us to delete was deleted',
  });
  expect(done.text).toContain('/parent');
  await parent.reload();
  await expect(await accountDetail(parent, 'area-type')).toHaveText('Parent');
  await expect(parent.locator('section[data-child="Rosa"]')).toHaveCount(0);

  // The admin area lists the request as carried out by a teacher.
  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto('/admin');
  const recent = admin.getByTestId('deletion-requests-recent');
  await expect(recent).toContainText('Deleted student: deleted');
  await expect(recent).toContainText('(by a teacher)');
  await expectNoAxeViolations(admin);

  await teacher.context().close();
  await parent.context().close();
  await admin.context().close();
});

test('the platform admin carries out a pending request with Delete now', async ({ browser }) => {
  const run = unique();
  const lastName = `Moss${run}`;
  const teacher = await signedInPage(browser, 'teacher', DEMO.teacher);
  const { classId, studentIds } = await newClass(teacher, run, [['Ivy', lastName]]);
  const ivyId = studentIds[0]!;
  const parent = await invitedParent(browser, teacher, {
    classId,
    studentId: ivyId,
    email: `ivy.parent.${run}@home.example`,
    firstName: 'June',
    lastName,
  });
  const asked = await parent.request.post(`/api/privacy/children/${ivyId}/deletion-request`, {
    headers: { origin: new URL(parent.url()).origin },
    data: {},
  });
  expect(asked.status()).toBe(201);

  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto('/admin');
  const label = `Ivy ${lastName.slice(0, 1)}.`;
  const button = admin
    .getByTestId('deletion-requests-pending')
    .getByRole('button', { name: `Delete now for ${label}` });
  await expect(button.first()).toBeVisible();
  await expectNoAxeViolations(admin);
  // By keyboard: Enter opens the dialog, Enter on its action carries the request out.
  await button.first().focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: `Delete ${label}’s account now?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Delete now' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${label}: the account was deleted.`)).toBeVisible();
  const gone = await teacher.request.get(`/api/privacy/students/${ivyId}/export.json`);
  expect(gone.status()).toBe(404);

  await teacher.context().close();
  await parent.context().close();
  await admin.context().close();
});
