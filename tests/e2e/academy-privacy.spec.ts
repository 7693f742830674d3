import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ACADEMY_PRIVACY_MESSAGES as M,
  ACCOUNT_PAGE as COPY,
} from '../../common/academy/privacy-messages';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { AUTH_MESSAGES } from '../../common/auth/messages';
import { MY_COURSES } from '../../common/copy/academy-learning';
import { AUTH_LABELS } from '../../common/copy/auth';
import { academyUrl } from '../support/academy';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertMember,
} from '../support/academy-courses';
import { expectFitsWidth } from '../support/browser-conditions';
import { e2eDatabase } from '../support/e2e-database';
import { TEST_PASSWORD } from '../support/factories';
import { VIEWPORTS, expect, expectNoAxeViolations, test } from '../support/fixtures';

/** A participant in an instructor's course. */
async function participantInCourse() {
  const db = e2eDatabase();
  try {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const participant = `leaver.${tag}@example.org`;
    const ownerId = await insertAcademyUser(db, {
      email: `owner.${tag}@example.org`,
      type: 'teacher',
      firstName: 'Thomas',
      lastName: 'Reyes',
    });
    const participantId = await insertAcademyUser(db, {
      email: participant,
      type: 'participant',
      firstName: 'Rosa',
      lastName: 'Martin',
    });
    const course = await insertCourseWithLessons(db, {
      ownerId,
      title: 'Be still',
      chapters: [{ title: 'Listening', lessons: [{ title: 'Psalm 46', blocks: [] }] }],
    });
    await insertMember(db, course.id, participantId);
    return { participant, course };
  } finally {
    await db.destroy();
  }
}

async function signIn(page: Page, email: string) {
  await page.goto(academyUrl(ACADEMY_PATHS.participantSignIn));
  await page.getByLabel(AUTH_LABELS.email).fill(email);
  await page.getByLabel(AUTH_LABELS.password).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_LABELS.signIn }).click();
}

test('a participant downloads their data, leaves a course and deletes their account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { participant } = await participantInCourse();
  await signIn(page, participant);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES.title);
  await expect(page.getByText('Be still').first()).toBeVisible();

  // The account menu leads to the account page.
  await page.getByRole('button', { name: /Rosa Martin/ }).click();
  await page.getByRole('link', { name: COPY.menuLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.title);
  await expect(page.locator('#main').getByText(participant)).toBeVisible();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // The JSON download holds their account and their course.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: COPY.downloadJson }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lectio-academy-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: participant, firstName: 'Rosa' });
  expect(data.memberships).toEqual([
    expect.objectContaining({ courseTitle: 'Be still', role: 'participant', status: 'active' }),
  ]);

  // Leaving asks first, says what happens, then the course is gone from My courses.
  await page.getByRole('button', { name: `${COPY.leave} Be still` }).click();
  const leaveDialog = page.getByRole('dialog', { name: COPY.leaveTitle('Be still') });
  await expect(leaveDialog.getByText(COPY.boardPosts.former)).toBeVisible();
  await expectNoAxeViolations(page);
  await leaveDialog.getByRole('button', { name: COPY.leaveConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(COPY.left('Be still'));
  await expect(page.getByText(COPY.noCourses)).toBeVisible();
  await page.goto(academyUrl(ACADEMY_PATHS.participantArea));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES.title);
  await expect(page.getByText(MY_COURSES.emptyTitle)).toBeVisible();

  // Deleting needs the right password; then the confirmation, and no more signing in.
  await page.goto(academyUrl(ACADEMY_PATHS.account));
  await page.getByRole('button', { name: COPY.deleteOpen }).click();
  const deleteDialog = page.getByRole('dialog', { name: COPY.deleteTitle });
  await expect(deleteDialog.getByText(COPY.deleteRemoves[0])).toBeVisible();
  await deleteDialog.getByLabel(COPY.password).fill('not my password');
  await deleteDialog.getByRole('button', { name: COPY.deleteConfirm }).click();
  await expect(deleteDialog.getByRole('alert')).toHaveText(M.wrongPassword);
  await expectNoAxeViolations(page);
  await deleteDialog.getByLabel(COPY.password).fill(TEST_PASSWORD);
  await deleteDialog.getByRole('button', { name: COPY.deleteConfirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.deletedTitle);
  await expect(page).toHaveURL(academyUrl(ACADEMY_PATHS.accountDeleted));
  await expectNoAxeViolations(page);

  await signIn(page, participant);
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
});
